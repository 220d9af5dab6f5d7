import { ErrorCode, feeApi } from '@console/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feeAccounts } from '../../db/schema/index.ts';
import { createTestApp, DEMO_BUSINESS_ID, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let operator: string;
beforeAll(async () => {
  t = await createTestApp();
  operator = (await t.innerLogin(DEMO_BUSINESS_ID)).token.access_token;
});
afterAll(() => t.close());

const setBalance = (balance: unknown) =>
  t.call(feeApi.updateFeeBalance, { token: operator, businessId: DEMO_BUSINESS_ID, body: { balance } });

async function storedFen() {
  return (await t.database.db.select({ fen: feeAccounts.balanceFen }).from(feeAccounts)).map((row) => row.fen);
}

describe("the operator's balance", () => {
  it('stores yuan with at most two decimals, zero included', async () => {
    expect((await setBalance('12.5')).body.result.rows[0]).toEqual({ businessId: DEMO_BUSINESS_ID, balance: 12.5 });
    expect((await setBalance(0.1)).body.result.rows[0].balance).toBe(0.1);
    expect((await setBalance(0)).body.result.rows[0].balance).toBe(0);
  });

  it.each([
    [-1, '余额不能小于0'],
    ['-0.01', '余额不能小于0'],
    [1.005, '余额最多两位小数'],
    ['0.001', '余额最多两位小数'],
  ])('refuses %s naming the field, storing nothing', async (balance, message) => {
    await setBalance(3);
    const before = await storedFen();
    const answer = await setBalance(balance);
    expect(answer.body).toMatchObject({ code: ErrorCode.ParamInvalid, message });
    expect(await storedFen()).toEqual(before);
  });
});
