import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callSessions, speechSkills } from '../../db/schema/index.ts';
import { type SipTestClient, serverWithTransferDesk, type TelephonyTestServer } from '../../test/telephony.ts';
import type { InboundCallSummary } from './inbound-simulator.ts';
import { saveRuleRecord } from './repo.ts';

const MASTER = '13800000000';
const BUSINESS = 10000;
const RECEPTION = '4008001001';

let server: TelephonyTestServer;
let phone: SipTestClient;
beforeAll(async () => {
  ({ server, phone } = await serverWithTransferDesk());
  // The course script transfers to 客服一组, whose only agent is the master, 8001.
  const [script] = await server.database.db.select().from(speechSkills).where(eq(speechSkills.name, '教育课程邀约'));
  await saveRuleRecord(server.database.db, {
    businessId: BUSINESS,
    cpnCode: RECEPTION,
    ani: '*',
    speechSkillId: script.id,
    robotName: script.name,
    rule: {},
    updatedBy: MASTER,
    now: new Date(),
  });
}, 60_000);
afterAll(async () => {
  await phone?.close();
  await server?.close();
});

describe('an inbound call reaching a transfer node', () => {
  it("rings the group's agent desk as a robot transfer from the customer to the reception number", async () => {
    const callers = Array.from({ length: 30 }, (_, i) => `1350000${String(i).padStart(4, '0')}`);
    const invite = phone.request('INVITE', 30_000);
    // A few at a time: each request waits for its call to end, and the server queues only so many.
    const summaries: (InboundCallSummary & { caller: string })[] = [];
    for (let i = 0; i < callers.length; i += 5) {
      const batch = callers.slice(i, i + 5).map(async (caller) => {
        const answer = await server.dev<InboundCallSummary>('/dev/reception/call', {
          businessId: BUSINESS,
          cpnCode: RECEPTION,
          caller,
        });
        expect(answer.code, answer.message).toBe(0);
        return { caller, ...answer.result.rows[0] };
      });
      summaries.push(...(await Promise.all(batch)));
    }
    const rung = await invite;
    expect(rung.headers.get('X-Call-Origin')).toBe('braintransfer');
    expect(rung.headers.get('X-Dni')).toBe(RECEPTION);
    const handedOver = summaries.filter((s) => s.transferred);
    expect(handedOver.map((s) => s.caller)).toContain(rung.headers.get('X-Ani'));
    const [row] = await server.database.db.select().from(callSessions).where(eq(callSessions.id, handedOver[0].callId));
    expect(row).toMatchObject({ direction: 0, callee: RECEPTION, callResult: '15', transferred: true });
  }, 90_000);
});
