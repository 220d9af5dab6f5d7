import {
  accountApi,
  agentApi,
  DEFAULT_MEMBER_PRIVILEGE,
  ErrorCode,
  isSessionExpiredCode,
  PrivilegeBit,
  reportApi,
  userApi,
  withPrivilegeBit,
} from '@console/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acdAgents, users } from '../../db/schema/index.ts';
import { createMember } from '../../test/fixtures.ts';
import type { Caller } from '../../test/knowledge.ts';
import {
  callAs,
  callerOf,
  createAgent,
  createGroup,
  firstSignIn,
  newPassword,
  OWN_PASSWORD,
  teamReader,
  teamRowCounts,
} from '../../test/team.ts';
import { createTestApp, DEMO_PASSWORD, MASTER_PHONE, MEMBER_PHONE, type TestApp } from '../../test/test-app.ts';

const OTHER_MASTER_PHONE = '13700000099';

let t: TestApp;
let master: Caller;
let masterId: number;
let operator: Caller;
let other: Caller;
let otherMasterId: number;

// Each login ends the account's earlier sessions (kickOff 1): every account signs in once here.
beforeAll(async () => {
  t = await createTestApp();
  await createMember(t.database, { phone: OTHER_MASTER_PHONE, businessName: '别的企业' });
  const masterLogin = await t.login(MASTER_PHONE);
  master = callerOf(masterLogin);
  masterId = masterLogin.member.id;
  operator = callerOf(await t.innerLogin());
  const otherLogin = await t.login(OTHER_MASTER_PHONE, DEMO_PASSWORD);
  other = callerOf(otherLogin);
  otherMasterId = otherLogin.member.id;
});
afterAll(() => t.close());

async function addMember(phone: string, surname: string, privilege?: number) {
  const added = await callAs(t, master, userApi.addUser, { surname, phone, privilege });
  expect(added.body.code, added.body.message).toBe(0);
  return added.body.result.rows[0];
}

function loginAnswer(phone: string, password: string) {
  return t.call(accountApi.login, {
    body: { phone, clientId: 'members', kickOff: 1, ...t.encrypted(phone, password) },
  });
}

describe('queryUserList', () => {
  it('lists the enterprise with role, privilege and createTime, searches, sorts and pages', async () => {
    const first = await addMember('13600000011', '排序乙', 0);
    t.clock.advance(60_000);
    const second = await addMember('13600000012', '排序甲', 64);
    t.clock.advance(60_000);
    const third = await addMember('13600000013', '排序丙');
    expect(first).toEqual({
      id: expect.any(Number),
      phone: '13600000011',
      surname: '排序乙',
      master: 0,
      privilege: 0,
      bindStatus: 0,
      role: 0,
      createTime: '2026-03-02 10:00:00',
    });
    expect(third.privilege).toBe(DEFAULT_MEMBER_PRIVILEGE);

    const list = (body: object) => callAs(t, master, userApi.queryUserList, body);
    const ids = async (body: object) => (await list(body)).body.result.rows.map((row) => row.id);
    expect(await ids({ surname: '排序' })).toEqual([first.id, second.id, third.id]);
    expect(await ids({ surname: '排序', sortName: 'createTime', sortOrder: 'desc' })).toEqual([
      third.id,
      second.id,
      first.id,
    ]);
    expect(await ids({ surname: '排序', sortName: 'phone', sortOrder: 'desc' })).toEqual([
      third.id,
      second.id,
      first.id,
    ]);
    expect(await ids({ phone: '360000001' })).toEqual([first.id, second.id, third.id]);
    expect(await ids({ phone: '13600000012' })).toEqual([second.id]);
    const page = await list({ surname: '排序', pageSize: 2, pageIndex: 2 });
    expect(page.body.result).toEqual({ rows: [third], totalCount: 3 });
    expect((await list({ surname: '排序', sortName: 'createTime' })).body.result.rows[1].createTime).toBe(
      '2026-03-02 10:01:00',
    );

    // The main account heads the table in any order; the seeded master is a 坐席班长.
    const all = await list({ sortName: 'createTime', sortOrder: 'desc', pageSize: 100 });
    expect(all.body.result.rows[0]).toMatchObject({ phone: MASTER_PHONE, master: 1, role: 2 });
    expect(all.body.result.rows.map((row) => row.phone)).toContain(MEMBER_PHONE);
    expect(all.body.result.rows.map((row) => row.phone)).not.toContain(OTHER_MASTER_PHONE);
  });

  it('refuses bad sort names and page sizes', async () => {
    const badSort = await callAs(t, master, userApi.queryUserList, { sortName: 'password' });
    expect(badSort.body).toMatchObject({ code: ErrorCode.ParamInvalid, message: '排序字段格式错误' });
    const badPage = await callAs(t, master, userApi.queryUserList, { pageSize: 1000 });
    expect(badPage.body.code).toBe(ErrorCode.ParamInvalid);
    expect(badPage.body.message).toContain('每页条数');
  });
});

