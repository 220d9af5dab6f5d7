import { accountApi, agentApi, type Endpoint, ErrorCode, feeApi, type LoginResult, userApi } from '@console/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema/index.ts';
import type { AppEvents } from '../../lib/events.ts';
import { sha256 } from '../../lib/secrets.ts';
import { createMember } from '../../test/fixtures.ts';
import {
  createTestApp,
  DEMO_BUSINESS_ID,
  DEMO_PASSWORD,
  MASTER_PHONE,
  MEMBER_PHONE,
  type TestApp,
} from '../../test/test-app.ts';

let t: TestApp;
let operator: LoginResult;
const bindEvents: AppEvents['bindStatusChanged'][] = [];
beforeAll(async () => {
  t = await createTestApp();
  t.events.on('bindStatusChanged', (event) => bindEvents.push(event));
  operator = await t.innerLogin();
});
afterAll(() => t.close());

function as<E extends Endpoint>(who: LoginResult, endpoint: E, body: unknown = {}) {
  return t.call(endpoint, { token: who.token.access_token, businessId: who.business.id, body });
}

describe('updatePassword', () => {
  const phone = '13700000021';
  beforeAll(async () => {
    await createMember(t.database, { phone });
  });

  function change(who: LoginResult, oldPassword: string, newPassword: string) {
    const timestamp = t.clock.timestamp();
    const old = t.encrypted(phone, oldPassword);
    const next = t.encrypted(phone, newPassword);
    return as(who, userApi.updatePassword, { oldPassword: old.password, newPassword: next.password, timestamp });
  }

  it('refuses a wrong old password with 200001 and a weak new one with 330029', async () => {
    const who = await t.login(phone);
    expect((await change(who, 'wrong1234', 'abcd12345')).body.code).toBe(ErrorCode.WrongPassword);
    const weak = await change(who, DEMO_PASSWORD, 'abcdefgh');
    expect(weak.body).toMatchObject({ code: ErrorCode.InvalidPassword, message: '密码格式不正确' });
    const plain = await as(who, userApi.updatePassword, { oldPassword: DEMO_PASSWORD, newPassword: 'abcd12345' });
    expect(plain.body.code).toBe(ErrorCode.StaleTimestamp);
  });

  it('changes it, keeps the current session and ends the others', async () => {
    const who = await t.login(phone);
    // A second open session of the same account (a login elsewhere that was not kicked off).
    const elsewhereToken = 'other-browser-token';
    const now = t.clock.now();
    await t.database.db.insert(sessions).values({
      tokenHash: sha256(elsewhereToken),
      userId: who.member.id,
      businessId: who.business.id,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + 3_600_000),
    });
    const elsewhere = () => t.call(accountApi.queryAccountInfo, { token: elsewhereToken, businessId: who.business.id });
    expect((await elsewhere()).body.code).toBe(0);
    const { body } = await change(who, DEMO_PASSWORD, 'newpass123');
    expect(body.code).toBe(0);
    expect((await as(who, accountApi.queryAccountInfo)).body.code).toBe(0);
    expect((await elsewhere()).body.code).toBe(ErrorCode.TokenUnknown);
    const relogin = await t.call(accountApi.login, {
      body: { phone, clientId: 'third', kickOff: 1, ...t.encrypted(phone, 'newpass123') },
    });
    expect(relogin.body.code).toBe(0);
  });

  it('works without encryption when it is off', async () => {
    const plain = await createTestApp({ config: { passwordEncrypt: false } });
    try {
      const login = await plain.call(accountApi.login, {
        body: { phone: MEMBER_PHONE, password: DEMO_PASSWORD, clientId: 'c', kickOff: 1 },
      });
      const who = login.body.result.rows[0];
      const { body } = await plain.call(userApi.updatePassword, {
        token: who.token.access_token,
        businessId: DEMO_BUSINESS_ID,
        body: { oldPassword: DEMO_PASSWORD, newPassword: 'other1234' },
      });
      expect(body.code).toBe(0);
    } finally {
      await plain.close();
    }
  });

  it('is not for the inner-login account', async () => {
    const { body } = await as(operator, userApi.updatePassword, { oldPassword: 'a', newPassword: 'b' });
    expect(body.code).toBe(ErrorCode.AccessDenied);
  });
});

