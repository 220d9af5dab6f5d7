import { accountApi, agentApi, ErrorCode, userApi } from '@console/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acdAgents } from '../../db/schema/index.ts';
import { createAgentMember, createMember } from '../../test/fixtures.ts';
import type { Caller } from '../../test/knowledge.ts';
import {
  agentBody,
  callAs,
  callerOf,
  createAgent,
  createGroup,
  firstSignIn,
  setBusinessConfig,
  teamReader,
  teamRowCounts,
} from '../../test/team.ts';
import {
  createTestApp,
  DEMO_BUSINESS_ID,
  DEMO_PASSWORD,
  MASTER_PHONE,
  MEMBER_PHONE,
  type TestApp,
} from '../../test/test-app.ts';

let t: TestApp;
let master: Caller;
let masterId: number;
let group: number;
/** Another enterprise with the agent function: its master is agent 8001 of no group. */
let other: Caller;
let otherMasterId: number;
let otherGroup: number;

// Each login ends the account's earlier sessions (kickOff 1): every account signs in once here.
beforeAll(async () => {
  t = await createTestApp();
  const login = await t.login(MASTER_PHONE);
  master = callerOf(login);
  masterId = login.member.id;
  group = await createGroup(t, master, '坐席组');
  // Room for every agent of this file; the demo's 10 are tested in the agent count's own enterprise.
  await setBusinessConfig(t, DEMO_BUSINESS_ID, 'agent', { count: 50 });
  await createAgentMember(t.database, { phone: '13700000097', dn: '8001', businessName: '别的企业' });
  const otherLogin = await t.login('13700000097', DEMO_PASSWORD);
  other = callerOf(otherLogin);
  otherMasterId = otherLogin.member.id;
  otherGroup = await createGroup(t, other, '别家组');
});
afterAll(() => t.close());

const detailOf = async (who: Caller, userId: number) =>
  (await callAs(t, who, agentApi.agentQueryByAgentId, { userId })).body;

const agentRows = (userId: number) => t.database.db.select().from(acdAgents).where(eq(acdAgents.userId, userId));

