import { accountApi, businessApi, EnterpriseStatus, ErrorCode, type LoginResult } from '@console/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerEnterprise } from '../../test/fixtures.ts';
import { tinyPng } from '../../test/images.ts';
import { createTestApp, DEMO_BUSINESS_ID, MASTER_PHONE, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const as = (who: LoginResult) => ({ token: who.token.access_token, businessId: who.business.id });

/** The verification a master submits on 企业认证: the name, the legal person and three pictures. */
async function submitVerification(who: LoginResult, enterpriseName: string): Promise<void> {
  const fileNames: string[] = [];
  for (let i = 0; i < 3; i++) {
    const stored = await t.upload(businessApi.uploadEntAuthAttach, {
      ...as(who),
      file: tinyPng(),
      filename: `${i}.png`,
      contentType: 'image/png',
      fields: { fileName: `${i}.png` },
    });
    fileNames.push(stored.body.result.rows[0].attachPath);
  }
  const body = { enterpriseName, legalPersonName: '张三', legalPersonId: '11010519491231002X', fileNames };
  const { body: answer } = await t.call(businessApi.enterpriseAuth, { ...as(who), body });
  expect(answer.code, answer.message).toBe(0);
}

async function setStatus(businessId: number, body: unknown) {
  const operator = await t.innerLogin(businessId);
  return t.call(businessApi.updateBusinessStatus, { token: operator.token.access_token, businessId, body });
}

/** The name the header and 基本信息 show: the session's enterprise as queryAccountInfo answers it. */
async function shownName(who: LoginResult): Promise<string> {
  const { body } = await t.call(accountApi.queryAccountInfo, as(who));
  return body.result.rows[0].business.name;
}

describe('the verified name', () => {
  let first: LoginResult;
  let second: LoginResult;
  beforeAll(async () => {
    first = await registerEnterprise(t, '13611130001');
    second = await registerEnterprise(t, '13611130002');
    await submitVerification(first, '杭州漫步科技有限公司');
    await submitVerification(second, '宁波远航贸易有限公司');
  });

  it('replaces the placeholder once the operator approves, for that enterprise only', async () => {
    expect(await shownName(first)).toBe('企业0001');
    expect((await setStatus(first.business.id, { status: EnterpriseStatus.verified })).body.code).toBe(0);
    expect(await shownName(first)).toBe('杭州漫步科技有限公司');
    expect((await t.login('13611130001', 'abc12345')).business.name).toBe('杭州漫步科技有限公司');
    expect(await shownName(second)).toBe('企业0002');
  });

  it('waits for the approval: under review or failed, the enterprise keeps its name', async () => {
    expect((await setStatus(second.business.id, { status: EnterpriseStatus.reviewing })).body.code).toBe(0);
    const failed = { status: EnterpriseStatus.failed, remark: '营业执照不清晰' };
    expect((await setStatus(second.business.id, failed)).body.code).toBe(0);
    expect(await shownName(second)).toBe('企业0002');
  });

  it('keeps the name of an enterprise approved without a submission', async () => {
    const master = await t.login(MASTER_PHONE);
    expect((await setStatus(DEMO_BUSINESS_ID, { status: EnterpriseStatus.verified })).body.code).toBe(0);
    expect(await shownName(master)).toBe('演示企业');
  });

  it("approves no other enterprise's submission through a path naming it", async () => {
    const operator = await t.innerLogin(first.business.id);
    const crossed = await t.call(businessApi.updateBusinessStatus, {
      token: operator.token.access_token,
      businessId: second.business.id,
      body: { status: EnterpriseStatus.verified },
    });
    expect(crossed.body.code).toBe(ErrorCode.BusinessMismatch);
    expect(await shownName(second)).toBe('企业0002');
  });

  it.each([[7], ['x'], [null]])('refuses the status %j naming the field, renaming nothing', async (status) => {
    const { body } = await setStatus(second.business.id, { status });
    expect(body.code).not.toBe(0);
    expect(body.message).toMatch(/^企业状态/);
    expect(await shownName(second)).toBe('企业0002');
  });
});
