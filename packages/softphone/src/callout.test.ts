import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { agentRow, agentUser, createSoftphone } from '../test/fixture.ts';
import { deadOrigin, fail, ok, type Reply, type SdkServer, startSdkServer } from '../test/sdk-server.ts';
import { SdkError } from './errors.ts';
import type { Softphone } from './softphone.ts';

let server: SdkServer | undefined;
let softphone: Softphone | undefined;

afterEach(async () => {
  await softphone?.destroy();
  await server?.close();
  server = undefined;
  softphone = undefined;
});

const line = agentRow.lines[0] as string;

/** A logged-in agent with the phone open, against a server answering makeCall with `makeCall`. */
async function openPhone(makeCall: () => Reply, origin?: string): Promise<Softphone> {
  server = await startSdkServer((request) => (request.path.endsWith('/tokenLogin') ? ok([agentRow]) : makeCall()));
  softphone = createSoftphone({ origin: origin ?? server.origin }).softphone;
  softphone.on('released', () => {});
  if (origin) await softphone.login({ ...agentUser });
  else await softphone.login({ businessId: 10000, token: 'console-token' });
  expect(await softphone.start()).toEqual(SdkError.Success);
  return softphone;
}

describe('callOut validation', () => {
  it.each([
    ['', line, SdkError.ParamIsNull.code],
    ['  ', line, SdkError.ParamIsNull.code],
    ['138-0000', line, SdkError.ParamError.code],
    ['13800001111a', line, SdkError.ParamError.code],
    ['13800001111', '', SdkError.LineNumError.code],
    ['13800001111', '021abc', SdkError.LineNumError.code],
    ['13800001111', '02199999999', SdkError.LineNumError.code],
  ])('number %j on line %j answers %s and calls nothing', async (phoneNum, lineNum, code) => {
    const phone = await openPhone(() => ok([{ uuid_aleg: 'a', uuid_bleg: 'b' }]));

    const result = await phone.callOut({ phoneNum, lineNum });

    expect(result.code).toBe(code);
    expect(server?.requests.map((request) => request.path)).toEqual(['/sdk/api/v1/account/tokenLogin']);
  });

  it('a closed phone is PhoneIsNotOpen, after the number and line checks', async () => {
    const phone = await openPhone(() => ok([{ uuid_aleg: 'a', uuid_bleg: 'b' }]));
    await phone.close();

    expect((await phone.callOut({ phoneNum: '', lineNum: line })).code).toBe(SdkError.ParamIsNull.code);
    expect((await phone.callOut({ phoneNum: '13800001111', lineNum: '1' })).code).toBe(SdkError.LineNumError.code);
    expect(await phone.callOut({ phoneNum: '13800001111', lineNum: line })).toEqual(SdkError.PhoneIsNotOpen);
    expect(server?.requests).toHaveLength(1);
  });
});

describe('callOut', () => {
  it('posts makeCall with the token and answers both legs', async () => {
    const phone = await openPhone(() => ok([{ uuid_aleg: 'leg-a', uuid_bleg: 'leg-b' }]));
    const callbacks: unknown[] = [];

    const result = await phone.callOut(
      { phoneNum: '13800001111', lineNum: line, callRelationId: 'rel-1', robotId: 'r-9', appId: 'app-2', prefix: '9' },
      (r) => callbacks.push(r),
    );

    expect(result).toEqual({ ...SdkError.Success, data: { uuid_aleg: 'leg-a', uuid_bleg: 'leg-b' } });
    expect(callbacks).toEqual([result]);
    const request = server?.requests[1];
    expect(request?.path).toBe('/sdk/api/v1/makeCall');
    expect(request?.query.get('token')).toBe('tok-1');
    expect(request?.body).toEqual({
      phoneNum: '13800001111',
      lineNum: line,
      callRelationId: 'rel-1',
      robotId: 'r-9',
      appId: 'app-2',
      prefix: '9',
    });
  });

  it('a refusal is CallOutError with messageExt when given', async () => {
    const phone = await openPhone(() => fail('400', '呼叫失败', '余额不足'));

    expect(await phone.callOut({ phoneNum: '13800001111', lineNum: line })).toEqual({
      code: SdkError.CallOutError.code,
      desc: '余额不足',
    });
  });

  it('a refusal without messageExt is CallOutError with message', async () => {
    const phone = await openPhone(() => fail('400', '线路不可用'));

    expect(await phone.callOut({ phoneNum: '13800001111', lineNum: line })).toEqual({
      code: SdkError.CallOutError.code,
      desc: '线路不可用',
    });
  });

  it('a refusal without any text is CallOutError 接口调用失败', async () => {
    const phone = await openPhone(() => ({ body: { code: '1', message: '' } }));

    expect((await phone.callOut({ phoneNum: '13800001111', lineNum: line })).desc).toBe('接口调用失败');
  });

  it('a success code without a row is CallOutError', async () => {
    const phone = await openPhone(() => ok([]));

    expect((await phone.callOut({ phoneNum: '13800001111', lineNum: line })).code).toBe(SdkError.CallOutError.code);
  });

  it('a network failure is CallOutError 接口调用失败', async () => {
    const phone = await openPhone(() => ok(), await deadOrigin());

    expect(await phone.callOut({ phoneNum: '13800001111', lineNum: line })).toEqual({
      code: SdkError.CallOutError.code,
      desc: '接口调用失败',
    });
  });
});
