import { flowDocument, TRANSFER_FALLBACK } from '@console/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  acdGroups,
  calleeNumbers,
  callSessions,
  speechSkills,
  speechSkillVersions,
  tasks,
} from '../../db/schema/index.ts';
import { createMember } from '../../test/fixtures.ts';
import { insertTask } from '../../test/tasks.ts';
import { SipTestClient, serverWithTransferDesk, type TelephonyTestServer } from '../../test/telephony.ts';
import { historyOf } from './handover.ts';

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

/** The task's call records once it has called every number. */
async function callsWhenDone(taskId: number) {
  const { db } = server.database;
  await vi.waitFor(
    async () => {
      const [task] = await db.select().from(tasks).where(eq(tasks.id, taskId));
      expect(task.status).toBe(4);
    },
    { timeout: 60_000, interval: 200 },
  );
  return db
    .select()
    .from(callSessions)
    .where(eq(callSessions.taskId, String(taskId)));
}

type CallRow = Awaited<ReturnType<typeof callsWhenDone>>[number];

/** Calls whose transfer took nobody: the robot said the fallback line last. */
const fellBack = (calls: CallRow[]) => calls.filter((call) => call.dialog.at(-1)?.text === TRANSFER_FALLBACK.text);

/**
 * What the 识别详情 and the labels of the calls that fell back say: why, in the fallback line's
 * node name, and never the transfer node's 已转人工 (their 转人工 is 否).
 */
function fallbackRecords(calls: CallRow[]) {
  return fellBack(calls).map((call) => {
    const last = call.dialog.at(-1);
    return {
      result: call.callResult,
      transferred: call.transferred,
      why: last?.role === 'robot' ? last.nodeName : '',
      handedOverLabel: call.labels.includes('已转人工'),
    };
  });
}

const fallbackRecord = (why: string) => ({ result: '0', transferred: false, why, handedOverLabel: false });

/** INVITEs a desk got from calls to these numbers. */
function invitesFrom(desk: SipTestClient, numbers: string[]) {
  return desk.messages.filter(
    (m) => m.kind === 'request' && m.method === 'INVITE' && numbers.includes(m.headers.get('X-Ani') ?? ''),
  );
}

const numbersFrom = (prefix: string) => Array.from({ length: 60 }, (_, i) => `${prefix}${String(i).padStart(4, '0')}`);

/** A new enterprise with the demo catalogue, whose course script's transfer nodes name no group. */
async function enterpriseWithCatalogue(phone: string, agentDn?: string): Promise<number> {
  const businessId = agentDn
    ? await server.createAgent(phone, agentDn)
    : (await createMember(server.database, { phone, businessName: `企业 ${phone}` })).business.id;
  await server.dev('/dev/traffic', { businessId, days: 1, calls: 1 });
  return businessId;
}

describe('a task call reaching a transfer node', () => {
  it("rings the group's free agent as a robot transfer, and falls back while nobody is free", async () => {
    // The demo's course script transfers to 客服一组, whose only agent is the master, 8001. The
    // server's own dialer runs the task on the carrier simulator, all day long.
    const numbers = numbersFrom('1370000');
    const taskId = await courseTask(BUSINESS, '转人工外呼', numbers);

    const invite = await phone.request('INVITE', 30_000);
    expect(invite.headers.get('X-Call-Origin')).toBe('braintransfer');
    expect(numbers).toContain(invite.headers.get('X-Ani'));
    expect(invite.headers.get('X-Dni')).toBe(LINE);
    // The agent lets it ring: transfers meanwhile find nobody free.
    const calls = await callsWhenDone(taskId);
    const handedOver = calls.filter((call) => call.callResult === '15');
    // Exactly the calls whose customer rang the desk are the transferred ones (an unanswered
    // INVITE times out after a while, and the agent is free for a later transfer again).
    const later = phone.messages.filter((m) => m.kind === 'request' && m.method === 'INVITE');
    const rung = [invite, ...later].map((m) => (m as typeof invite).headers.get('X-Ani'));
    expect(handedOver.map((call) => call.callee).sort()).toEqual(rung.sort());
    expect(handedOver.every((call) => call.transferred && call.labels.includes('已转人工'))).toBe(true);
    const records = fallbackRecords(calls);
    expect(records.length).toBeGreaterThan(0);
    expect(records).toEqual(records.map(() => fallbackRecord('转人工失败：无空闲坐席')));
  }, 90_000);
});