describe('addUser and the initial password', () => {
  it('signs in with the last six digits, answers 200010 elsewhere until the member sets their own', async () => {
    const phone = '13600000021';
    await addMember(phone, '新成员');
    const login = await loginAnswer(phone, '000021');
    expect(login.body.code).toBe(0);
    const first = login.body.result.rows[0];
    expect(first.member).toMatchObject({ surname: '新成员', master: 0, mustChangePassword: 1 });
    const who = callerOf(first);

    for (const endpoint of [agentApi.acdQuery, userApi.updatePassword, userApi.queryUserList] as const) {
      expect((await callAs(t, who, endpoint)).body.code).toBe(ErrorCode.InitialPasswordRequired);
    }
    const report = await callAs(t, who, reportApi.indexStatistics, {});
    expect(report.body.code).toBe(ErrorCode.InitialPasswordRequired);
    // What the page needs to show the form still answers.
    expect((await callAs(t, who, accountApi.queryAccountInfo)).body.code).toBe(0);
    expect((await callAs(t, who, userApi.queryUserInfo)).body.result.rows[0].mustChangePassword).toBe(1);

    const weak = await callAs(t, who, userApi.setInitialPassword, newPassword(t, phone, '12345678'));
    expect(weak.body).toMatchObject({ code: ErrorCode.InvalidPassword, message: '密码格式不正确' });
    const set = await callAs(t, who, userApi.setInitialPassword, newPassword(t, phone, OWN_PASSWORD));
    expect(set.body.code).toBe(0);
    expect((await callAs(t, who, userApi.queryUserInfo)).body.result.rows[0].mustChangePassword).toBe(0);
    const again = await callAs(t, who, userApi.setInitialPassword, newPassword(t, phone, 'other1234'));
    expect(again.body.code).toBe(ErrorCode.AccessDenied);

    expect((await loginAnswer(phone, '000021')).body.code).toBe(ErrorCode.WrongPassword);
    const next = await loginAnswer(phone, OWN_PASSWORD);
    expect(next.body.result.rows[0].member.mustChangePassword).toBe(0);
    expect((await callAs(t, callerOf(next.body.result.rows[0]), reportApi.indexStatistics, {})).body.code).not.toBe(
      ErrorCode.InitialPasswordRequired,
    );
  });

  it('lets the platform operator add a member too', async () => {
    const added = await callAs(t, operator, userApi.addUser, { surname: '运营加的', phone: '13600000022' });
    expect(added.body.result.rows[0]).toMatchObject({ phone: '13600000022', master: 0 });
  });

  it('refuses a phone in use and bad fields, writing nothing', async () => {
    await addMember('13600000023', '已有成员');
    const before = await teamRowCounts(t);
    const refusals = [
      [{ phone: '13600000024' }, ErrorCode.ParamRequired, '请输入姓名'],
      [{ surname: '名', phone: '' }, ErrorCode.ParamRequired, '请输入手机号码'],
      [{ surname: '名', phone: '1360000002' }, ErrorCode.ParamInvalid, '手机号码格式不正确'],
      [
        { surname: '一二三四五六七八九十一二三四五六七八九十一', phone: '13600000024' },
        ErrorCode.ParamInvalid,
        '姓名长度不可超过20个字符',
      ],
      [{ surname: '<b>', phone: '13600000024' }, ErrorCode.ParamInvalid, '姓名格式不正确'],
      [{ surname: '名', phone: '13600000024', privilege: 256 }, ErrorCode.ParamInvalid, '权限格式错误'],
      [{ surname: '名', phone: '13600000023' }, ErrorCode.PhoneRegistered, '手机号已注册'],
      [{ surname: '名', phone: MASTER_PHONE }, ErrorCode.PhoneRegistered, '手机号已注册'],
    ] as const;
    for (const [body, code, message] of refusals) {
      expect((await callAs(t, master, userApi.addUser, body)).body, JSON.stringify(body)).toMatchObject({
        code,
        message,
      });
    }
    expect(await teamRowCounts(t)).toEqual(before);
  });
});