describe('agentCreate', () => {
  it('makes an agent with the lowest free extension, its 工号 and groups, and a member who can sign in', async () => {
    const created = await createAgent(t, master, '13600000201', {
      surname: '坐席甲',
      code: '1001',
      groups: [group],
      callMode: 'uuid_bridge',
    });
    expect(created).toEqual({
      agentModel: { id: expect.any(String), code: '1001', ifMonitor: 1, dnConnectType: 'uuid_bridge', dn: '8002' },
      ucUserDto: { id: expect.any(Number), surname: '坐席甲', phone: '13600000201', privilege: 72, master: 0 },
      acdModels: [{ id: group, name: '坐席组' }],
    });
    expect(await detailOf(master, created.ucUserDto.id)).toMatchObject({ result: { rows: [created] } });
    const login = await t.login('13600000201', '000201');
    expect(login.member.mustChangePassword).toBe(1);
    expect(login.agent).toMatchObject({ dn: '8002' });

    // Without a 工号 the extension serves as one; a 坐席班长 is an agent too.
    const supervisor = await createAgent(t, master, '13600000202', { role: 2, groups: [group] });
    expect(supervisor.agentModel).toMatchObject({ code: '8003', dn: '8003', ifMonitor: 2, dnConnectType: 'bridge' });
  });

  it('skips an extension another agent has as 工号, since an agent without one takes the extension', async () => {
    const { business } = await createAgentMember(t.database, { phone: '13700000093', dn: '8001' });
    await setBusinessConfig(t, business.id, 'agent', { count: 5 });
    const boss = callerOf(await t.login('13700000093', DEMO_PASSWORD));
    const own = await createGroup(t, boss, '工号组');
    const coded = await createAgent(t, boss, '13600000205', { code: '8003', groups: [own] });
    expect(coded.agentModel).toMatchObject({ code: '8003', dn: '8002' });
    const uncoded = await createAgent(t, boss, '13600000206', { groups: [own] });
    expect(uncoded.agentModel).toMatchObject({ code: '8004', dn: '8004' });
  });

  it('gives an operator (role 0) no agent, extension or group', async () => {
    const operatorMember = await createAgent(t, master, '13600000203', { role: 0, surname: '操作员' });
    expect(operatorMember.agentModel).toEqual({ id: '', code: '', ifMonitor: 0, dnConnectType: '', dn: '' });
    expect(operatorMember.acdModels).toEqual([]);
    expect(await agentRows(operatorMember.ucUserDto.id)).toEqual([]);
    // The dialog may still send groups and a code for role 0: they are not kept.
    const body = agentBody('13600000204', { role: 0 });
    const ignored = await callAs(t, master, agentApi.agentCreate, {
      ...body,
      agentModel: { ...body.agentModel, code: '555' },
      acdModels: [{ id: group }],
    });
    expect(ignored.body.result.rows[0]).toMatchObject({ agentModel: { id: '', code: '' }, acdModels: [] });
  });

  it('refuses bad input, a taken 工号 or phone and groups not of the enterprise, writing nothing', async () => {
    await createAgent(t, master, '13600000211', { code: '4242', groups: [group] });
    const before = await teamRowCounts(t);
    const phone = '13600000212';
    const refusals = [
      [agentBody(phone, { groups: [] }), ErrorCode.ParamInvalid, '请选择分组'],
      [agentBody(phone, { role: 2 }), ErrorCode.ParamInvalid, '请选择分组'],
      [agentBody(phone, { code: '12a', groups: [group] }), ErrorCode.ParamInvalid, '工号只能为数字'],
      [agentBody(phone, { code: '123456789', groups: [group] }), ErrorCode.ParamInvalid, '工号不能超过8位'],
      [agentBody(phone, { code: '4242', groups: [group] }), ErrorCode.AgentCodeTaken, '工号已存在'],
      [agentBody(phone, { groups: [otherGroup] }), ErrorCode.NotFound, '分组不存在'],
      [agentBody(phone, { groups: [group, otherGroup] }), ErrorCode.NotFound, '分组不存在'],
      [agentBody(phone, { groups: [999_999] }), ErrorCode.NotFound, '分组不存在'],
      [agentBody(phone, { groups: [group], callMode: 'sip' }), ErrorCode.ParamInvalid, '请选择呼叫方式'],
      [agentBody(MASTER_PHONE, { groups: [group] }), ErrorCode.PhoneRegistered, '手机号已注册'],
      [agentBody('1360000021', { groups: [group] }), ErrorCode.ParamInvalid, '手机号格式不正确'],
      [agentBody('', { groups: [group] }), ErrorCode.ParamRequired, '请输入手机号'],
      [agentBody(phone, { surname: '', groups: [group] }), ErrorCode.ParamRequired, '请输入成员名称'],
      [agentBody(phone, { surname: 'x'.repeat(21), groups: [group] }), ErrorCode.ParamInvalid, '长度在 1 到 20 个字符'],
      [
        { ...agentBody(phone, { groups: [group] }), agentModel: { ifMonitor: 3 } },
        ErrorCode.ParamInvalid,
        '请选择角色',
      ],
      [{ ...agentBody(phone, { groups: [group] }), ucUserDto: undefined }, ErrorCode.ParamRequired, '成员信息不能为空'],
    ] as const;
    for (const [body, code, message] of refusals) {
      const answer = await callAs(t, master, agentApi.agentCreate, body);
      expect(answer.body, JSON.stringify(body)).toMatchObject({ code, message });
    }
    expect(await teamRowCounts(t)).toEqual(before);
  });
});

