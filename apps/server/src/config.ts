import { hostname } from 'node:os';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  DEFAULT_REPORT_TIME_ZONE,
  DEFAULT_SERVICE_PREFIXES,
  type ServiceName,
  SIP_WEBSOCKET_PATH,
  type SipConfig,
} from '@console/contracts';

/**
 * apps/server/src/config.ts -> the repository root, three levels up. The compiled server
 * (apps/server/dist/main.js) lies as deep, so every path the server finds goes through these two.
 */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
export const SERVER_ROOT = join(REPO_ROOT, 'apps/server');

export interface RateLimitConfig {
  /** Requests per window and client address on the login and inner-login calls. */
  loginMax: number;
  /** Requests per window and client address on registration and password reset. */
  registerMax: number;
  /** Requests per window and client address on the SMS sends. */
  smsMax: number;
  /** SMS codes (registration and reset together) one client address gets in 24 hours. */
  smsDailyMax: number;
  windowMs: number;
}

/** The line in front of the API (plugins/request-queue.ts). */
export interface RequestQueueConfig {
  concurrency: number;
  maxQueued: number;
  maxWaitMs: number;
}

export interface AppConfig {
  port: number;
  host: string;
  /** Where the embedded database (and later uploads and exports) live. */
  dataDir: string;
  /** PostgreSQL connection string; when empty the embedded PGlite under dataDir is used. */
  databaseUrl: string;
  /**
   * This server process among those sharing the database (INSTANCE_ID): the same across its
   * restarts and unique among live ones, so a restarted process takes back at once the calls and
   * uploads it left. Default: host name and port on PostgreSQL; 'embedded' on the embedded
   * database, which one process opens at a time.
   */
  instanceId: string;
  /** Production turns every development helper off (dev routes, demo account banner, debug flag). */
  production: boolean;
  /**
   * SERVER_SECRET: the key of the server's keyed hashes (SMS codes). Required in production;
   * elsewhere an empty value means one generated and kept under dataDir (lib/server-secret.ts).
   */
  serverSecret: string;
  /** Passwords travel AES-encrypted with a timestamp (contracts/password-cipher.ts). */
  passwordEncrypt: boolean;
  /** Idle time after which a session ends; every authenticated call extends it. */
  sessionTtlMinutes: number;
  consoleDist: string;
  /** The softphone SDK's build (packages/softphone/dist): its browser scripts are served. */
  softphoneDist: string;
  servicePrefixes: Record<ServiceName, string>;
  rateLimit: RateLimitConfig;
  /**
   * API requests handled at once (REQUEST_CONCURRENCY), waiting at most (REQUEST_QUEUE_MAX) and
   * for at most REQUEST_QUEUE_WAIT_MS; beyond that they are answered 503 系统繁忙 at once.
   */
  requestQueue: RequestQueueConfig;
  /**
   * Take the client address from X-Forwarded-For (rate limits key on it). Only behind a proxy
   * that sets the header: otherwise any client could pick its own address.
   */
  trustProxy: boolean;
  /**
   * Origins whose pages may call the sdk service from the browser (CORS): an integrator's own
   * page with the softphone SDK. '*' allows any. SDK_ALLOWED_ORIGINS, comma-separated; none by
   * default in production, any outside it.
   */
  sdkAllowedOrigins: string[];
  /** Create the demo enterprise and accounts at start-up when they are missing. */
  seed: boolean;
  logLevel: string;
  /**
   * The runtime config's permission.special switch (spec section 6): when on, the AI reception,
   * capability platform and payment menus show regardless of the business's flags, and the
   * console hides the agent workstation button and the download centre.
   */
  permissionSpecial: boolean;
  /** The platform's service phone, named where a feature must be opened by sales (SERVICE_HOTLINE). */
  serviceHotline: string;
  /**
   * Real-time messaging (XMPP over WebSocket). By default the console connects to the embedded
   * endpoint (`/xmpp-websocket`, resolved against the page's origin); IM_URL and IM_DOMAIN point
   * it at a real XMPP server instead, IM_ENABLED=false turns the connection off.
   */
  im: { url: string; domain: string; enabled: boolean };
  /**
   * Where agents' softphones register. By default the embedded telephony simulator
   * (`/sip-ws` on this server); SIP_URL and SIP_DOMAIN point them at a real SIP server, and
   * SIP_ICE_SERVERS (JSON array of RTCIceServer) adds STUN/TURN for media across networks.
   */
  sip: { url: string; domain: string; enabled: boolean; iceServers: SipConfig['iceServers'] };
  /**
   * IANA time zone of report days and hours (REPORT_TIME_ZONE, default Asia/Shanghai). Rollups
   * are kept per UTC hour, so the zone must have whole-hour offsets; the per-day rollups are cut
   * in the zone configured when each call was written.
   */
  reportTimeZone: string;
  /**
   * Exports read call records in pages of DOWNLOAD_BATCH_SIZE (5000) and may wait
   * DOWNLOAD_BATCH_PAUSE_MS (0) between pages: a pause makes a small demo export slow enough to
   * watch its progress (the end-to-end tests use it); it has no use in production.
   */
  downloads: { batchSize: number; pauseMs: number };
}