describe('updateUser', () => {
  it("takes a privilege away on the member's very next request", async () => {
    await addMember('13600000031', '看报表的', 64);
    const member = await firstSignIn(t, '13600000031');
    const who = callerOf(member);
    const report = () => callAs(t, who, reportApi.indexStatistics, { beginTime: '20260301', endTime: '20260302' });
    expect((await report()).body.code).toBe(0);

    const cleared = withPrivilegeBit(64, PrivilegeBit.statistics, false);
    const updated = await callAs(t, master, userApi.updateUser, { id: member.member.id, privilege: cleared });
    expect(updated.body.result.rows[0]).toEqual({
      id: member.member.id,
      phone: '13600000031',
      surname: '看报表的',
      privilege: 0,
    });
    expect((await report()).body.code).toBe(ErrorCode.AccessDenied);

    // By phone, the surname alone.
    const renamed = await callAs(t, master, userApi.updateUser, { phone: '13600000031', surname: '改名了' });
    expect(renamed.body.result.rows[0]).toMatchObject({ surname: '改名了', privilege: 0 });
    expect((await callAs(t, who, userApi.queryUserInfo)).body.result.rows[0]).toMatchObject({ surname: '改名了' });
  });

  it("refuses an unknown member, another enterprise's and bad fields, changing nothing", async () => {
    const before = await t.database.db.select().from(users).where(eq(users.id, otherMasterId));
    const refusals = [
      [{ id: otherMasterId, surname: '越界' }, ErrorCode.NotFound, '成员不存在'],
      [{ id: 999_999, surname: '无人' }, ErrorCode.NotFound, '成员不存在'],
      [{ phone: OTHER_MASTER_PHONE, surname: '越界' }, ErrorCode.NotFound, '成员不存在'],
      [{ surname: '谁' }, ErrorCode.ParamRequired, '成员ID不能为空'],
      [{ id: otherMasterId, privilege: -1 }, ErrorCode.ParamInvalid, '权限格式错误'],
      [{ id: 'x' }, ErrorCode.ParamInvalid, undefined],
    ] as const;
    for (const [body, code, message] of refusals) {
      const answer = await callAs(t, master, userApi.updateUser, body);
      expect(answer.body.code, JSON.stringify(body)).toBe(code);
      if (message) expect(answer.body.message).toBe(message);
    }
    expect(await t.database.db.select().from(users).where(eq(users.id, otherMasterId))).toEqual(before);
  });
});

