#!/usr/bin/env node
/**
 * Runs a command next to a throwaway Prosody (Debian's `prosody` package, 0.12) on loopback:
 * c2s and WebSocket on free ports of 127.0.0.1, no TLS, data in a temporary directory, two
 * registered users. The command gets
 *
 *   PROSODY_WS_URL   ws://127.0.0.1:<port>/xmpp-websocket
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
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const DOMAIN = 'platform.test';
const USERS = ['10001', '10002'];
const TEMPLATE = join(dirname(fileURLToPath(import.meta.url)), '..', 'interop', 'prosody.cfg.lua');

const command = process.argv.slice(2);
if (command.length === 0) {
  console.error('usage: node scripts/with-prosody.mjs <command> [args...]');
  process.exit(2);
}

function which(name) {
  return spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).stdout.trim();
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function canConnect(port) {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** uid and gid of the prosody system user, when running as root and it exists. */
function prosodyUser() {
  if (process.getuid?.() !== 0) return null;
  const uid = spawnSync('id', ['-u', 'prosody'], { encoding: 'utf8' });
  const gid = spawnSync('id', ['-g', 'prosody'], { encoding: 'utf8' });
  if (uid.status !== 0 || gid.status !== 0) return null;
  return { uid: Number(uid.stdout), gid: Number(gid.stdout) };
}

function chownTree(path, user) {
  chownSync(path, user.uid, user.gid);
  for (const entry of ['data', 'certs', 'prosody.cfg.lua']) chownSync(join(path, entry), user.uid, user.gid);
}

class Prosody {
  constructor() {
    this.root = mkdtempSync(join(tmpdir(), 'with-prosody-'));
    this.config = join(this.root, 'prosody.cfg.lua');
    this.user = prosodyUser();
    this.asRoot = process.getuid?.() === 0 && !this.user;
    this.output = '';
    this.child = null;
    this.exited = false;
  }

  /** Argument vector that runs a Prosody tool as the right user. */
  argv(tool, args) {
    if (!this.user) return [tool, args];
    return ['setpriv', [`--reuid=${this.user.uid}`, `--regid=${this.user.gid}`, '--init-groups', '--', tool, ...args]];
  }

  async start() {
    this.c2sPort = await freePort();
    this.httpPort = await freePort();
    mkdirSync(join(this.root, 'data'), { mode: 0o750 });
    mkdirSync(join(this.root, 'certs'), { mode: 0o750 });
    const config = readFileSync(TEMPLATE, 'utf8')
      .replaceAll('@DIR@', this.root)
      .replaceAll('@C2S_PORT@', String(this.c2sPort))
      .replaceAll('@HTTP_PORT@', String(this.httpPort))
      .replaceAll('@LOG_LEVEL@', process.env.PROSODY_LOG_LEVEL || 'info')
      .replaceAll('@RUN_AS_ROOT@', this.asRoot ? 'run_as_root = true' : '');
    writeFileSync(this.config, config);
    if (this.user) chownTree(this.root, this.user);

    const [file, args] = this.argv('prosody', ['-F', '--config', this.config]);
    this.child = spawn(file, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const collect = (chunk) => {
      this.output += chunk;
    };
    this.child.stdout.on('data', collect);
    this.child.stderr.on('data', collect);
    this.exitPromise = new Promise((resolve) =>
      this.child.on('exit', () => {
        this.exited = true;
        resolve();
      }),
    );

    const deadline = Date.now() + 15_000;
    while (!(await canConnect(this.httpPort)) || !(await canConnect(this.c2sPort))) {
      if (this.exited) throw new Error(`prosody exited during start-up:\n${this.output}`);
      if (Date.now() > deadline) throw new Error(`prosody did not open its ports in 15 s:\n${this.output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  register(user, password) {
    const [file, args] = this.argv('prosodyctl', ['--config', this.config, 'register', user, DOMAIN, password]);
    const result = spawnSync(file, args, { encoding: 'utf8' });
    if (result.status !== 0) {
      throw new Error(`prosodyctl register ${user} failed:\n${result.stdout}${result.stderr}`);
    }
  }

  async stop() {
    if (this.child && !this.exited) {
      this.child.kill('SIGTERM');
      const killer = setTimeout(() => this.child.kill('SIGKILL'), 5000);
      await this.exitPromise;
      clearTimeout(killer);
    }
    rmSync(this.root, { recursive: true, force: true });
  }
}

function runCommand(env) {
  return new Promise((resolve) => {
    const child = spawn(command[0], command.slice(1), { stdio: 'inherit', env });
    child.on('error', (error) => {
      console.error(`could not start ${command[0]}: ${error.message}`);
      resolve(1);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

if (!which('prosody') || !which('prosodyctl')) {
  console.error('with-prosody: prosody is not installed (Debian: apt-get install -y prosody)');
  process.exit(1);
}

const prosody = new Prosody();
let stopping = null;
const stopOnce = () => {
  stopping ??= prosody.stop();
  return stopping;
};
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopOnce().finally(() => process.exit(130));
  });
}

let status = 1;
try {
  await prosody.start();
  const users = USERS.map((name) => {
    const password = randomBytes(12).toString('hex');
    prosody.register(name, password);
    return `${name}:${password}`;
  });
  console.log(
    `with-prosody: Prosody on 127.0.0.1 (c2s ${prosody.c2sPort}, http ${prosody.httpPort}) in ${prosody.root}`,
  );
  status = await runCommand({
    ...process.env,
    PROSODY_WS_URL: `ws://127.0.0.1:${prosody.httpPort}/xmpp-websocket`,
    PROSODY_DOMAIN: DOMAIN,
    PROSODY_USERS: users.join(','),
  });
  if (status !== 0 && process.env.PROSODY_LOG_ON_FAILURE !== '0') {
    console.error(`\n--- prosody log ---\n${prosody.output}`);
  }
} catch (error) {
  console.error(`with-prosody: ${error.message}`);
  status = 1;
} finally {
  await stopOnce();
}
process.exit(status);
