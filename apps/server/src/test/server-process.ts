import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { encryptPassword } from '@console/contracts';

/**
 * The server as a process of its own, for tests that kill it (SIGKILL) and start it again on the
 * same data directory: what a crash leaves behind, and what the next start makes of it.
 */

export const SERVER_ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const REPO_ROOT = join(SERVER_ROOT, '../..');

export interface ServerProcess {
  child: ChildProcess;
  base: string;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** The server as `npm start` runs it (from source), on its own embedded database. */
export async function startServer(dataDir: string, compression = 60): Promise<ServerProcess> {
  const port = await freePort();
  const env: Record<string, string | undefined> = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
  };
  delete env.DATABASE_URL;
  Object.assign(env, {
    NODE_ENV: 'development',
    CARRIER_COMPRESSION: String(compression),
    CONSOLE_DIST: join(dataDir, 'no-console'),
  });
  // One process, node itself with tsx's loader: the tsx command would run the server as a child of
  // its own, which a SIGKILL of the command leaves running.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], { cwd: SERVER_ROOT, env, stdio: 'ignore' });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    try {
      if ((await fetch(`${base}/config/version.json`)).ok) return { child, base };
    } catch {}
    if (Date.now() > deadline || child.exitCode !== null) throw new Error('the server did not start');
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

export function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null ? Promise.resolve() : new Promise((resolve) => child.once('exit', () => resolve()));
}

export async function post(base: string, path: string, body: unknown, token?: string) {
  const response = await fetch(`${base}${path}${token ? `?token=${token}` : ''}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await response.json()) as { code: number; message: string; result: { rows: unknown[] } };
}

export async function login(base: string): Promise<string> {
  const timestamp = Date.now();
  const phone = '13800000000';
  const answer = await post(base, '/uc/api/v1/account/login', {
    phone,
    password: encryptPassword('demo1234', phone, timestamp),
    timestamp,
    kickOff: 1,
  });
  return (answer.result.rows[0] as { token: { access_token: string } }).token.access_token;
}

export async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`gave up waiting: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