describe('the agent count', () => {
  it('refuses the agent beyond business config agent.count with 350001, counting role changes too', async () => {
    const { business } = await createAgentMember(t.database, { phone: '13700000096', dn: '8001' });
    await setBusinessConfig(t, business.id, 'agent', { count: 2 });
    const boss = callerOf(await t.login('13700000096', DEMO_PASSWORD));
    const limited = await createGroup(t, boss, '限额组');
    // The master's own agent is the first of two.
    const second = await createAgent(t, boss, '13600000221', { groups: [limited] });
    expect(second.agentModel.dn).toBe('8002');

    const before = await teamRowCounts(t);
    const beyond = await callAs(t, boss, agentApi.agentCreate, agentBody('13600000222', { groups: [limited] }));
    expect(beyond.body).toMatchObject({
      code: ErrorCode.AgentLimitReached,
      message: '坐席数量已达上限（2个），请联系客服增加坐席数',
    });
    expect(await teamRowCounts(t)).toEqual(before);

    // An operator is no agent, so it fits; making them an agent does not.
    const operatorMember = await createAgent(t, boss, '13600000222', { role: 0 });
    const promote = {
      agentModel: { ifMonitor: 1, code: '', dnConnectType: 'bridge' },
      ucUserDto: { id: operatorMember.ucUserDto.id, surname: '操作员' },
      acdModels: [{ id: limited }],
    };
    expect((await callAs(t, boss, agentApi.agentUpdate, promote)).body.code).toBe(ErrorCode.AgentLimitReached);
    expect(await agentRows(operatorMember.ucUserDto.id)).toEqual([]);

    // Turning the second agent into an operator frees a place.
    const demote = {
      agentModel: { ifMonitor: 0, code: '', dnConnectType: 'bridge' },
      ucUserDto: { id: second.ucUserDto.id, surname: '坐席成员' },
      acdModels: [],
    };
    expect((await callAs(t, boss, agentApi.agentUpdate, demote)).body.result.rows[0].agentModel.id).toBe('');
    const promoted = await callAs(t, boss, agentApi.agentUpdate, promote);
    expect(promoted.body.result.rows[0].agentModel).toMatchObject({ ifMonitor: 1, dn: '8002' });
  });

  it('allows no agents when the enterprise has no agent.count', async () => {
    const noCount = await createGroup(t, other, '无限额');
    const answer = await callAs(t, other, agentApi.agentCreate, agentBody('13600000231', { groups: [noCount] }));
    expect(answer.body.code).toBe(ErrorCode.AgentLimitReached);
  });
});

