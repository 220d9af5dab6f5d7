#!/usr/bin/env node
/**
 * Runs a command next to a throwaway Prosody (Debian's `prosody` package, 0.12) on loopback:
 * c2s and WebSocket on free ports of 127.0.0.1, no TLS, data in a temporary directory, two
 * registered users. The command gets
 *
 *   PROSODY_WS_URL   ws://127.0.0.1:<port>/xmpp-websocket
 *   PROSODY_BOSH_URL http://127.0.0.1:<port>/http-bind
 *   PROSODY_DOMAIN   platform.test
 *   PROSODY_USERS    "10001:<password>,10002:<password>" (numeric names, like the console's member ids)
 *
 * Prosody runs in the foreground as a child of this script and is stopped, and its directory
 * removed, however the command ends (also on Ctrl-C). Exits with the command's status.
 *
 * Root: Prosody 0.12 refuses to start as root unless the config says `run_as_root = true`, and a
 * network daemon has no business running as root in a test anyway. So as root the script hands
 * the directory to the `prosody` system user (created by the Debian package) and starts prosody
 * and prosodyctl through `setpriv` as that user. setpriv execs in place (unlike runuser, which
 * forks), so the child this script signals is prosody itself. Only without a `prosody` user does
 * it fall back to running as root with run_as_root.
 *
 *   node scripts/with-prosody.mjs npx vitest run --project interop
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, runBeside, spawnDaemon, stopDaemon, systemUser, waitForPorts, which } from './lib/loopback-peer.mjs';

const DOMAIN = 'platform.test';
const USERS = ['10001', '10002'];
const TEMPLATE = join(dirname(fileURLToPath(import.meta.url)), '..', 'interop', 'prosody.cfg.lua');

const command = process.argv.slice(2);
if (command.length === 0) {
  console.error('usage: node scripts/with-prosody.mjs <command> [args...]');
  process.exit(2);
}

function chownTree(path, user) {
  chownSync(path, user.uid, user.gid);
  for (const entry of ['data', 'certs', 'prosody.cfg.lua']) chownSync(join(path, entry), user.uid, user.gid);
}

class Prosody {
  constructor() {
    this.root = mkdtempSync(join(tmpdir(), 'with-prosody-'));
    this.config = join(this.root, 'prosody.cfg.lua');
    this.user = systemUser('prosody');
    this.asRoot = process.getuid?.() === 0 && !this.user;
    this.daemon = null;
  }

  get output() {
    return this.daemon?.output ?? '';
  }

  /** Argument vector that runs a Prosody tool as the right user. */
  argv(tool, args) {
    if (!this.user) return [tool, args];
    return ['setpriv', [`--reuid=${this.user.uid}`, `--regid=${this.user.gid}`, '--init-groups', '--', tool, ...args]];
  }

  async start() {
    const c2sPort = await freePort();
    const httpPort = await freePort();
    mkdirSync(join(this.root, 'data'), { mode: 0o750 });
    mkdirSync(join(this.root, 'certs'), { mode: 0o750 });
    const config = readFileSync(TEMPLATE, 'utf8')
      .replaceAll('@DIR@', this.root)
      .replaceAll('@C2S_PORT@', String(c2sPort))
      .replaceAll('@HTTP_PORT@', String(httpPort))
      .replaceAll('@LOG_LEVEL@', process.env.PROSODY_LOG_LEVEL || 'info')
      .replaceAll('@RUN_AS_ROOT@', this.asRoot ? 'run_as_root = true' : '');
    writeFileSync(this.config, config);
    if (this.user) chownTree(this.root, this.user);

    this.daemon = spawnDaemon(...this.argv('prosody', ['-F', '--config', this.config]));
    await waitForPorts(this.daemon, [httpPort, c2sPort], 'prosody');
    const users = USERS.map((name) => {
      const password = randomBytes(12).toString('hex');
      this.register(name, password);
      return `${name}:${password}`;
    });
    console.log(`with-prosody: Prosody on 127.0.0.1 (c2s ${c2sPort}, http ${httpPort}) in ${this.root}`);
    return {
      PROSODY_WS_URL: `ws://127.0.0.1:${httpPort}/xmpp-websocket`,
      PROSODY_BOSH_URL: `http://127.0.0.1:${httpPort}/http-bind`,
      PROSODY_DOMAIN: DOMAIN,
      PROSODY_USERS: users.join(','),
    };
  }

  register(user, password) {
    const [file, args] = this.argv('prosodyctl', ['--config', this.config, 'register', user, DOMAIN, password]);
    const result = spawnSync(file, args, { encoding: 'utf8' });
    if (result.status !== 0) {
      throw new Error(`prosodyctl register ${user} failed:\n${result.stdout}${result.stderr}`);
    }
  }

  async stop() {
    await stopDaemon(this.daemon);
    rmSync(this.root, { recursive: true, force: true });
  }
}

if (!which('prosody') || !which('prosodyctl')) {
  console.error('with-prosody: prosody is not installed (Debian: apt-get install -y prosody)');
  process.exit(1);
}

await runBeside('with-prosody', new Prosody(), command);
