import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { encryptPassword, TaskStatus } from '@console/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../db/database.ts';
import { callSessions, taskNumbers } from '../../db/schema/index.ts';

const SERVER_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const REPO_ROOT = join(SERVER_ROOT, '../..');
const NUMBERS = Array.from({ length: 30 }, (_, i) => `1370000${String(i).padStart(4, '0')}`);

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
async function startServer(dataDir: string, compression: number): Promise<{ child: ChildProcess; base: string }> {
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
    DIALER_LEASE_MS: '1500',
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

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null ? Promise.resolve() : new Promise((resolve) => child.once('exit', () => resolve()));
}

async function post(base: string, path: string, body: unknown, token?: string) {
  const response = await fetch(`${base}${path}${token ? `?token=${token}` : ''}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await response.json()) as { code: number; message: string; result: { rows: unknown[] } };
}

async function login(base: string): Promise<string> {
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

async function taskState(base: string, token: string) {
  const current = await post(base, '/outbound/api/v1/outbound/taskquery/10000/searchHistoryTaskList', {}, token);
  return current.result.rows[0] as { status: number; processTelCount: number; taskId: number };
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`gave up waiting: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

describe('a dialling server killed with SIGKILL and started again', () => {
  it('ends every number exactly once, each call recorded once', { timeout: 240_000 }, async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'dialer-restart-'));
    dirs.push(dataDir);
    // Slow calls (a twentieth of real time: one to three seconds each), so some are in progress.
    const first = await startServer(dataDir, 20);
    // Only a verified enterprise creates tasks: the platform operator approves the demo's.
    await promisify(execFile)('node', [
      join(REPO_ROOT, 'scripts/operator.mjs'),
      '--url',
      first.base,
      'status',
      '10000',
      '2',
    ]);
    const token = await login(first.base);
    const scripts = await post(first.base, '/brain/api/v1/speechSkill/10000/querySpeechSkill', { pageSize: 20 }, token);
    const script = (scripts.result.rows as { id: number; name: string }[]).find((row) => row.name === '教育课程邀约');
    const form = new FormData();
    form.append('OBJECT', new Blob([['手机号码', ...NUMBERS].join('\n')], { type: 'text/csv' }), '号码.csv');
    form.append('speechSkillId', String(script?.id));
    const uploaded = (await (
      await fetch(`${first.base}/outbound/api/v1/outbound/taskmanage/10000/uploadTaskFile?token=${token}`, {
        method: 'POST',
        body: form,
      })
    ).json()) as { result: { rows: { fileName: string }[] } };
    const now = Date.now();
    const created = await post(
      first.base,
      '/outbound/api/v1/outbound/taskmanage/10000/createTaskWithFile',
      {
        name: '断电重启',
        fileName: uploaded.result.rows[0].fileName,
        taskConfig: {
          telNum: '02160001002',
          speechSkillId: script?.id,
          beginTime: now - 1000,
          endTime: now + 3_600_000,
          timeRange: ['00:00:00-12:00:00', '12:00:00-23:30:00'],
          pushIntention: [],
        },
      },
      token,
    );
    expect(created.code, created.message).toBe(0);
    const midway = await until(
      () => taskState(first.base, token),
      (task) => task.processTelCount >= 5,
      60_000,
    );
    expect(midway.status).toBe(TaskStatus.running);
    first.child.kill('SIGKILL');
    await exited(first.child);

    const second = await startServer(dataDir, 1000);
    const secondToken = await login(second.base);
    const done = await until(
      () => taskState(second.base, secondToken),
      (task) => task.status === TaskStatus.finished,
      120_000,
    );
    second.child.kill('SIGTERM');
    await exited(second.child);

    const database = await openPglite(join(dataDir, 'pglite'));
    try {
      const numbers = await database.db.select().from(taskNumbers).where(eq(taskNumbers.taskId, done.taskId));
      expect(numbers).toHaveLength(NUMBERS.length);
      expect(numbers.every((n) => n.state === 2 && n.attempts === 1)).toBe(true);
      const calls = await database.db
        .select({ callee: callSessions.callee, n: sql<number>`count(*)`.mapWith(Number) })
        .from(callSessions)
        .where(eq(callSessions.taskId, String(done.taskId)))
        .groupBy(callSessions.callee);
      expect(calls.map((c) => c.callee).sort()).toEqual(NUMBERS);
      expect(calls.every((c) => c.n === 1)).toBe(true);
    } finally {
      await database.close();
    }
  });
});