describe('agentUpdate', () => {
  it("changes the agent's groups, 工号 and call mode, keeping the extension", async () => {
    const second = await createGroup(t, master, '第二组');
    const agent = await createAgent(t, master, '13600000241', { code: '2410', groups: [group] });
    const updated = await callAs(t, master, agentApi.agentUpdate, {
      agentModel: { id: agent.agentModel.id, ifMonitor: 2, code: '2411', dnConnectType: 'uuid_bridge' },
      ucUserDto: { id: agent.ucUserDto.id, surname: '改过的', privilege: 0 },
      acdModels: [{ id: second }, { id: group }],
    });
    expect(updated.body.result.rows[0]).toEqual({
      agentModel: { ...agent.agentModel, code: '2411', ifMonitor: 2, dnConnectType: 'uuid_bridge' },
      ucUserDto: { ...agent.ucUserDto, surname: '改过的', privilege: 0 },
      acdModels: [
        { id: group, name: '坐席组' },
        { id: second, name: '第二组' },
      ],
    });
  });

  it('removes the agent of a member made an operator, and gives one back with a free extension', async () => {
    const agent = await createAgent(t, master, '13600000251', { groups: [group] });
    const toRole = (role: 0 | 1) =>
      callAs(t, master, agentApi.agentUpdate, {
        ...agentBody('13600000251', { role, groups: [group] }),
        ucUserDto: { id: agent.ucUserDto.id, surname: '来回变' },
      });
    const operatorMember = (await toRole(0)).body.result.rows[0];
    expect(operatorMember).toMatchObject({ agentModel: { id: '', dn: '', ifMonitor: 0 }, acdModels: [] });
    expect(await agentRows(agent.ucUserDto.id)).toEqual([]);
    const again = (await toRole(1)).body.result.rows[0];
    expect(again.agentModel.id).not.toBe('');
    expect(again.agentModel.id).not.toBe(agent.agentModel.id);
    expect(again.acdModels).toEqual([{ id: group, name: '坐席组' }]);
  });

  it("refuses another enterprise's member or group, a taken 工号 and bad input, changing nothing", async () => {
    const agent = await createAgent(t, master, '13600000261', { code: '2610', groups: [group] });
    await createAgent(t, master, '13600000262', { code: '2620', groups: [group] });
    const before = await detailOf(master, agent.ucUserDto.id);
    const otherBefore = await detailOf(other, otherMasterId);
    const counts = await teamRowCounts(t);
    const update = (id: number, options: Parameters<typeof agentBody>[1]) => ({
      ...agentBody('', options),
      ucUserDto: { id, surname: '越界' },
    });
    const refusals = [
      [update(otherMasterId, { groups: [group] }), ErrorCode.NotFound],
      [update(agent.ucUserDto.id, { groups: [otherGroup] }), ErrorCode.NotFound],
      [update(agent.ucUserDto.id, { code: '2620', groups: [group] }), ErrorCode.AgentCodeTaken],
      [update(agent.ucUserDto.id, { groups: [] }), ErrorCode.ParamInvalid],
      [update(agent.ucUserDto.id, { code: 'abc', groups: [group] }), ErrorCode.ParamInvalid],
      [{ ...update(agent.ucUserDto.id, { groups: [group] }), ucUserDto: { surname: '无ID' } }, ErrorCode.ParamRequired],
    ] as const;
    for (const [body, code] of refusals) {
      expect((await callAs(t, master, agentApi.agentUpdate, body)).body.code, JSON.stringify(body)).toBe(code);
    }
    expect(await detailOf(master, agent.ucUserDto.id)).toEqual(before);
    expect(await detailOf(other, otherMasterId)).toEqual(otherBefore);
    expect(await teamRowCounts(t)).toEqual(counts);
  });
});

describe('agentDelete and agentQueryByAgentId', () => {
  it('deletes the member and their agent; the extension is handed out again', async () => {
    const agent = await createAgent(t, master, '13600000271', { groups: [group] });
    const deleted = await callAs(t, master, agentApi.agentDelete, {
      userId: agent.ucUserDto.id,
      agentId: agent.agentModel.id,
    });
    expect(deleted.body.code).toBe(0);
    expect((await detailOf(master, agent.ucUserDto.id)).code).toBe(ErrorCode.NotFound);
    expect(await agentRows(agent.ucUserDto.id)).toEqual([]);
    const next = await createAgent(t, master, '13600000272', { groups: [group] });
    expect(next.agentModel.dn).toBe(agent.agentModel.dn);
  });

  it("refuses the main account and another enterprise's member", async () => {
    const counts = await teamRowCounts(t);
    const own = await callAs(t, master, agentApi.agentDelete, { userId: masterId });
    expect(own.body.code).toBe(ErrorCode.MasterUndeletable);
    const foreign = await callAs(t, master, agentApi.agentDelete, { userId: otherMasterId });
    expect(foreign.body.code).toBe(ErrorCode.NotFound);
    expect((await callAs(t, master, agentApi.agentDelete, {})).body.code).toBe(ErrorCode.ParamRequired);
    expect(await teamRowCounts(t)).toEqual(counts);
    expect((await detailOf(master, otherMasterId)).code).toBe(ErrorCode.NotFound);
    expect((await detailOf(other, otherMasterId)).result.rows[0].agentModel.dn).toBe('8001');
  });
});

