import { accountApi, ErrorCode, sdkApi } from '@console/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captchas, sdkLogs, smsCodes, smsOutbox } from '../db/schema/index.ts';
import { countRows, sendRegisterSms } from '../test/fixtures.ts';
import { createTestApp, MASTER_PHONE, type TestApp } from '../test/test-app.ts';

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

describe('NUL characters', () => {
  const logEntry = (fields: Record<string, unknown>) => ({
    account: MASTER_PHONE,
    uuid: 'device-1',
    dn: '8001',
    logs: [{ time: 1_700_000_000_000, level: 'INFO', module: 'phone', msg: 'registered', ...fields }],
  });

  it('in a query parameter -> 100001 naming the field, nothing stored', async () => {
    const before = await countRows(t.database, captchas);
    const answer = await t.call(accountApi.createImgCode, { query: { clientId: 'a\u0000b' } });
    expect(answer.body).toMatchObject({ code: ErrorCode.ParamInvalid, message: '客户端标识格式错误' });
    expect(await countRows(t.database, captchas)).toBe(before);
  });

  it.each([
    ['a labelled text field', { msg: 'x\u0000' }, '日志内容格式错误'],
    ['a field of any JSON, named by its path', { data: { step: 'a\u0000b' } }, 'logs.0.data.step格式错误'],
  ])('in %s of a body -> 100001 naming it', async (_name, fields, message) => {
    const token = (await t.login(MASTER_PHONE)).token.access_token;
    const answer = await t.call(sdkApi.flow, { token, body: logEntry(fields) });
    expect(answer.body).toMatchObject({ code: ErrorCode.ParamInvalid, message });
    expect(await countRows(t.database, sdkLogs)).toBe(0);
  });
});

describe('deeply nested JSON', () => {
  it('-> 100001 请求体格式错误 before anything walks it', async () => {
    const deep = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
    const response = await post(LOGIN_URL, `{"phone":"13800000000","extra":${deep}}`);
    expect(response.json()).toMatchObject({ code: ErrorCode.ParamInvalid, message: '请求体格式错误' });
  });

  it('a field of any JSON nested thousands deep -> 100001, nothing stored', async () => {
    const token = (await t.login(MASTER_PHONE)).token.access_token;
    const deep = `${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`;
    const body = `{"account":"${MASTER_PHONE}","uuid":"d","dn":"","logs":[{"time":1700000000000,"level":"INFO","module":"m","msg":"x","data":${deep}}]}`;
    const response = await post(`/sdk/api/v1/flow?token=${token}`, body);
    expect(response.json()).toMatchObject({ code: ErrorCode.ParamInvalid, message: '请求体格式错误' });
    expect(await countRows(t.database, sdkLogs)).toBe(0);
  });

  it('keeps brackets inside strings out of the count', async () => {
    const response = await post(LOGIN_URL, JSON.stringify({ phone: 'abc', clientId: '[{\\"'.repeat(100) }));
    expect(response.json()).toMatchObject({ code: ErrorCode.ParamInvalid, message: '手机号格式错误' });
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

describe('requests refused below the API', () => {
  let origin: string;
  beforeAll(async () => {
    origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });

  it('a URL over 16 KB -> 414 with the envelope', async () => {
    const response = await fetch(`${origin}/uc/api/v1/account/createImgCode?clientId=${'x'.repeat(17 * 1024)}`);
    expect(response.status).toBe(414);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await response.json()).toEqual({
      code: ErrorCode.ParamInvalid,
      message: '请求地址过长',
      messageExt: '请求地址过长',
      result: EMPTY_RESULT,
    });
  });

  it('headers over 16 KB -> 431 with the envelope', async () => {
    const response = await fetch(`${origin}/uc/api/v1/account/createImgCode?clientId=x`, {
      headers: { 'x-filler': 'y'.repeat(17 * 1024) },
    });
    expect(response.status).toBe(431);
    expect(await response.json()).toMatchObject({ code: ErrorCode.ParamInvalid, message: '请求头过大' });
  });

  it('a URL that does not decode -> 400 with the envelope', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/bm/api/v1/business/%E0%A4%A/info' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: ErrorCode.ParamInvalid, message: '请求地址格式错误' });
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
    const response = await sendRegisterSms(broken, '13312345678');
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
    const again = await sendRegisterSms(broken, '13312345678');
    expect(again.body.code).toBe(ErrorCode.Internal);
  });
});