describe('WeChat binding', () => {
  it('binds through the simulator scan and unbinds, publishing each change', async () => {
    const master = await t.login(MASTER_PHONE);
    const ticket = await as(master, userApi.createWeixinBindTicket);
    expect(ticket.body.code).toBe(0);
    const { scanUrl, expiresAt } = ticket.body.result.rows[0];
    expect(scanUrl).toMatch(/^\/dev\/wechat\/scan\?ticket=/);
    expect(Date.parse(expiresAt)).toBeGreaterThan(t.clock.now().getTime());

    const scan = await t.app.inject({ method: 'GET', url: scanUrl });
    expect(scan.json().code).toBe(0);
    expect(bindEvents).toEqual([{ businessId: DEMO_BUSINESS_ID, userId: master.member.id, bindStatus: 1 }]);
    const info = await as(master, userApi.queryUserInfo);
    expect(info.body.result.rows[0]).toMatchObject({ phone: MASTER_PHONE, bindStatus: 1, master: 1 });

    const again = await t.app.inject({ method: 'GET', url: scanUrl });
    expect(again.json().code).toBe(ErrorCode.BindTicketInvalid);

    const unbind = await as(master, userApi.unbindWeixinMp);
    expect(unbind.body.code).toBe(0);
    expect(bindEvents.at(-1)).toEqual({ businessId: DEMO_BUSINESS_ID, userId: master.member.id, bindStatus: 0 });
    expect((await as(master, userApi.queryUserInfo)).body.result.rows[0].bindStatus).toBe(0);
  });

  it('refuses an expired ticket', async () => {
    const member = await t.login(MEMBER_PHONE);
    const ticket = await as(member, userApi.createWeixinBindTicket);
    t.clock.advance(6 * 60_000);
    const scan = await t.app.inject({ method: 'GET', url: ticket.body.result.rows[0].scanUrl });
    expect(scan.json().code).toBe(ErrorCode.BindTicketInvalid);
  });

  it('has no simulator scan in production', async () => {
    const production = await createTestApp({ config: { production: true } });
    try {
      const scan = await production.app.inject({ method: 'GET', url: '/dev/wechat/scan?ticket=x' });
      expect(scan.statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});

describe('fee check', () => {
  it('answers lack from the balance the operator sets', async () => {
    const master = await t.login(MASTER_PHONE);
    const lack = async () => (await as(master, feeApi.checkFeeLeft)).body.result.rows[0].lack;
    expect(await lack()).toBe(false);
    const set = await as(operator, feeApi.updateFeeBalance, { balance: 0 });
    expect(set.body.result.rows[0]).toEqual({ businessId: DEMO_BUSINESS_ID, balance: 0 });
    expect(await lack()).toBe(true);
    await as(operator, feeApi.updateFeeBalance, { balance: '12.5' });
    expect(await lack()).toBe(false);
    expect((await as(master, feeApi.updateFeeBalance, { balance: 1 })).body.code).toBe(ErrorCode.AccessDenied);
  });

  it('counts a business without an account as lacking', async () => {
    await createMember(t.database, { phone: '13700000031' });
    const who = await t.login('13700000031');
    expect((await as(who, feeApi.checkFeeLeft)).body.result.rows[0].lack).toBe(true);
  });
});

describe('agent lookup', () => {
  it('answers no rows until the master makes the member an agent, then their agent', async () => {
    // The seed makes the demo master an agent; the plain member starts without one.
    const member = await t.login(MEMBER_PHONE);
    const master = await t.login(MASTER_PHONE);
    const lookup = () => as(member, agentApi.queryAgentsAcdsByPage, { userId: member.member.id });
    expect((await lookup()).body.result.rows).toEqual([]);
    const [group] = (await as(master, agentApi.acdQuery, {})).body.result.rows;
    const made = await as(master, agentApi.agentUpdate, {
      agentModel: { ifMonitor: 1, code: '2001', dnConnectType: 'bridge' },
      ucUserDto: { id: member.member.id, surname: '演示成员' },
      acdModels: [{ id: group.id }],
    });
    expect(made.body.code).toBe(0);
    const [row] = (await lookup()).body.result.rows;
    expect(row).toMatchObject({ acdId: String(group.id), agentCode: '2001', userId: member.member.id });
    expect(row.dn).toMatch(/^\d+$/);
  });

  it("shows a member only their own agent; another member's needs the team access", async () => {
    const member = await t.login(MEMBER_PHONE);
    const master = await t.login(MASTER_PHONE);
    const ofMaster = await as(member, agentApi.queryAgentsAcdsByPage, { userId: master.member.id });
    expect(ofMaster.body.code).toBe(ErrorCode.AccessDenied);
    const byMaster = await as(master, agentApi.queryAgentsAcdsByPage, { userId: member.member.id });
    expect(byMaster.body.code).toBe(0);
  });
});

describe('queryUserInfo', () => {
  it('describes the inner-login account as master 2', async () => {
    const { body } = await as(operator, userApi.queryUserInfo);
    expect(body.result.rows[0]).toMatchObject({ master: '2', bindStatus: 0 });
  });
});