describe('a task call whose transfer names no group', () => {
  it("rings the idle agent of the task's enterprise, never another's", async () => {
    // One agent, with the extension the demo's registered desk has too.
    const businessId = await enterpriseWithCatalogue('13600000501', '8001');
    const token = await server.token('13600000501');
    const desk = await SipTestClient.open(server.url(token));
    try {
      expect((await desk.registerWithPassword('8001', token)).final.status).toBe(200);
      const numbers = numbersFrom('1370001');
      const taskId = await courseTask(businessId, '任意坐席转人工', numbers);

      const invite = await desk.request('INVITE', 30_000);
      expect(invite.headers.get('X-Call-Origin')).toBe('braintransfer');
      expect(numbers).toContain(invite.headers.get('X-Ani'));
      const calls = await callsWhenDone(taskId);
      const handedOver = calls.filter((call) => call.transferred);
      expect(handedOver.length).toBe(1 + invitesFrom(desk, numbers).length);
      expect(handedOver.every((call) => call.labels.includes('已转人工'))).toBe(true);
      expect(fallbackRecords(calls)).toEqual(fellBack(calls).map(() => fallbackRecord('转人工失败：无空闲坐席')));
      expect(invitesFrom(phone, numbers)).toEqual([]);
    } finally {
      await desk.close();
    }
  }, 90_000);

  it('falls back saying there is no agent when the enterprise has none', async () => {
    const businessId = await enterpriseWithCatalogue('13600000502');
    const calls = await callsWhenDone(await courseTask(businessId, '无坐席转人工', numbersFrom('1370002')));
    const records = fallbackRecords(calls);
    expect(records.length).toBeGreaterThan(0);
    expect(records).toEqual(records.map(() => fallbackRecord('转人工失败：没有坐席')));
    expect(calls.filter((call) => call.transferred || call.labels.includes('已转人工'))).toEqual([]);
  }, 90_000);
});

describe("a task call whose transfer names another enterprise's group", () => {
  it('falls back saying the group does not exist, and never rings that group', async () => {
    const businessId = await enterpriseWithCatalogue('13600000503');
    const [demoGroup] = await server.database.db.select().from(acdGroups).where(eq(acdGroups.name, '客服一组'));
    await transfersTo(businessId, demoGroup.id);
    const numbers = numbersFrom('1370003');
    const records = fallbackRecords(await callsWhenDone(await courseTask(businessId, '别家分组转人工', numbers)));
    expect(records.length).toBeGreaterThan(0);
    expect(records).toEqual(records.map(() => fallbackRecord('转人工失败：坐席组不存在')));
    expect(invitesFrom(phone, numbers)).toEqual([]);
  }, 90_000);
});

/** Points every transfer node of the enterprise's published course script at the group. */
async function transfersTo(businessId: number, acdGroupId: number): Promise<void> {
  const { db } = server.database;
  const [script] = await db
    .select()
    .from(speechSkills)
    .where(and(eq(speechSkills.businessId, businessId), eq(speechSkills.name, '教育课程邀约')));
  const at = and(
    eq(speechSkillVersions.speechSkillId, script.id),
    eq(speechSkillVersions.version, script.publishedVersion ?? 0),
  );
  const [version] = await db.select().from(speechSkillVersions).where(at);
  const document = flowDocument.parse(version.document);
  for (const flow of document.flows) {
    for (const node of flow.nodes) if (node.kind === 'transfer') node.acdGroupId = acdGroupId;
  }
  await db.update(speechSkillVersions).set({ document }).where(at);
}

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
