import { agentApi, ErrorCode } from '@console/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, createBase, demoMaster, otherEnterprise } from '../../test/knowledge.ts';
import { callAs, createAgent, createGroup, setBusinessConfig, teamReader, teamRowCounts } from '../../test/team.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let master: Caller;
let other: Caller;
let kb: number;
let quickReplies: number;
let otherKb: number;

beforeAll(async () => {
  t = await createTestApp();
  master = await demoMaster(t);
  other = await otherEnterprise(t, '13700000098');
  await setBusinessConfig(t, other.businessId, 'function', { agent: true });
  kb = await createBase(t, master, '坐席知识');
  quickReplies = await createBase(t, master, '常用语库');
  otherKb = await createBase(t, other, '别家知识');
});
afterAll(() => t.close());

const groupsOf = async (who: Caller, id?: number) =>
  (await callAs(t, who, agentApi.acdQuery, id === undefined ? {} : { id })).body.result.rows;

describe('acdCreate and acdQuery', () => {
  it('creates a group with the default maxTries and lists it with its agent count', async () => {
    const created = await callAs(t, master, agentApi.acdCreate, { name: '售前组', strategy: 'random' });
    const [row] = created.body.result.rows;
    expect(row).toEqual({
      id: expect.any(Number),
      name: '售前组',
      strategy: 'random',
      maxTries: 30,
      arConfig: '{}',
      agentsCountOfAcd: 0,
      createTime: '2026-03-02 10:00:00',
    });
    await createAgent(t, master, '13600000101', { groups: [row.id] });
    expect(await groupsOf(master, row.id)).toEqual([{ ...row, agentsCountOfAcd: 1 }]);
    // The seeded group first, then in creation order; none of another enterprise's.
    const names = (await groupsOf(master)).map((group) => group.name);
    expect(names.slice(0, 2)).toEqual(['客服一组', '售前组']);
    const otherGroup = await createGroup(t, other, '别家组');
    expect(await groupsOf(master, otherGroup)).toEqual([]);
    expect((await groupsOf(other)).map((group) => group.name)).toEqual(['别家组']);
  });

  it('takes arConfig as JSON text (the original console) or as an object', async () => {
    const asText = await callAs(t, master, agentApi.acdCreate, {
      name: '文本配置',
      strategy: 'recent-contacts',
      maxTries: 5,
      arConfig: JSON.stringify({ know: kb, silence: quickReplies, model: 'qc-1' }),
    });
    expect(asText.body.result.rows[0]).toMatchObject({ maxTries: 5, strategy: 'recent-contacts' });
    expect(JSON.parse(asText.body.result.rows[0].arConfig)).toEqual({ know: kb, silence: quickReplies, model: 'qc-1' });
    const asObject = await callAs(t, master, agentApi.acdCreate, {
      name: '对象配置',
      strategy: 'dn-round-robin',
      arConfig: { know: String(kb) },
    });
    expect(JSON.parse(asObject.body.result.rows[0].arConfig)).toEqual({ know: kb });
    const empty = await callAs(t, master, agentApi.acdCreate, {
      name: '空配置',
      strategy: 'code-round-robin',
      arConfig: '',
    });
    expect(empty.body.result.rows[0].arConfig).toBe('{}');
  });

  it('refuses bad input, a taken name and knowledge bases not of the enterprise, writing nothing', async () => {
    await createGroup(t, master, '重名组');
    const before = await teamRowCounts(t);
    const refusals = [
      [{ strategy: 'random' }, ErrorCode.ParamRequired, '请输入分组名称'],
      [{ name: '  ', strategy: 'random' }, ErrorCode.ParamRequired, '请输入分组名称'],
      [
        { name: '一二三四五六七八九十一二三四五六七八九十一', strategy: 'random' },
        ErrorCode.ParamInvalid,
        '长度在 1 到 20 个字符',
      ],
      [{ name: '无策略' }, ErrorCode.ParamRequired, '请选择转坐席策略'],
      [{ name: '坏策略', strategy: 'first-come' }, ErrorCode.ParamInvalid, '请选择转坐席策略'],
      [{ name: '次数', strategy: 'random', maxTries: 0 }, ErrorCode.ParamInvalid, '最大尝试次数格式错误'],
      [{ name: '次数', strategy: 'random', maxTries: 101 }, ErrorCode.ParamInvalid, '最大尝试次数不能超过100'],
      [{ name: '坏配置', strategy: 'random', arConfig: '{know:' }, ErrorCode.ParamInvalid, '高级设置格式错误'],
      [{ name: '坏配置', strategy: 'random', arConfig: { know: 'abc' } }, ErrorCode.ParamInvalid, '知识库必须为数字'],
      [{ name: '重名组', strategy: 'random' }, ErrorCode.GroupNameTaken, '分组名称已存在'],
      [{ name: ' 重名组 ', strategy: 'random' }, ErrorCode.GroupNameTaken, '分组名称已存在'],
      [{ name: '无此库', strategy: 'random', arConfig: { know: 999_999 } }, ErrorCode.NotFound, '知识库不存在'],
      [{ name: '别家库', strategy: 'random', arConfig: { know: otherKb } }, ErrorCode.NotFound, '知识库不存在'],
      [{ name: '别家库', strategy: 'random', arConfig: { silence: otherKb } }, ErrorCode.NotFound, '知识库不存在'],
    ] as const;
    for (const [body, code, message] of refusals) {
      const answer = await callAs(t, master, agentApi.acdCreate, body);
      expect(answer.body.code, JSON.stringify(body)).toBe(code);
      expect(answer.body.message, JSON.stringify(body)).toBe(message);
    }
    expect(await teamRowCounts(t)).toEqual(before);
    // Another enterprise may use the same name.
    expect((await callAs(t, other, agentApi.acdCreate, { name: '重名组', strategy: 'random' })).body.code).toBe(0);
  });
});

