import { accountApi, ErrorCode } from '@console/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsCodes, smsOutbox } from '../db/schema.ts';
import { countRows } from '../test/fixtures.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

const LOGIN_URL = '/uc/api/v1/account/login';
const EMPTY_RESULT = { rows: [], totalCount: 0 };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function post(url: string, payload: string, contentType = 'application/json') {
  return t.app.inject({ method: 'POST', url, headers: { 'content-type': contentType }, payload });
}

describe('malformed requests', () => {
  it.each([
    ['broken JSON', '{"phone": ', 'application/json'],
    ['a JSON array', '[1,2]', 'application/json'],
    ['a JSON string', '"13800000000"', 'application/json'],
    ['a form post', 'phone=13800000000', 'application/x-www-form-urlencoded'],
    ['plain text', 'hello', 'text/plain'],
  ])('%s -> 100001 请求体格式错误', async (_name, payload, contentType) => {
    const response = await post(LOGIN_URL, payload, contentType);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      code: ErrorCode.ParamInvalid,
      message: '请求体格式错误',
      messageExt: '请求体格式错误',
      result: EMPTY_RESULT,
    });
  });

  it('reads an empty body as no fields and names the first one', async () => {
    for (const response of [await post(LOGIN_URL, ''), await t.app.inject({ method: 'POST', url: LOGIN_URL })]) {
      expect(response.json()).toMatchObject({ code: ErrorCode.ParamRequired, message: '手机号不能为空' });
    }
  });

  it('refuses prototype pollution attempts', async () => {
    const response = await post(LOGIN_URL, '{"__proto__": {"admin": true}, "phone": "13800000000"}');
    expect(response.json()).toMatchObject({ code: ErrorCode.ParamInvalid, message: '请求体格式错误' });
  });

  it('answers an oversized body with the envelope', async () => {
    const response = await post(LOGIN_URL, JSON.stringify({ phone: 'x'.repeat(2 * 1024 * 1024) }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ code: ErrorCode.ParamInvalid, message: '请求体过大' });
  });
});

describe('unknown paths', () => {
  it.each([
    ['POST', '/uc/api/v1/account/nothing'],
    ['GET', '/uc/api/v1/account/login'],
    ['GET', '/bm/api/v1/business/10000/whatever'],
    ['GET', '/config/unknown.json'],
    ['DELETE', '/somewhere'],
    ['GET', '/api/v1/account/login'],
  ])('%s %s -> 404 with 100404', async (method, url) => {
    const response = await t.app.inject({ method: method as 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      code: ErrorCode.NotFound,
      message: '请求的资源不存在',
      messageExt: '请求的资源不存在',
      result: EMPTY_RESULT,
    });
  });
});

describe('unexpected faults', () => {
  let broken: TestApp;
  beforeAll(async () => {
    broken = await createTestApp({
      captureLogs: true,
      smsSender: () => ({
        name: 'broken gateway',
        send: async () => {
          throw new Error('gateway timeout');
        },
      }),
    });
  });
  afterAll(() => broken.close());

  it('answer 999999 with a generic text, log the details and keep nothing', async () => {
    const response = await broken.call(accountApi.sendSmsVerifyCode, { body: { phoneNumber: '13312345678' } });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      code: ErrorCode.Internal,
      message: '系统繁忙，请稍后再试',
      messageExt: '系统繁忙，请稍后再试',
      result: EMPTY_RESULT,
    });
    expect(response.text).not.toContain('gateway');
    expect(await countRows(broken.database, smsCodes)).toBe(0);
    expect(await countRows(broken.database, smsOutbox)).toBe(0);
    expect(broken.logs.join('\n')).toContain('gateway timeout');
    // Not throttled: nothing was sent, so the person may try again at once.
    const again = await broken.call(accountApi.sendSmsVerifyCode, { body: { phoneNumber: '13312345678' } });
    expect(again.body.code).toBe(ErrorCode.Internal);
  });
});