describe('queryAgentsAcdsByPage', () => {
  let filtered: number;
  let grouped: number;
  let ungroupedAgent: number;
  let operatorMember: number;
  beforeAll(async () => {
    filtered = await createGroup(t, master, '筛选组');
    const spare = await createGroup(t, master, '临时组');
    grouped = (await createAgent(t, master, '13600000281', { groups: [filtered], code: '2810' })).ucUserDto.id;
    ungroupedAgent = (await createAgent(t, master, '13600000282', { groups: [spare] })).ucUserDto.id;
    await callAs(t, master, agentApi.acdDelete, { id: spare });
    operatorMember = (await createAgent(t, master, '13600000283', { role: 0 })).ucUserDto.id;
  });

  it("filters by group, by 未分组 (isDefault 1) and by phone, with the team table's fields", async () => {
    const table = (body: object) => callAs(t, master, agentApi.queryAgentsAcdsByPage, { pageSize: 100, ...body });
    const inGroup = await table({ acdId: filtered });
    expect(inGroup.body.result).toEqual({
      rows: [
        {
          userId: grouped,
          agentId: expect.any(String),
          agentCode: '2810',
          userName: '坐席成员',
          phoneNo: '13600000281',
          acdId: String(filtered),
          acdIds: [filtered],
          acdName: '筛选组',
          master: 0,
          ifMonitor: 1,
          dn: expect.stringMatching(/^80\d\d$/),
          dnConnectType: 'bridge',
          privilege: 72,
          createTime: '2026-03-02 10:00:00',
        },
      ],
      totalCount: 1,
    });
    const ungrouped = (await table({ isDefault: 1 })).body.result.rows.map((row) => row.userId);
    expect(ungrouped).toEqual(expect.arrayContaining([ungroupedAgent, operatorMember]));
    expect(ungrouped).not.toContain(grouped);
    expect(ungrouped).not.toContain(masterId);
    expect(ungrouped).not.toContain(otherMasterId);
    const byPhone = await table({ phone: '0000028' });
    expect(byPhone.body.result.rows.map((row) => row.userId)).toEqual([grouped, ungroupedAgent, operatorMember]);
    const page = await table({ phone: '0000028', pageSize: 2, pageIndex: 2 });
    expect(page.body.result.totalCount).toBe(3);
    expect(page.body.result.rows.map((row) => row.userId)).toEqual([operatorMember]);
    // The main account heads the whole table, shown as master.
    expect((await table({})).body.result.rows[0]).toMatchObject({ userId: masterId, master: 1, dn: '8001' });
    expect((await table({ acdId: otherGroup })).body.result).toEqual({ rows: [], totalCount: 0 });
  });

  it('answers a member their own agent by userId, and another only with the team access', async () => {
    const phone = '13600000284';
    await createAgent(t, master, phone, { groups: [filtered], code: '2840' });
    const login = await firstSignIn(t, phone);
    const self = callerOf(login);
    const own = await callAs(t, self, agentApi.queryAgentsAcdsByPage, { userId: login.member.id });
    expect(own.body.result.rows).toEqual([
      expect.objectContaining({ userId: login.member.id, agentCode: '2840', acdId: String(filtered) }),
    ]);
    const others = await callAs(t, self, agentApi.queryAgentsAcdsByPage, { userId: grouped });
    expect(others.body.code).toBe(ErrorCode.AccessDenied);
    expect((await callAs(t, self, agentApi.queryAgentsAcdsByPage, {})).body.code).toBe(ErrorCode.AccessDenied);
    expect(
      (await callAs(t, master, agentApi.queryAgentsAcdsByPage, { userId: grouped })).body.result.rows,
    ).toHaveLength(1);
    const foreign = await callAs(t, master, agentApi.queryAgentsAcdsByPage, { userId: otherMasterId });
    expect(foreign.body.result).toEqual({ rows: [], totalCount: 0 });
  });

  it('refuses bad filters', async () => {
    const table = (body: object) => callAs(t, master, agentApi.queryAgentsAcdsByPage, body);
    expect((await table({ isDefault: 2 })).body).toMatchObject({
      code: ErrorCode.ParamInvalid,
      message: '未分组格式错误',
    });
    expect((await table({ acdId: 'x' })).body.code).toBe(ErrorCode.ParamInvalid);
    expect((await table({ phone: '123456789012' })).body.code).toBe(ErrorCode.ParamInvalid);
  });
});