describe('acdUpdate', () => {
  it('changes the name, strategy, tries and configuration', async () => {
    const id = await createGroup(t, master, '待编辑');
    const updated = await callAs(t, master, agentApi.acdUpdate, {
      id,
      name: '已编辑',
      strategy: 'code-round-robin',
      maxTries: 3,
      arConfig: JSON.stringify({ know: kb }),
    });
    expect(updated.body.result.rows[0]).toMatchObject({
      id,
      name: '已编辑',
      strategy: 'code-round-robin',
      maxTries: 3,
    });
    expect(await groupsOf(master, id)).toEqual(updated.body.result.rows);
    // Keeping its own name is no clash.
    const same = await callAs(t, master, agentApi.acdUpdate, { id, name: '已编辑', strategy: 'random' });
    expect(same.body.result.rows[0]).toMatchObject({ strategy: 'random', maxTries: 30, arConfig: '{}' });
  });

  it("refuses another group's name, another enterprise's group and bad input, changing nothing", async () => {
    const id = await createGroup(t, master, '保持不变');
    await createGroup(t, master, '别人的名字');
    const otherGroup = await createGroup(t, other, '别家的组');
    const [before] = await groupsOf(master, id);
    const [otherBefore] = await groupsOf(other, otherGroup);
    const counts = await teamRowCounts(t);
    const refusals = [
      [{ id, name: '别人的名字', strategy: 'random' }, ErrorCode.GroupNameTaken],
      [{ id: otherGroup, name: '抢过来', strategy: 'random' }, ErrorCode.NotFound],
      [{ id: 999_999, name: '无此组', strategy: 'random' }, ErrorCode.NotFound],
      [{ id, name: '别家库', strategy: 'random', arConfig: { know: otherKb } }, ErrorCode.NotFound],
      [{ name: '无ID', strategy: 'random' }, ErrorCode.ParamRequired],
      [{ id, name: '', strategy: 'random' }, ErrorCode.ParamRequired],
      [{ id, name: '坏策略', strategy: 'round' }, ErrorCode.ParamInvalid],
    ] as const;
    for (const [body, code] of refusals) {
      expect((await callAs(t, master, agentApi.acdUpdate, body)).body.code, JSON.stringify(body)).toBe(code);
    }
    expect(await groupsOf(master, id)).toEqual([before]);
    expect(await groupsOf(other, otherGroup)).toEqual([otherBefore]);
    expect(await teamRowCounts(t)).toEqual(counts);
  });
});