describe('deleteUser', () => {
  it('refuses the main account with 350004', async () => {
    const answer = await callAs(t, master, userApi.deleteUser, { id: masterId });
    expect(answer.body).toMatchObject({ code: ErrorCode.MasterUndeletable, message: '主账号不能删除' });
    expect((await callAs(t, master, userApi.queryUserList)).body.code).toBe(0);
  });

  it('ends their sessions, removes their agent, and frees the phone for a new member', async () => {
    const group = await createGroup(t, master, '删除测试组');
    const phone = '13600000041';
    const agent = await createAgent(t, master, phone, { groups: [group], surname: '将删除' });
    const first = await t.login(phone, phone.slice(-6));
    const id = agent.ucUserDto.id;

    const deleted = await callAs(t, master, userApi.deleteUser, { id });
    expect(deleted.body.code).toBe(0);
    expect(isSessionExpiredCode((await callAs(t, callerOf(first), accountApi.queryAccountInfo)).body.code)).toBe(true);
    expect(await t.database.db.select().from(acdAgents).where(eq(acdAgents.userId, id))).toEqual([]);
    expect((await loginAnswer(phone, phone.slice(-6))).body.code).toBe(ErrorCode.PhoneNotRegistered);
    const listed = await callAs(t, master, userApi.queryUserList, { phone });
    expect(listed.body.result).toEqual({ rows: [], totalCount: 0 });
    const groups = await callAs(t, master, agentApi.acdQuery, { id: group });
    expect(groups.body.result.rows[0].agentsCountOfAcd).toBe(0);
    expect((await callAs(t, master, userApi.deleteUser, { id })).body.code).toBe(ErrorCode.NotFound);

    const again = await addMember(phone, '回来了');
    expect(again.id).not.toBe(id);
    expect((await loginAnswer(phone, phone.slice(-6))).body.result.rows[0].member.id).toBe(again.id);
  });

  it("does not reach another enterprise's member", async () => {
    const answer = await callAs(t, master, userApi.deleteUser, { id: otherMasterId });
    expect(answer.body.code).toBe(ErrorCode.NotFound);
    expect((await callAs(t, other, accountApi.queryAccountInfo)).body.code).toBe(0);
  });
});

describe('who may manage members', () => {
  it('lets a member with the team bit read the team but not change it; others not even read', async () => {
    const reader = await teamReader(t, master, '13600000051');
    const plain = callerOf(await t.login(MEMBER_PHONE));
    const target = (await addMember('13600000052', '目标成员')).id;
    expect((await callAs(t, reader, userApi.queryUserList)).body.code).toBe(0);
    expect((await callAs(t, plain, userApi.queryUserList)).body.code).toBe(ErrorCode.AccessDenied);

    const before = await teamRowCounts(t);
    for (const who of [reader, plain]) {
      const changes = [
        callAs(t, who, userApi.addUser, { surname: '越权', phone: '13600000053' }),
        callAs(t, who, userApi.updateUser, { id: target, privilege: 255 }),
        callAs(t, who, userApi.deleteUser, { id: target }),
      ];
      for (const answer of await Promise.all(changes)) expect(answer.body.code).toBe(ErrorCode.AccessDenied);
    }
    expect(await teamRowCounts(t)).toEqual(before);
    const [row] = (await callAs(t, master, userApi.queryUserList, { phone: '13600000052' })).body.result.rows;
    expect(row.privilege).toBe(DEFAULT_MEMBER_PRIVILEGE);
  });

  it('refuses another enterprise in the path', async () => {
    const answer = await t.call(userApi.queryUserList, { token: master.token, businessId: other.businessId, body: {} });
    expect(answer.body.code).toBe(ErrorCode.BusinessMismatch);
    const add = await t.call(userApi.addUser, {
      token: master.token,
      businessId: other.businessId,
      body: { surname: '越界', phone: '13600000061' },
    });
    expect(add.body.code).toBe(ErrorCode.BusinessMismatch);
    expect((await callAs(t, master, userApi.queryUserList, { phone: '13600000061' })).body.result.totalCount).toBe(0);
  });
});
