import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { calleeNumbers, callSessions, tasks } from '../../db/schema/index.ts';
import { insertTask } from '../../test/tasks.ts';
import { SipTestClient, serverWithTransferDesk, type TelephonyTestServer } from '../../test/telephony.ts';
import { HANDOVER_FALLBACK, historyOf } from './handover.ts';

const BUSINESS = 10000;
const LINE = '02160001003';

let server: TelephonyTestServer;
let phone: SipTestClient;
beforeAll(async () => {
  ({ server, phone } = await serverWithTransferDesk());
}, 60_000);
afterAll(async () => {
  await phone?.close();
  await server?.close();
});

/** A task of the course script (教育课程邀约) calling the numbers on LINE now, all day long. */
async function courseTask(businessId: number, name: string, numbers: string[]): Promise<number> {
  // The dialer starts calls once a second, as many as the line carries: at half the numbers the
  // task ends after two passes rather than twelve, and more transfers find the desk ringing.
  await server.database.db
    .update(calleeNumbers)
    .set({ concurrency: numbers.length / 2 })
    .where(and(eq(calleeNumbers.businessId, businessId), eq(calleeNumbers.cpnCode, LINE)));
  const now = Date.now();
  return insertTask(server.database, {
    businessId,
    userId: null,
    name,
    script: '教育课程邀约',
    telNums: [LINE],
    beginAt: new Date(now - 60_000),
    endAt: new Date(now + 3_600_000),
    numbers,
    timeRanges: ['00:00:00-12:00:00', '12:00:00-24:00:00'],
  });
}

describe('a task call reaching a transfer node', () => {
  it("rings the group's free agent as a robot transfer, and falls back while nobody is free", async () => {
    // The demo's course script transfers to 客服一组, whose only agent is the master, 8001. The
    // server's own dialer runs the task on the carrier simulator, all day long.
    const numbers = Array.from({ length: 60 }, (_, i) => `1370000${String(i).padStart(4, '0')}`);
    const taskId = await courseTask(BUSINESS, '转人工外呼', numbers);

    const invite = await phone.request('INVITE', 30_000);
    expect(invite.headers.get('X-Call-Origin')).toBe('braintransfer');
    expect(numbers).toContain(invite.headers.get('X-Ani'));
    expect(invite.headers.get('X-Dni')).toBe(LINE);
    // The agent lets it ring: transfers meanwhile find nobody free.
    await vi.waitFor(
      async () => {
        const [task] = await server.database.db.select().from(tasks).where(eq(tasks.id, taskId));
        expect(task.status).toBe(4);
      },
      { timeout: 60_000, interval: 200 },
    );
    const calls = await server.database.db
      .select()
      .from(callSessions)
      .where(eq(callSessions.taskId, String(taskId)));
    const handedOver = calls.filter((call) => call.callResult === '15');
    // Exactly the calls whose customer rang the desk are the transferred ones (an unanswered
    // INVITE times out after a while, and the agent is free for a later transfer again).
    const later = phone.messages.filter((m) => m.kind === 'request' && m.method === 'INVITE');
    const rung = [invite, ...later].map((m) => (m as typeof invite).headers.get('X-Ani'));
    expect(handedOver.map((call) => call.callee).sort()).toEqual(rung.sort());
    expect(handedOver[0].transferred).toBe(true);
    const fellBack = calls.filter((call) =>
      call.dialog.some((item) => item.role === 'robot' && item.nodeName === HANDOVER_FALLBACK.nodeName),
    );
    expect(fellBack.length).toBeGreaterThan(0);
    expect(fellBack.every((call) => call.callResult === '0' && !call.transferred)).toBe(true);
    expect(fellBack.every((call) => call.dialog.at(-1)?.text === HANDOVER_FALLBACK.text)).toBe(true);
  }, 90_000);
});

/** INVITEs a desk got from calls to these numbers. */
function invitesFrom(desk: SipTestClient, numbers: string[]) {
  return desk.messages.filter(
    (m) => m.kind === 'request' && m.method === 'INVITE' && numbers.includes(m.headers.get('X-Ani') ?? ''),
  );
}

describe('a task call whose transfer names no group', () => {
  it("rings the idle agent of the task's enterprise, never another's", async () => {
    // A fresh enterprise has the demo catalogue, whose transfer nodes name no group, and one agent
    // with the extension the demo's registered desk has too.
    const businessId = await server.createAgent('13600000501', '8001');
    await server.dev('/dev/traffic', { businessId, days: 1, calls: 1 });
    const token = await server.token('13600000501');
    const desk = await SipTestClient.open(server.url(token));
    try {
      expect((await desk.registerWithPassword('8001', token)).final.status).toBe(200);
      const numbers = Array.from({ length: 60 }, (_, i) => `1370001${String(i).padStart(4, '0')}`);
      await courseTask(businessId, '任意坐席转人工', numbers);

      const invite = await desk.request('INVITE', 30_000);
      expect(invite.headers.get('X-Call-Origin')).toBe('braintransfer');
      expect(numbers).toContain(invite.headers.get('X-Ani'));
      expect(invitesFrom(phone, numbers)).toEqual([]);
    } finally {
      await desk.close();
    }
  }, 60_000);
});

describe('historyOf', () => {
  it("gives the desk the robot's and the customer's lines in order, without silences", () => {
    expect(
      historyOf([
        { role: 'robot', nodeName: '开场白', text: '您好', nodeStartTime: 0 },
        { role: 'user', text: '', hits: [], userSpeakingTime: 3000 },
        { role: 'user', text: '转人工', hits: [{ hit: '转人工' }], userSpeakingTime: 6000 },
      ]),
    ).toEqual([
      { role: 'robot', text: '您好' },
      { role: 'customer', text: '转人工' },
    ]);
  });
});
