import { accountApi, ErrorCode } from '@console/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { QueueFullError, RequestQueue } from './request-queue.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    config: { requestQueue: { concurrency: 1, maxQueued: 3, maxWaitMs: 600_000 } },
    downloads: { start: false },
  });
  // Started before any test locks a table: start-up reads the database too.
  await t.app.ready();
});
afterAll(() => t.close());

/**
 * Holds an exclusive lock on the members' table until released, so a phoneCheck that reads it
 * stays in its handler: a request that keeps its place in the line for as long as the test wants.
 */
async function holdMembersTable(): Promise<{ release(): Promise<void> }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let locked!: () => void;
  const lockTaken = new Promise<void>((resolve) => {
    locked = resolve;
  });
  const transaction = t.database.db.transaction(async (tx) => {
    await tx.execute(sql`lock table users in access exclusive mode`);
    locked();
    await released;
  });
  await lockTaken;
  return {
    async release() {
      release();
      await transaction;
    },
  };
}

describe('the request queue in front of the API', () => {
  it('answers 503 with Retry-After and the envelope beyond its limit, and serves the line in order', async () => {
    const lock = await holdMembersTable();
    const answered: string[] = [];
    const check = (name: string, phoneNumber: string) =>
      t.call(accountApi.phoneCheck, { body: { phoneNumber } }).then((result) => {
        answered.push(name);
        return result;
      });
    // One runs (and waits for the lock), three wait in line, the fifth finds the line full.
    const running = check('first', '13912340001');
    const waiting = [check('second', '13912340002'), check('third', '13912340003'), check('fourth', '13912340004')];
    const refused = await check('fifth', '13912340005');

    expect(refused.status).toBe(503);
    expect(refused.headers['retry-after']).toBe('2');
    expect(refused.body).toEqual({
      code: ErrorCode.ServiceBusy,
      message: '系统繁忙，请稍后再试',
      messageExt: '系统繁忙，请稍后再试',
      result: { rows: [], totalCount: 0 },
    });
    expect(answered).toEqual(['fifth']);

    await lock.release();
    const served = await Promise.all([running, ...waiting]);
    expect(served.map((result) => [result.status, result.body.code])).toEqual(Array(4).fill([200, 0]));
    expect(answered).toEqual(['fifth', 'first', 'second', 'third', 'fourth']);
  });

  it('leaves the pages and the runtime configuration outside the line', async () => {
    const lock = await holdMembersTable();
    const held = Array.from({ length: 4 }, (_, i) =>
      t.call(accountApi.phoneCheck, { body: { phoneNumber: `1391234010${i}` } }),
    );
    expect((await t.call(accountApi.phoneCheck, { body: { phoneNumber: '13912340110' } })).status).toBe(503);
    expect((await t.app.inject({ method: 'GET', url: '/config/config.json' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/report' })).body).toContain('控制台尚未构建');
    await lock.release();
    expect((await Promise.all(held)).map((result) => result.status)).toEqual([200, 200, 200, 200]);
  });
});

describe('RequestQueue', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('refuses a request that waited longer than its bound, and one whose client went away', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const queue = new RequestQueue({ concurrency: 1, maxQueued: 5, maxWaitMs: 5000 });
    const release = await queue.enter();
    let cancel!: () => void;
    const abandoned = queue.enter((onCancel) => {
      cancel = onCancel;
    });
    const late = queue.enter();
    const alsoLate = queue.enter();
    expect(queue.queued).toBe(3);

    cancel();
    await expect(abandoned).rejects.toMatchObject({ reason: 'abandoned' });
    vi.advanceTimersByTime(4999);
    expect(queue.queued).toBe(2);
    vi.advanceTimersByTime(1);
    await expect(late).rejects.toBeInstanceOf(QueueFullError);
    await expect(alsoLate).rejects.toMatchObject({ reason: 'timeout' });

    release();
    release();
    expect(queue.running).toBe(0);
    const next = await queue.enter();
    expect(queue.running).toBe(1);
    next();
  });

  it('refuses at once a request that would wait longer than its bound, by how long places were held', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    const queue = new RequestQueue({ concurrency: 2, maxQueued: 100, maxWaitMs: 5000 });
    const held = await Promise.all([queue.enter(), queue.enter()]);
    vi.advanceTimersByTime(1000);
    for (const release of held) release();

    // Places are held 1 s: with two of them, the tenth request in line would wait 5 s, the
    // eleventh 5.5 s.
    const running = await Promise.all([queue.enter(), queue.enter()]);
    const waiting = Array.from({ length: 10 }, () => queue.enter());
    await expect(queue.enter()).rejects.toMatchObject({ reason: 'full' });
    expect(queue.queued).toBe(10);

    for (const release of running) release();
    for (const entered of waiting) (await entered)();
  });

  it('does not keep refusing on an old estimate once no place has been released for long', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    const queue = new RequestQueue({ concurrency: 1, maxQueued: 100, maxWaitMs: 5000 });
    // A spike: a place held 20 s.
    const spike = await queue.enter();
    vi.advanceTimersByTime(20_000);
    spike();
    const stuck = await queue.enter();
    await expect(queue.enter()).rejects.toMatchObject({ reason: 'full' });

    // A hundred seconds without a release: the estimate is 4 s, and the next request may wait in line.
    vi.advanceTimersByTime(100_000);
    const next = queue.enter();
    expect(queue.queued).toBe(1);
    stuck();
    (await next)();
  });
});
