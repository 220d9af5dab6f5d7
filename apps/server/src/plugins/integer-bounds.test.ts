import { ErrorCode, reportApi, speechApi, taskApi } from '@console/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_BUSINESS_ID, MASTER_PHONE, type TestApp } from '../test/test-app.ts';

/**
 * Integers past their column's range (found by fuzzing: they reached the database and answered
 * 999999) are refused by the contract with the field's name. The contract's own test walks every
 * field (packages/contracts/src/schemas/integer-bounds.test.ts); these are the reported ones,
 * through the real server.
 */
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await t.login(MASTER_PHONE)).token.access_token;
});
afterAll(() => t.close());

const call = (endpoint: Parameters<TestApp['call']>[0], body: unknown) =>
  t.call(endpoint, { token, businessId: DEMO_BUSINESS_ID, body });

describe('integers past their column', () => {
  const cpn = { businessId: DEMO_BUSINESS_ID, cpnTypeArr: [1, 3], status: 1 };
  it.each([
    ['a smallint list item', reportApi.queryCPNInfoWithBus, { ...cpn, cpnTypeArr: [40000] }, '号码类型格式错误'],
    ['a smallint', reportApi.queryCPNInfoWithBus, { ...cpn, status: 40000 }, '号码状态格式错误'],
    ['a smallint filter', speechApi.querySpeechSkill, { status: 40000 }, '话术状态格式错误'],
    ['an id of 2^63', taskApi.searchTaskList, { accountId: 2 ** 63 }, '账号ID格式错误'],
    ['an id of 1e308', taskApi.searchTaskList, { accountId: 1e308 }, '账号ID格式错误'],
    ['an id of 2^63 as text', taskApi.searchHistoryTaskList, { accountId: '9223372036854775808' }, '账号ID格式错误'],
    ['an int4 id past 2^31', taskApi.searchTaskList, { taskId: 2 ** 31 }, '任务ID格式错误'],
  ])('%s is refused naming the field', async (_name, endpoint, body, message) => {
    const answer = await call(endpoint, body);
    expect(answer.body).toMatchObject({ code: ErrorCode.ParamInvalid, message });
  });

  it('still answers the values in range', async () => {
    expect((await call(reportApi.queryCPNInfoWithBus, cpn)).body.code).toBe(0);
    expect((await call(taskApi.searchTaskList, { accountId: 2 ** 31 - 1 })).body.code).toBe(0);
  });
});
