import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { TaskStatus } from '@console/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../db/database.ts';
import { callSessions, taskNumbers } from '../../db/schema/index.ts';
import { exited, login, post, REPO_ROOT, startServer, until } from '../../test/server-process.ts';

/** One more call, 2 s later, for a number not answered or cut off by the crash. */
const RECALLS = 1;
const NUMBERS = Array.from({ length: 30 }, (_, i) => `1370000${String(i).padStart(4, '0')}`);

async function taskState(base: string, token: string) {
  const current = await post(base, '/outbound/api/v1/outbound/taskquery/10000/searchHistoryTaskList', {}, token);
  return current.result.rows[0] as { status: number; processTelCount: number; taskId: number };
}

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

describe('a dialling server killed with SIGKILL and started again', () => {
  it('takes its calls back at the restart: the task moves within a minute, each attempt recorded once', {
    timeout: 240_000,
  }, async () => {
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
          // The whole day: the test must not meet the end of a calling window, whenever it runs.
          timeRange: ['00:00:00-12:00:00', '12:00:00-24:00:00'],
          pushIntention: [],
          recallMaxCount: RECALLS,
          recallWaitTime: 2,
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
    const before = await callCount(dataDir, midway.taskId);

    // The dead process's calls are taken back at its restart, not when their leases run out.
    const second = await startServer(dataDir, 1000);
    const secondToken = await login(second.base);
    await until(
      () => taskState(second.base, secondToken),
      (task) => task.processTelCount > midway.processTelCount || task.status === TaskStatus.finished,
      60_000,
    );
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
      expect(numbers.every((n) => n.state === 2 && n.leaseOwner === null)).toBe(true);
      const calls = await database.db
        .select({ callee: callSessions.callee, index: callSessions.callIndex, result: callSessions.callResult })
        .from(callSessions)
        .where(eq(callSessions.taskId, String(done.taskId)));
      // Every attempt of every number is recorded exactly once: indexes 1..attempts, no gaps, no twins.
      for (const number of numbers) {
        const indexes = calls.filter((call) => call.callee === number.number).map((call) => call.index);
        expect(indexes.sort(), number.number).toEqual(Array.from({ length: number.attempts }, (_, i) => i + 1));
      }
      expect(calls.length).toBeGreaterThan(before);
      // The calls the kill cut off are attempts of their own, and were called again when a recall
      // was left (on a slow machine the kill can find a number on its recall already).
      const interrupted = calls.filter((call) => call.result === '8');
      expect(interrupted.length).toBeGreaterThan(0);
      for (const call of interrupted.filter(({ index }) => index <= RECALLS)) {
        const again = calls.some((other) => other.callee === call.callee && other.index === call.index + 1);
        expect(again, `${call.callee} attempt ${call.index}`).toBe(true);
      }
    } finally {
      await database.close();
    }
  });
});

/** Call records of the task, read from the stopped server's data directory. */
async function callCount(dataDir: string, taskId: number): Promise<number> {
  const database = await openPglite(join(dataDir, 'pglite'));
  try {
    const [row] = await database.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(callSessions)
      .where(eq(callSessions.taskId, String(taskId)));
    return row.n;
  } finally {
    await database.close();
  }
}
