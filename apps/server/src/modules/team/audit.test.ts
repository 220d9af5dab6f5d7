import { type AuditRow, agentApi, ErrorCode, userApi } from '@console/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDateTime } from '../../lib/local-time.ts';
import { type Caller, createBase, otherEnterprise } from '../../test/knowledge.ts';
import { agentBody, callAs, callerOf, createAgent, createGroup, setBusinessConfig } from '../../test/team.ts';
import { createTestApp, MASTER_PHONE, MEMBER_PHONE, OPERATOR_PHONE, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let master: Caller;
let masterId: number;
let operator: Caller;

beforeAll(async () => {
  t = await createTestApp();
  const login = await t.login(MASTER_PHONE);
  master = callerOf(login);
  masterId = login.member.id;
  operator = callerOf(await t.innerLogin());
});
afterAll(() => t.close());

async function audit(body: object = {}, who = master) {
  const answer = await callAs(t, who, agentApi.auditQuery, { pageSize: 100, ...body });
  expect(answer.body.code, answer.body.message).toBe(0);
  return answer.body.result;
}

/** The newest entries about (or by) this member, oldest first. */
async function entriesOf(userId: number): Promise<AuditRow[]> {
  return (await audit({ userId })).rows.reverse();
}

const by = { actorName: '演示管理员', actorPhone: MASTER_PHONE };

describe('auditQuery records', () => {
  it('each member change with actor, target and display values; updates keep only what changed', async () => {
    const added = await callAs(t, master, userApi.addUser, {
      surname: '审计成员',
      phone: '13600000301',
      privilege: 64,
    });
    const id = added.body.result.rows[0].id;
    await callAs(t, master, userApi.updateUser, { id, privilege: 64 + 128 });
    // A change to the same values is no change.
    await callAs(t, master, userApi.updateUser, { id, privilege: 64 + 128, surname: '审计成员' });
    await callAs(t, master, userApi.updateUser, { id, surname: '审计改名' });
    await callAs(t, master, userApi.deleteUser, { id });

    expect(await entriesOf(id)).toEqual([
      {
        id: expect.any(Number),
        action: 'member.create',
        actionName: '新增成员',
        ...by,
        targetName: '审计成员',
        before: null,
        after: { surname: '审计成员', phone: '13600000301', role: '操作员', privilege: '数据统计' },
        createTime: '2026-03-02 10:00:00',
      },
      expect.objectContaining({
        action: 'member.update',
        actionName: '编辑成员',
        targetName: '审计成员',
        before: { privilege: '数据统计' },
        after: { privilege: '数据统计、团队管理' },
      }),
      expect.objectContaining({
        action: 'member.update',
        targetName: '审计改名',
        before: { surname: '审计成员' },
        after: { surname: '审计改名' },
      }),
      expect.objectContaining({
        action: 'member.delete',
        actionName: '删除成员',
        ...by,
        targetName: '审计改名',
        before: { surname: '审计改名', phone: '13600000301', role: '操作员', privilege: '数据统计、团队管理' },
        after: null,
      }),
    ]);
  });

  it("an agent's 工号, extension, call mode and groups, and their removal with the role", async () => {
    const group = await createGroup(t, master, '审计组');
    const agent = await createAgent(t, master, '13600000311', {
      surname: '审计坐席',
      code: '3110',
      groups: [group],
      callMode: 'uuid_bridge',
    });
    const id = agent.ucUserDto.id;
    await callAs(t, master, agentApi.agentUpdate, {
      ...agentBody('', { role: 0 }),
      ucUserDto: { id, surname: '审计坐席' },
    });
    const [created, demoted] = await entriesOf(id);
    expect(created.after).toEqual({
      surname: '审计坐席',
      phone: '13600000311',
      role: '人工坐席',
      privilege: '数据统计、导出报表',
      code: '3110',
      dn: agent.agentModel.dn,
      callMode: '预先呼通',
      groups: '审计组',
    });
    expect(demoted).toMatchObject({
      action: 'member.update',
      before: { role: '人工坐席', code: '3110', dn: agent.agentModel.dn, callMode: '预先呼通', groups: '审计组' },
      after: { role: '操作员', code: '', dn: '', callMode: '', groups: '' },
    });
  });

  it('each group change, with knowledge bases by name', async () => {
    const kb = await createBase(t, master, '审计知识');
    const created = await callAs(t, master, agentApi.acdCreate, {
      name: '审计分组',
      strategy: 'longest-idle-agent',
      arConfig: { know: kb },
    });
    const id = created.body.result.rows[0].id;
    await callAs(t, master, agentApi.acdUpdate, { id, name: '审计分组', strategy: 'random', arConfig: { know: kb } });
    await callAs(t, master, agentApi.acdUpdate, { id, name: '审计分组', strategy: 'random', arConfig: { know: kb } });
    await callAs(t, master, agentApi.acdDelete, { id });
    const entries = (await audit()).rows.filter((row) => row.targetName === '审计分组').reverse();
    const full = { name: '审计分组', maxTries: '30', knowledge: '审计知识', quickReply: '无', model: '无' };
    expect(entries).toEqual([
      expect.objectContaining({
        action: 'group.create',
        actionName: '新建分组',
        ...by,
        before: null,
        after: { ...full, strategy: '最长空闲' },
      }),
      expect.objectContaining({
        action: 'group.update',
        actionName: '编辑分组',
        before: { strategy: '最长空闲' },
        after: { strategy: '随机' },
      }),
      expect.objectContaining({
        action: 'group.delete',
        actionName: '删除分组',
        before: { ...full, strategy: '随机' },
        after: null,
      }),
    ]);
  });

  it("the platform operator's changes under the operator's name", async () => {
    const added = await callAs(t, operator, userApi.addUser, { surname: '运营所加', phone: '13600000321' });
    const [entry] = await entriesOf(added.body.result.rows[0].id);
    expect(entry).toMatchObject({ action: 'member.create', actorName: '平台运营', actorPhone: OPERATOR_PHONE });
  });

  it('no entry for a refused change', async () => {
    const before = (await audit()).totalCount;
    await callAs(t, master, userApi.addUser, { surname: '重复', phone: MEMBER_PHONE });
    await callAs(t, master, agentApi.acdCreate, { name: '客服一组', strategy: 'random' });
    await callAs(t, master, userApi.deleteUser, { id: masterId });
    expect((await audit()).totalCount).toBe(before);
  });
});

describe('auditQuery filters', () => {
  it('by member, as the one who acted or the one acted on', async () => {
    const target = (await callAs(t, master, userApi.addUser, { surname: '被改的', phone: '13600000331' })).body.result
      .rows[0].id;
    await callAs(t, master, userApi.updateUser, { id: target, surname: '被改过' });
    const about = await audit({ userId: target });
    expect(about.rows.map((row) => row.action)).toEqual(['member.update', 'member.create']);
    expect(about.totalCount).toBe(2);
    const byMaster = await audit({ userId: masterId });
    expect(byMaster.rows.every((row) => row.actorPhone === MASTER_PHONE)).toBe(true);
    expect(byMaster.rows.map((row) => row.targetName)).toEqual(expect.arrayContaining(['被改过', '被改的']));
    // The operator's entries are not the master's.
    expect(byMaster.rows.map((row) => row.targetName)).not.toContain('运营所加');
    expect(await audit({ userId: 999_999 })).toEqual({ rows: [], totalCount: 0 });
  });

  it('by date range in the report time zone, newest first, with paging', async () => {
    // Days later the session has expired: the master signs in again.
    const laterDay = async (days: number) => {
      t.clock.advance(days * 86_400_000);
      master = callerOf(await t.login(MASTER_PHONE));
      return localDateTime(t.clock.now(), 'Asia/Shanghai').slice(0, 10);
    };
    const first = await laterDay(2);
    await createGroup(t, master, '日期一');
    const second = await laterDay(1);
    await createGroup(t, master, '日期二');
    await createGroup(t, master, '日期三');
    const names = async (body: object) => (await audit(body)).rows.map((row) => row.targetName);

    expect(await names({ beginTime: first, endTime: first })).toEqual(['日期一']);
    expect(await names({ beginTime: second.replaceAll('-', ''), endTime: second.replaceAll('-', '') })).toEqual([
      '日期三',
      '日期二',
    ]);
    expect(await names({ beginTime: first, endTime: second })).toEqual(['日期三', '日期二', '日期一']);
    expect(await names({ beginTime: second })).toEqual(['日期三', '日期二']);
    expect((await names({ endTime: first })).slice(0, 1)).toEqual(['日期一']);
    const page = await audit({ beginTime: first, pageSize: 2, pageIndex: 2 });
    expect(page).toMatchObject({ totalCount: 3, rows: [expect.objectContaining({ targetName: '日期一' })] });
    expect(page.rows[0].createTime).toBe(`${first} 10:00:00`);

    for (const [body, message] of [
      [{ beginTime: '2026-3-1' }, '开始日期格式错误'],
      [{ beginTime: '2026-13-01' }, '开始日期格式错误'],
      [{ beginTime: '20260230' }, '开始日期格式错误'],
      [{ endTime: 'yesterday' }, '结束日期格式错误'],
    ] as const) {
      const answer = await callAs(t, master, agentApi.auditQuery, body);
      expect(answer.body).toMatchObject({ code: ErrorCode.ParamInvalid, message });
    }
  });
});

describe('who may read the audit log', () => {
  it('the team access, and only of its own enterprise', async () => {
    const plain = callerOf(await t.login(MEMBER_PHONE));
    expect((await callAs(t, plain, agentApi.auditQuery)).body.code).toBe(ErrorCode.AccessDenied);
    const other = await otherEnterprise(t, '13700000094');
    await setBusinessConfig(t, other.businessId, 'function', { agent: true });
    await createGroup(t, other, '别家审计组');
    const theirs = await audit({}, other);
    expect(theirs.rows.map((row) => row.targetName)).toEqual(['别家审计组']);
    expect((await audit()).rows.map((row) => row.targetName)).not.toContain('别家审计组');
    const crossing = await t.call(agentApi.auditQuery, { token: master.token, businessId: other.businessId, body: {} });
    expect(crossing.body.code).toBe(ErrorCode.BusinessMismatch);
  });
});
