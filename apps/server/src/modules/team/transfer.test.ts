import {
  type AcdGroupRow,
  agentApi,
  DEFAULT_SERVICE_PREFIXES,
  type Endpoint,
  type Envelope,
  ErrorCode,
  fillPath,
  type RowOf,
} from '@console/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMember } from '../../test/fixtures.ts';
import { agentBody } from '../../test/team.ts';
import { SipTestClient, startTelephonyTestServer, type TelephonyTestServer } from '../../test/telephony.ts';
import { checkedAnswer } from '../../test/test-app.ts';
import type { CallLogRow } from '../telephony/call-log.ts';
import type { SipRequest } from '../telephony/sip-message.ts';

const MASTER = '13800000000';
const BUSINESS = 10000;
const SECOND_AGENT = '13600000401';

let server: TelephonyTestServer;
let masterToken: string;
let group: AcdGroupRow;
const clients: SipTestClient[] = [];

/** A call of the contract in the demo enterprise, through the server's own routes. */
async function api<E extends Endpoint>(endpoint: E, body: unknown): Promise<Envelope<RowOf<E>>> {
  const url = DEFAULT_SERVICE_PREFIXES[endpoint.service] + fillPath(endpoint.path, { businessId: BUSINESS });
  const response = await server.app.inject({
    method: 'POST',
    url,
    query: { token: masterToken },
    payload: body as object,
  });
  return checkedAnswer(endpoint, response.json()) as Envelope<RowOf<E>>;
}

// The demo master is agent 8001 of 客服一组 (最长空闲); the master adds a second agent, 8002, to it.
beforeAll(async () => {
  server = await startTelephonyTestServer();
  masterToken = await server.token(MASTER);
  [group] = (await api(agentApi.acdQuery, {})).result.rows;
  const added = await api(agentApi.agentCreate, agentBody(SECOND_AGENT, { groups: [group.id] }));
  expect(added.result.rows[0].agentModel.dn).toBe('8002');
}, 60_000);
afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
  await server.close();
});

async function registered(phone: string, dn: string): Promise<SipTestClient> {
  const token = await server.token(phone);
  const client = await SipTestClient.open(server.url(token));
  clients.push(client);
  expect((await client.registerWithPassword(dn, token)).final.status).toBe(200);
  return client;
}

/** Returns once the wall clock has moved on, so the next instant recorded is strictly later. */
async function nextMillisecond(): Promise<void> {
  const now = Date.now();
  await vi.waitFor(() => expect(Date.now()).toBeGreaterThan(now), { interval: 1 });
}

function transfer(ani: string) {
  return server.dev<CallLogRow & { agentCode: string }>('/dev/telephony/transfer', {
    businessId: BUSINESS,
    acdId: group.id,
    ani,
  });
}

async function states(): Promise<Record<string, string>> {
  const rows = (await api(agentApi.listAcdAgent, { acdId: group.id })).result.rows;
  return Object.fromEntries(rows.map((row) => [row.dn, row.state]));
}

async function setStrategy(strategy: AcdGroupRow['strategy']) {
  const updated = await api(agentApi.acdUpdate, { id: group.id, name: group.name, strategy });
  expect(updated.code).toBe(0);
}

/** The agent declines the INVITE; their phone is free again once the call has ended. */
async function decline(phone: SipTestClient, invite: SipRequest, dn: string) {
  phone.respond(invite, 486, 'Busy Here', { toTag: `declined-${dn}` });
  await vi.waitFor(async () => expect((await states())[dn]).toBe('idle'), { timeout: 3000, interval: 20 });
}