type Env = Record<string, string | undefined>;

/**
 * Relative paths mean relative to where the person started the command. Under `npm start` the
 * process runs in apps/server, but npm keeps the original directory in INIT_CWD.
 */
function resolvePath(value: string | undefined, fallback: string, env: Env): string {
  if (!value) return fallback;
  return isAbsolute(value) ? value : resolve(env.INIT_CWD ?? process.cwd(), value);
}

function parseBoolean(value: string | undefined, fallback: boolean, name: string): boolean {
  if (value === undefined || value === '') return fallback;
  if (/^(1|true|yes|on)$/i.test(value)) return true;
  if (/^(0|false|no|off)$/i.test(value)) return false;
  throw new Error(`${name} must be true or false, got "${value}"`);
}

function parsePositiveInt(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} must be a positive integer, got "${value}"`);
  return n;
}

function parseTimeZone(value: string | undefined): string {
  if (!value) return DEFAULT_REPORT_TIME_ZONE;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
  } catch {
    throw new Error(`REPORT_TIME_ZONE must be an IANA time zone, got "${value}"`);
  }
  return value;
}

/** The embedded telephony simulator answers softphones: on, pointed at this server, not in production. */
export function runsTelephonySimulator(config: Pick<AppConfig, 'production' | 'sip'>): boolean {
  return config.sip.enabled && !config.production && config.sip.url === SIP_WEBSOCKET_PATH;
}

function parseIceServers(value: string | undefined): SipConfig['iceServers'] {
  if (!value) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    throw new Error('SIP_ICE_SERVERS must be a JSON array of {urls, username?, credential?}');
  }
  const valid =
    Array.isArray(parsed) &&
    parsed.every((server) => server && (typeof server.urls === 'string' || Array.isArray(server.urls)));
  if (!valid) throw new Error('SIP_ICE_SERVERS must be a JSON array of {urls, username?, credential?}');
  return parsed as SipConfig['iceServers'];
}

/** A key of at least 256 bits written as text: 32 characters or more. */
const SERVER_SECRET_MIN_LENGTH = 32;

/** A comma-separated list of origins (scheme://host[:port]) or '*'. */
function parseOrigins(value: string | undefined, fallback: string[]): string[] {
  if (value === undefined) return fallback;
  const origins = value
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  for (const origin of origins) {
    if (origin !== '*' && !/^https?:\/\/[^/\s]+$/.test(origin)) {
      throw new Error(`SDK_ALLOWED_ORIGINS: "${origin}" is not an origin like https://crm.example.com`);
    }
  }
  return origins;
}

function parseServerSecret(value: string | undefined, production: boolean): string {
  const secret = value?.trim() ?? '';
  if (!secret && production) {
    throw new Error(
      'SERVER_SECRET must be set in production: a random value of at least 32 characters, the same on every ' +
        'instance (e.g. `openssl rand -base64 48`)',
    );
  }
  if (secret && secret.length < SERVER_SECRET_MIN_LENGTH) {
    throw new Error(`SERVER_SECRET must be at least ${SERVER_SECRET_MIN_LENGTH} characters long`);
  }
  return secret;
}