describe('the agent function and the team access', () => {
  it('answers 100403 to every group and agent call of an enterprise without the agent function', async () => {
    const { business, user } = await createMember(t.database, { phone: '13700000095' });
    const boss = callerOf(await t.login('13700000095', DEMO_PASSWORD));
    const calls = [
      [agentApi.acdQuery, {}],
      [agentApi.acdCreate, { name: '无功能', strategy: 'random' }],
      [agentApi.acdUpdate, { id: 1, name: '无功能', strategy: 'random' }],
      [agentApi.acdDelete, { id: 1 }],
      [agentApi.listAcdAgent, { acdId: 1 }],
      [agentApi.queryAgentsAcdsByPage, {}],
      [agentApi.agentCreate, agentBody('13600000291', { groups: [1] })],
      [agentApi.agentUpdate, { ...agentBody('', { groups: [1] }), ucUserDto: { id: user.id, surname: '无功能' } }],
      [agentApi.agentDelete, { userId: user.id }],
    ] as const;
    const counts = await teamRowCounts(t);
    for (const [endpoint, body] of calls) {
      expect((await callAs(t, boss, endpoint, body)).body.code, endpoint.path).toBe(ErrorCode.AccessDenied);
    }
    expect(await teamRowCounts(t)).toEqual(counts);
    // The uc member calls need no agent function.
    expect((await callAs(t, boss, userApi.queryUserList)).body.code).toBe(0);

    await setBusinessConfig(t, business.id, 'function', { agent: true });
    expect((await callAs(t, boss, agentApi.acdQuery)).body).toMatchObject({ code: 0, result: { rows: [] } });
  });

  it('lets a member with the team bit read but not change; without it, not read', async () => {
    const reader = await teamReader(t, master, '13600000292');
    const plain = callerOf(await t.login(MEMBER_PHONE));
    const target = await createAgent(t, master, '13600000293', { groups: [group] });

    expect((await callAs(t, reader, agentApi.queryAgentsAcdsByPage, {})).body.code).toBe(0);
    expect((await detailOf(reader, target.ucUserDto.id)).code).toBe(0);
    expect((await callAs(t, reader, agentApi.listAcdAgent, { acdId: group })).body.code).toBe(0);
    expect((await callAs(t, plain, agentApi.queryAgentsAcdsByPage, {})).body.code).toBe(ErrorCode.AccessDenied);
    expect((await detailOf(plain, target.ucUserDto.id)).code).toBe(ErrorCode.AccessDenied);

    const counts = await teamRowCounts(t);
    const update = { ...agentBody('', { groups: [group] }), ucUserDto: { id: target.ucUserDto.id, surname: '越权' } };
    for (const who of [reader, plain]) {
      const answers = [
        await callAs(t, who, agentApi.agentCreate, agentBody('13600000294', { groups: [group] })),
        await callAs(t, who, agentApi.agentUpdate, update),
        await callAs(t, who, agentApi.agentDelete, { userId: target.ucUserDto.id }),
      ];
      for (const answer of answers) expect(answer.body.code).toBe(ErrorCode.AccessDenied);
    }
    expect(await teamRowCounts(t)).toEqual(counts);
  });

  it('refuses another enterprise in the path', async () => {
    const answer = await t.call(agentApi.acdQuery, { token: master.token, businessId: other.businessId, body: {} });
    expect(answer.body.code).toBe(ErrorCode.BusinessMismatch);
    const created = await t.call(agentApi.agentCreate, {
      token: master.token,
      businessId: other.businessId,
      body: agentBody('13600000295', { groups: [otherGroup] }),
    });
    expect(created.body.code).toBe(ErrorCode.BusinessMismatch);
    expect((await callAs(t, other, accountApi.queryAccountInfo)).body.code).toBe(0);
    expect((await callAs(t, other, userApi.queryUserList, { phone: '13600000295' })).body.result.totalCount).toBe(0);
  });
});