describe('a transfer to a group', () => {
  let first: SipTestClient;
  let second: SipTestClient;
  // 8002 registers first: it has waited longest.
  beforeAll(async () => {
    second = await registered(SECOND_AGENT, '8002');
    await nextMillisecond();
    first = await registered(MASTER, '8001');
  });

  it('rings the agent idle longest, never a busy one, and remembers the customer for 最近联系人', async () => {
    expect(await states()).toEqual({ '8001': 'idle', '8002': 'idle' });

    const toSecond = await transfer('13911110001');
    expect(toSecond.result.rows[0]).toMatchObject({ dn: '8002', origin: 'braintransfer', ani: '13911110001' });
    const secondInvite = await second.request('INVITE');
    expect(secondInvite.headers.get('X-Ani')).toBe('13911110001');
    expect(secondInvite.headers.get('X-Agent-UUID')).toBe(toSecond.result.rows[0].agentLegUuid);

    // While 8002 rings it is busy: the next transfer goes to 8001.
    expect(await states()).toEqual({ '8001': 'idle', '8002': 'busy' });
    const toFirst = await transfer('13911110002');
    expect(toFirst.result.rows[0]).toMatchObject({ dn: '8001', agentCode: '8001' });
    const firstInvite = await first.request('INVITE');
    expect(firstInvite.headers.get('X-Ani')).toBe('13911110002');
    expect(second.messages.filter((m) => m.kind === 'request' && m.method === 'INVITE')).toEqual([]);

    // 8002's call ends first, so 8002 has been idle longer than 8001.
    await decline(second, secondInvite, '8002');
    await nextMillisecond();
    await decline(first, firstInvite, '8001');

    // 最近联系人: the customer 8001 talked to goes to 8001 again, though 8002 waited longer.
    await setStrategy('recent-contacts');
    const again = await transfer('13911110002');
    expect(again.result.rows[0].dn).toBe('8001');
    await decline(first, await first.request('INVITE'), '8001');
    await nextMillisecond();
    // A customer nobody talked to goes to the longest idle.
    const newcomer = await transfer('13911110003');
    expect(newcomer.result.rows[0].dn).toBe('8002');
    await decline(second, await second.request('INVITE'), '8002');

    await setStrategy('longest-idle-agent');
    const longest = await transfer('13911110004');
    expect(longest.result.rows[0].dn).toBe('8001');
    await decline(first, await first.request('INVITE'), '8001');
  }, 20_000);

  it('takes turns by extension with 分机轮选, after the one rung last and wrapping round', async () => {
    await setStrategy('dn-round-robin');
    // The last transfer rang 8001.
    const turns: string[] = [];
    for (const ani of ['13911110011', '13911110012', '13911110013']) {
      const { dn } = (await transfer(ani)).result.rows[0];
      turns.push(dn);
      const phone = dn === '8001' ? first : second;
      await decline(phone, await phone.request('INVITE'), dn);
    }
    expect(turns).toEqual(['8002', '8001', '8002']);
    await setStrategy('longest-idle-agent');
  }, 20_000);

  it('answers 350005 when no agent of the group has a registered phone', async () => {
    await Promise.all(clients.map((c) => c.close()));
    await vi.waitFor(async () => expect(await states()).toEqual({ '8001': 'offline', '8002': 'offline' }), {
      timeout: 3000,
      interval: 20,
    });
    const nobody = await transfer('13911110005');
    expect(nobody).toMatchObject({ code: ErrorCode.NoAgentAvailable, message: '暂无空闲坐席' });
    const unknown = await server.dev('/dev/telephony/transfer', { businessId: BUSINESS, acdId: 999_999 });
    expect(unknown).toMatchObject({ code: ErrorCode.NotFound });
  });
});

describe('a transfer naming no group', () => {
  const anyAgent = (businessId: number, ani: string) =>
    server.dev<CallLogRow & { agentCode: string }>('/dev/telephony/transfer', { businessId, ani });
  const invites = (client: SipTestClient) =>
    client.messages.filter((m) => m.kind === 'request' && m.method === 'INVITE');

  it("rings the enterprise's agent idle longest, in a group or none, never another enterprise's", async () => {
    // Another enterprise's agent, with the master's extension, has waited longest of all.
    await server.createAgent('13600000404', '8001');
    const stranger = await registered('13600000404', '8001');
    await nextMillisecond();
    // An agent in no group: their only group was deleted.
    const [passing] = (await api(agentApi.acdCreate, { name: '临时组', strategy: 'random' })).result.rows;
    const added = await api(agentApi.agentCreate, agentBody('13600000403', { groups: [passing.id] }));
    expect((await api(agentApi.acdDelete, { id: passing.id })).code).toBe(0);
    const ungroupedDn = added.result.rows[0].agentModel.dn;
    const ungrouped = await registered('13600000403', ungroupedDn);
    await nextMillisecond();
    const master = await registered(MASTER, '8001');

    const first = await anyAgent(BUSINESS, '13911110021');
    expect(first.result.rows[0]).toMatchObject({ dn: ungroupedDn, origin: 'braintransfer' });
    await ungrouped.request('INVITE');
    const second = await anyAgent(BUSINESS, '13911110022');
    expect(second.result.rows[0]).toMatchObject({ dn: '8001', businessId: BUSINESS });
    await master.request('INVITE');
    // Both of the enterprise's agents ring: nobody is left, though the stranger is idle.
    expect(await anyAgent(BUSINESS, '13911110023')).toMatchObject({
      code: ErrorCode.NoAgentAvailable,
      message: '暂无空闲坐席',
    });
    expect(invites(stranger)).toEqual([]);
  }, 20_000);

  it('answers 350005 that there is no agent when the enterprise has none', async () => {
    const { business } = await createMember(server.database, { phone: '13600000405', businessName: '无坐席企业' });
    expect(await anyAgent(business.id, '13911110024')).toMatchObject({
      code: ErrorCode.NoAgentAvailable,
      message: '没有可转接的坐席',
    });
  });
});

describe('an agent who is removed', () => {
  it("loses the phone's registration at once, before the extension can be handed on", async () => {
    const phone = '13600000402';
    const added = await api(agentApi.agentCreate, agentBody(phone, { groups: [group.id] }));
    const { dn } = added.result.rows[0].agentModel;
    const client = await registered(phone, dn);
    const ring = () => server.dev('/dev/telephony/call', { businessId: BUSINESS, dn, origin: 'inbound' });
    const rung = await ring();
    expect(rung.code).toBe(0);
    await client.request('INVITE');

    const deleted = await api(agentApi.agentDelete, { userId: added.result.rows[0].ucUserDto.id });
    expect(deleted.code).toBe(0);
    expect(await ring()).toMatchObject({ code: ErrorCode.AgentNotRegistered });
  });
});
