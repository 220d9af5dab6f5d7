-- A loopback Prosody 0.12 for the interop tests: c2s + WebSocket + BOSH, no TLS, no s2s.
-- scripts/with-prosody.mjs fills in @DIR@ (a scratch directory), @C2S_PORT@ and @HTTP_PORT@
-- and starts it in the foreground (prosody -F).
pidfile = "@DIR@/prosody.pid"
data_path = "@DIR@/data"
certificates = "@DIR@/certs"
interfaces = { "127.0.0.1" }
local_interfaces = { "127.0.0.1" }
c2s_ports = { @C2S_PORT@ }
c2s_direct_tls_ports = {}
s2s_ports = {}
http_ports = { @HTTP_PORT@ }
http_interfaces = { "127.0.0.1" }
https_ports = {}
modules_enabled = { "roster", "saslauth", "disco", "ping", "register", "time", "version", "bosh", "websocket", "http", "posix" }
modules_disabled = { "s2s", "tls" }
c2s_require_encryption = false
allow_unencrypted_plain_auth = true
consider_bosh_secure = true
consider_websocket_secure = true
allow_registration = false
authentication = "internal_hashed"
storage = "internal"
log = { { levels = { min = "@LOG_LEVEL@" }, to = "console" } }
@RUN_AS_ROOT@
VirtualHost "platform.test"
