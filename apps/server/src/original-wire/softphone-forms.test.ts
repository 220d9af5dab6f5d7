/**
 * The original softphone script's requests, in its exact wire forms. Its script is a global
 * `xiaoman` object on the integrator's page; these are the calls it makes to the sdk service.
 */
import { DEFAULT_SERVICE_PREFIXES, type Endpoint, ErrorCode, sdkApi } from '@console/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_PASSWORD, MASTER_PHONE, type TestApp } from '../test/test-app.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  const login = await t.call(sdkApi.login, {
    body: { phone: MASTER_PHONE, ...t.encrypted(MASTER_PHONE, DEMO_PASSWORD) },
  });
  token = login.body.result.rows[0].token.access_token;
});
afterAll(() => t.close());

async function postJson(endpoint: Endpoint, body: unknown) {
  const response = await t.app.inject({
    method: 'POST',
    url: DEFAULT_SERVICE_PREFIXES[endpoint.service] + endpoint.path,
    query: { token },
    headers: { 'content-type': 'application/json;charset=UTF-8' },
    payload: JSON.stringify(body),
  });
  return response.json();
}

describe('log upload', () => {
  it('takes {content: [entries]} with the sender on every entry, and stores no password or token', async () => {
    const time = t.clock.now().getTime();
    const sent = await postJson(sdkApi.flow, {
      content: [
        {
          time,
          level: 'INFO',
          module: 'base',
          msg: `login phone=${MASTER_PHONE} password=abc12345 token=${token}`,
          data: { phone: MASTER_PHONE, password: 'abc12345', options: { token } },
          id: 1,
          _accout: `${MASTER_PHONE}__device-original`,
          _dn: '8001',
          _token: token,
        },
        { time: time + 1, level: 'WARN', module: 'sip', msg: `reconnecting with ${token}`, id: 2 },
      ],
    });
    expect(sent.code).toBe('0');

    const found = await postJson(sdkApi.queryFlow, {
      uuid: 'device-original',
      beginTime: time - 1000,
      endTime: time + 1000,
    });
    expect(found.code).toBe('0');
    const rows = found.result.rows as { account: string; dn: string; msg: string; data: unknown }[];
    expect(rows).toHaveLength(2);
    expect(rows.every((row) => row.account === MASTER_PHONE && row.dn === '8001')).toBe(true);
    const text = JSON.stringify(rows);
    expect(text).not.toContain('abc12345');
    expect(text).not.toContain(token);
    const login = rows.find((row) => row.msg.startsWith('login'));
    expect(login?.msg).toBe(`login phone=${MASTER_PHONE} password=[已移除] token=[已移除]`);
    expect(login?.data).toEqual({ phone: MASTER_PHONE, password: '[已移除]', options: { token: '[已移除]' } });
  });

  it('names what is missing in the original form too', async () => {
    const refused = await postJson(sdkApi.flow, { content: [{ time: 1, level: 'INFO', module: 'm', msg: 'x' }] });
    expect(refused).toMatchObject({ code: ErrorCode.ParamRequired, message: '账号不能为空' });
  });
});