export function loadConfig(env: Env = process.env): AppConfig {
  const production = env.NODE_ENV === 'production';
  return {
    port: parsePositiveInt(env.PORT, 8080, 'PORT'),
    host: env.HOST || '127.0.0.1',
    dataDir: resolvePath(env.DATA_DIR, join(REPO_ROOT, 'data'), env),
    databaseUrl: env.DATABASE_URL ?? '',
    instanceId:
      env.INSTANCE_ID?.trim() ||
      (env.DATABASE_URL ? `${hostname()}:${parsePositiveInt(env.PORT, 8080, 'PORT')}` : 'embedded'),
    production,
    serverSecret: parseServerSecret(env.SERVER_SECRET, production),
    passwordEncrypt: parseBoolean(env.PASSWORD_ENCRYPT, true, 'PASSWORD_ENCRYPT'),
    sessionTtlMinutes: parsePositiveInt(env.SESSION_TTL_MINUTES, 120, 'SESSION_TTL_MINUTES'),
    consoleDist: resolvePath(env.CONSOLE_DIST, join(REPO_ROOT, 'apps/console/dist'), env),
    softphoneDist: resolvePath(env.SOFTPHONE_DIST, join(REPO_ROOT, 'packages/softphone/dist'), env),
    servicePrefixes: { ...DEFAULT_SERVICE_PREFIXES },
    rateLimit: {
      loginMax: parsePositiveInt(env.RATE_LIMIT_LOGIN_MAX, 100, 'RATE_LIMIT_LOGIN_MAX'),
      registerMax: parsePositiveInt(env.RATE_LIMIT_REGISTER_MAX, 100, 'RATE_LIMIT_REGISTER_MAX'),
      smsMax: parsePositiveInt(env.RATE_LIMIT_SMS_MAX, 100, 'RATE_LIMIT_SMS_MAX'),
      smsDailyMax: parsePositiveInt(env.RATE_LIMIT_SMS_DAILY_MAX, 20, 'RATE_LIMIT_SMS_DAILY_MAX'),
      windowMs: parsePositiveInt(env.RATE_LIMIT_WINDOW_MS, 60_000, 'RATE_LIMIT_WINDOW_MS'),
    },
    requestQueue: {
      concurrency: parsePositiveInt(env.REQUEST_CONCURRENCY, 4, 'REQUEST_CONCURRENCY'),
      maxQueued: parsePositiveInt(env.REQUEST_QUEUE_MAX, 1000, 'REQUEST_QUEUE_MAX'),
      maxWaitMs: parsePositiveInt(env.REQUEST_QUEUE_WAIT_MS, 5_000, 'REQUEST_QUEUE_WAIT_MS'),
    },
    trustProxy: parseBoolean(env.TRUST_PROXY, false, 'TRUST_PROXY'),
    sdkAllowedOrigins: parseOrigins(env.SDK_ALLOWED_ORIGINS, production ? [] : ['*']),
    seed: parseBoolean(env.SEED, true, 'SEED'),
    logLevel: env.LOG_LEVEL || 'info',
    permissionSpecial: parseBoolean(env.PERMISSION_SPECIAL, false, 'PERMISSION_SPECIAL'),
    serviceHotline: env.SERVICE_HOTLINE?.trim() || '400-000-0000',
    im: {
      url: env.IM_URL || '/xmpp-websocket',
      domain: env.IM_DOMAIN || 'console.local',
      enabled: parseBoolean(env.IM_ENABLED, true, 'IM_ENABLED'),
    },
    sip: {
      url: env.SIP_URL || SIP_WEBSOCKET_PATH,
      domain: env.SIP_DOMAIN || 'console.local',
      // The embedded endpoint is a simulator: in production there is a phone only where SIP_URL
      // names a real SIP server.
      enabled: parseBoolean(env.SIP_ENABLED, !production || Boolean(env.SIP_URL), 'SIP_ENABLED'),
      iceServers: parseIceServers(env.SIP_ICE_SERVERS),
    },
    reportTimeZone: parseTimeZone(env.REPORT_TIME_ZONE),
    downloads: {
      batchSize: parsePositiveInt(env.DOWNLOAD_BATCH_SIZE, 5_000, 'DOWNLOAD_BATCH_SIZE'),
      pauseMs: env.DOWNLOAD_BATCH_PAUSE_MS
        ? parsePositiveInt(env.DOWNLOAD_BATCH_PAUSE_MS, 0, 'DOWNLOAD_BATCH_PAUSE_MS')
        : 0,
    },
  };
}