describe('acdDelete', () => {
  it('leaves its agents in their other groups or in none', async () => {
    const doomed = await createGroup(t, master, '将删除组');
    const kept = await createGroup(t, master, '保留组');
    const only = await createAgent(t, master, '13600000111', { groups: [doomed] });
    const both = await createAgent(t, master, '13600000112', { groups: [doomed, kept] });
    expect((await callAs(t, master, agentApi.acdDelete, { id: doomed })).body.code).toBe(0);
    expect(await groupsOf(master, doomed)).toEqual([]);

    const detail = async (userId: number) =>
      (await callAs(t, master, agentApi.agentQueryByAgentId, { userId })).body.result.rows[0];
    expect((await detail(only.ucUserDto.id)).acdModels).toEqual([]);
    expect((await detail(both.ucUserDto.id)).acdModels).toEqual([{ id: kept, name: '保留组' }]);
    // Still agents: the same extension, shown under 未分组.
    expect((await detail(only.ucUserDto.id)).agentModel.dn).toBe(only.agentModel.dn);
    const ungrouped = await callAs(t, master, agentApi.queryAgentsAcdsByPage, { isDefault: 1, pageSize: 100 });
    const ids = ungrouped.body.result.rows.map((row) => row.userId);
    expect(ids).toContain(only.ucUserDto.id);
    expect(ids).not.toContain(both.ucUserDto.id);
    expect((await callAs(t, master, agentApi.acdDelete, { id: doomed })).body.code).toBe(ErrorCode.NotFound);
  });

  it("refuses another enterprise's group and bad ids, deleting nothing", async () => {
    const otherGroup = await createGroup(t, other, '别家不可删');
    const counts = await teamRowCounts(t);
    expect((await callAs(t, master, agentApi.acdDelete, { id: otherGroup })).body.code).toBe(ErrorCode.NotFound);
    expect((await callAs(t, master, agentApi.acdDelete, {})).body).toMatchObject({
      code: ErrorCode.ParamRequired,
      message: expect.stringContaining('分组ID'),
    });
    expect((await callAs(t, master, agentApi.acdDelete, { id: -1 })).body.code).toBe(ErrorCode.ParamInvalid);
    expect(await teamRowCounts(t)).toEqual(counts);
    expect(await groupsOf(other, otherGroup)).toHaveLength(1);
  });
});

describe('listAcdAgent', () => {
  it("answers the group's agents, offline without a registered phone", async () => {
    const id = await createGroup(t, master, '状态组');
    const agent = await createAgent(t, master, '13600000121', { groups: [id], code: '321', surname: '状态坐席' });
    const states = await callAs(t, master, agentApi.listAcdAgent, { acdId: id });
    expect(states.body.result.rows).toEqual([
      {
        agentId: agent.agentModel.id,
        agentCode: '321',
        userName: '状态坐席',
        dn: agent.agentModel.dn,
        state: 'offline',
        idleSince: null,
      },
    ]);
    const otherGroup = await createGroup(t, other, '别家状态组');
    expect((await callAs(t, master, agentApi.listAcdAgent, { acdId: otherGroup })).body.code).toBe(ErrorCode.NotFound);
    expect((await callAs(t, master, agentApi.listAcdAgent, {})).body).toMatchObject({
      code: ErrorCode.ParamRequired,
      message: '请选择分组',
    });
  });
});

describe('who may manage groups', () => {
  it('lets a member with the team bit read the groups, never change them', async () => {
    const reader = await teamReader(t, master, '13600000131');
    const id = await createGroup(t, master, '只读可见');
    expect((await groupsOf(reader, id))[0].name).toBe('只读可见');
    const counts = await teamRowCounts(t);
    const changes = [
      callAs(t, reader, agentApi.acdCreate, { name: '越权组', strategy: 'random' }),
      callAs(t, reader, agentApi.acdUpdate, { id, name: '越权改', strategy: 'random' }),
      callAs(t, reader, agentApi.acdDelete, { id }),
    ];
    for (const answer of await Promise.all(changes)) expect(answer.body.code).toBe(ErrorCode.AccessDenied);
    expect(await teamRowCounts(t)).toEqual(counts);
  });
});
