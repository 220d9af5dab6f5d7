// The server from source as a process of its own, and the timed requests the API benches send it.
// Lives under lib/ so scripts/bench.mjs does not run it as a bench.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SERVER_NODE_FLAGS } from '../../../apps/server/scripts/build.mjs';

const root = join(import.meta.dirname, '..', '..', '..');

/** The server on its own data directory, removed when stopped; `env` adds to the bench's settings. */
export function startServer(env) {
  const dataDir = mkdtempSync(join(tmpdir(), 'api-bench-'));
  const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, '--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'test',
      ...env,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      PASSWORD_ENCRYPT: 'false',
      CONSOLE_DIST: join(dataDir, 'no-console'),
    },
  });
  return {
    server,
    async stop() {
      if (server.exitCode === null) {
        const exited = new Promise((resolve) => server.once('exit', resolve));
        server.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A JSON POST, timed: answers status, Retry-After (s), ms and the body's text; status 0 when it failed. */
export function post(agent, port, path, body) {
  const payload = JSON.stringify(body);
  return new Promise((resolve) => {
    const started = performance.now();
    const req = request(
      {
        agent,
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode,
            retryAfter: Number(res.headers['retry-after'] ?? 0),
            ms: performance.now() - started,
            text: Buffer.concat(chunks).toString(),
          }),
        );
      },
    );
    req.on('error', () => resolve({ status: 0, retryAfter: 0, ms: performance.now() - started, text: '' }));
    req.end(payload);
  });
}

/** Resolves once the server answers phoneCheck; throws when it exits or takes over 180 s. */
export async function waitForServer(port, server, phone) {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error('the server exited during start-up');
    const answer = await post(undefined, port, '/uc/api/v1/account/phoneCheck', { phoneNumber: phone });
    if (answer.status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server did not start in 180 s');
}

/** YYYYMMDD of a date in China, as the report's requests carry it. */
export function ymd(date) {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(date).replaceAll('-', '');
}

export function percentile(sorted, p) {
  return sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}
