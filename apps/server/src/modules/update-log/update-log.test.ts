import { type Endpoint, ErrorCode, type LoginResult, updateLogApi } from '@console/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { updateLogReads } from '../../db/schema/index.ts';
import { createMember } from '../../test/fixtures.ts';
import { createTestApp, MASTER_PHONE, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function as<E extends Endpoint>(who: LoginResult, endpoint: E, body: unknown = {}) {
  return t.call(endpoint, { token: who.token.access_token, businessId: who.business.id, body });
}

async function readTimeOf(who: LoginResult): Promise<string | null> {
  const answer = await as(who, updateLogApi.queryUpdateLogRead);
  expect(answer.body.code).toBe(0);
  return answer.body.result.rows[0].readTime;
}

describe('the update-log read state', () => {
  it('is kept per account, so a login in another browser sees what was read in the first', async () => {
    await createMember(t.database, { phone: '13700000061' });
    const first = await t.login('13700000061');
    expect(await readTimeOf(first)).toBeNull();

    const saved = await as(first, updateLogApi.saveUpdateLogRead, { readTime: '2026-11-22 16:30' });
    expect(saved.body).toMatchObject({ code: 0, result: { rows: [], totalCount: 0 } });
    const elsewhere = await t.login('13700000061');
    expect(await readTimeOf(elsewhere)).toBe('2026-11-22 16:30');

    await as(elsewhere, updateLogApi.saveUpdateLogRead, { readTime: '2026-12-01 09:00' });
    expect(await readTimeOf(elsewhere)).toBe('2026-12-01 09:00');
  });

  it('of one account is not another account’s, nor the inner-login operator’s', async () => {
    await createMember(t.database, { phone: '13700000062' });
    const member = await t.login('13700000062');
    await as(member, updateLogApi.saveUpdateLogRead, { readTime: '2026-11-22 16:30' });

    const master = await t.login(MASTER_PHONE);
    expect(await readTimeOf(master)).toBeNull();
    const operator = await t.innerLogin();
    expect(await readTimeOf(operator)).toBeNull();
    await as(operator, updateLogApi.saveUpdateLogRead, { readTime: '2026-10-01 09:00' });
    expect(await readTimeOf(operator)).toBe('2026-10-01 09:00');
    expect(await readTimeOf(member)).toBe('2026-11-22 16:30');
    expect(await readTimeOf(master)).toBeNull();
  });

  it('refuses a missing or malformed time naming the field, and writes nothing', async () => {
    await createMember(t.database, { phone: '13700000063' });
    const who = await t.login('13700000063');
    const before = (await t.database.db.select().from(updateLogReads)).length;
    for (const [body, code, message] of [
      [{}, ErrorCode.ParamRequired, '阅读时间不能为空'],
      [{ readTime: '2026-11-22' }, ErrorCode.ParamInvalid, '阅读时间格式错误'],
      [{ readTime: '2026-11-22 16:3\u0000' }, ErrorCode.ParamInvalid, '阅读时间格式错误'],
      [{ readTime: 20261122 }, ErrorCode.ParamInvalid, '阅读时间格式错误'],
    ] as const) {
      const answer = await as(who, updateLogApi.saveUpdateLogRead, body);
      expect(answer.body).toMatchObject({ code, message });
    }
    expect(await t.database.db.select().from(updateLogReads)).toHaveLength(before);
    expect(await readTimeOf(who)).toBeNull();
  });

  it('needs a session', async () => {
    const answer = await t.call(updateLogApi.queryUpdateLogRead, { businessId: 10000, body: {} });
    expect(answer.body.code).toBe(ErrorCode.TokenMissing);
  });
});
