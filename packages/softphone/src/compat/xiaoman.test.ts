import 'fake-indexeddb/auto';
import { CALL_ORIGINS, decryptPassword, ORIGINAL_CALL_HEADERS } from '@console/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakePeerConnection } from '../../test/fake-rtc.ts';
import { agentRow, agentUser, createSoftphone, sipDouble } from '../../test/fixture.ts';
import { ok, type SdkServer, startSdkServer } from '../../test/sdk-server.ts';
import { sipHarness } from '../../test/sip-harness.ts';
import { SdkError } from '../errors.ts';
import type { CallEventPayload } from '../events.ts';
import type { SipConnector } from '../phone.ts';
import type { Softphone } from '../softphone.ts';
import { CONFIG_FAILED_DESC, createXiaoman } from './xiaoman.ts';

let server: SdkServer | undefined;
let softphone: Softphone | undefined;

afterEach(async () => {
  await softphone?.destroy();
  softphone = undefined;
  await server?.close();
  server = undefined;
  vi.unstubAllGlobals();
});

/** The global API over a real Softphone against a scripted sdk service. */
async function xiaomanOn(sip: SipConnector = sipDouble()) {
  server = await startSdkServer(() => ok([agentRow]));
  const origin = server.origin;
  const load = vi.fn(async () => {
    softphone = createSoftphone({ origin, sip }).softphone;
    return softphone;
  });
  return { xiaoman: createXiaoman(load), load, server };
}

describe('xiaoman.base', () => {
  it('login takes the original account and password and sends them as the password login', async () => {
    const { xiaoman, server } = await xiaomanOn();
    const results: unknown[] = [];

    const result = await xiaoman.base.login({ account: '13800000000', password: 'demo1234' }, (r) => results.push(r));

    expect(result).toEqual({ ...SdkError.Success, data: agentUser });
    expect(results).toEqual([result]);
    const body = server.requests[0]?.body as { phone: string; password: string; timestamp: number };
    expect(server.requests[0]?.path).toBe('/sdk/api/v1/account/login');
    expect(decryptPassword(body.password, body.phone, body.timestamp)).toBe('demo1234');
    expect(body.phone).toBe('13800000000');
  });

  it('loginWithToken takes business or businessId and posts the token login', async () => {
    const { xiaoman, server } = await xiaomanOn();

    expect((await xiaoman.base.loginWithToken({ business: 10000, token: 'console-token' })).code).toBe('000000');
    expect(server.requests[0]).toMatchObject({
      path: '/sdk/api/v1/account/tokenLogin',
      body: { businessId: 10000, token: 'console-token' },
    });
  });

  it('loginWithUser calls nothing; missing fields and a missing object are ParamIsNull', async () => {
    const { xiaoman, server } = await xiaomanOn();

    expect(await xiaoman.base.loginWithUser({ account: '13800000000', dn: '8001', token: 'tok-1' })).toEqual({
      ...SdkError.Success,
      data: { account: '13800000000', dn: '8001', token: 'tok-1', outshowtel: [] },
    });
    expect(server.requests).toEqual([]);
    await xiaoman.base.logout();
    expect(await xiaoman.base.loginWithToken({ token: 'console-token' })).toEqual(SdkError.ParamIsNull);
    expect(await xiaoman.base.login(undefined as never)).toEqual(SdkError.ParamIsNull);
  });

  it('logout without a login is AccountNotLogin, after one it ends the session', async () => {
    const { xiaoman, server } = await xiaomanOn();
    expect(await xiaoman.base.logout()).toEqual(SdkError.AccountNotLogin);
    await xiaoman.base.loginWithToken({ businessId: 10000, token: 'console-token' });

    expect(await xiaoman.base.logout()).toEqual(SdkError.Success);
    expect(server.requests.map((request) => request.path)).toContain('/sdk/api/v1/account/logout');
  });

  it('a config that does not load answers 999999 to the call and the callback, and is tried again', async () => {
    const load = vi.fn<() => Promise<Softphone>>().mockRejectedValueOnce(new Error('config.json answered HTTP 404'));
    vi.stubGlobal('console', { ...console, error: vi.fn() });
    const xiaoman = createXiaoman(load);
    const callback = vi.fn();

    const failed = await xiaoman.phone.open(callback);

    expect(failed).toEqual({ code: SdkError.InternalError.code, desc: CONFIG_FAILED_DESC });
    expect(callback).toHaveBeenCalledWith(failed);
    expect(xiaoman.phone.isOpen()).toBe(false);
    server = await startSdkServer(() => ok([agentRow]));
    const origin = server.origin;
    load.mockImplementation(async () => {
      softphone = createSoftphone({ origin }).softphone;
      return softphone;
    });
    expect(await xiaoman.phone.open()).toEqual(SdkError.AccountNotLogin);
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('xiaoman.phone', () => {
  it('open needs an onMessage listener, as the original; one added after login gets the events', async () => {
    const { xiaoman, load } = await xiaomanOn();
    await xiaoman.base.loginWithToken({ businessId: 10000, token: 'console-token' });
    expect(await xiaoman.phone.open()).toEqual(SdkError.EventNotListen);

    const seen: string[] = [];
    xiaoman.phone.event.onMessage((payload) => seen.push(payload.msgType));
    expect(await xiaoman.phone.open()).toEqual(SdkError.Success);
    expect(xiaoman.phone.isOpen()).toBe(true);
    expect(seen).toEqual(['opened']);
    expect(await xiaoman.phone.close()).toEqual(SdkError.Success);
    expect(xiaoman.phone.isOpen()).toBe(false);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a listener from before login hears an original INVITE ring; answer, release and logout', async () => {
    const harness = sipHarness();
    const { xiaoman } = await xiaomanOn(harness.connector);
    const seen: CallEventPayload[] = [];
    xiaoman.phone.event.onMessage((payload) => seen.push(payload));
    await xiaoman.base.loginWithUser(agentUser);
    expect(await xiaoman.phone.open()).toEqual(SdkError.Success);
    expect(await xiaoman.phone.answer()).toEqual(SdkError.CallNotFound);

    const call = harness.peer.invite({
      [ORIGINAL_CALL_HEADERS.origin]: CALL_ORIGINS.inbound,
      [ORIGINAL_CALL_HEADERS.agentUuid]: 'agent-9',
      [ORIGINAL_CALL_HEADERS.customerUuid]: 'customer-9',
      [ORIGINAL_CALL_HEADERS.callRelationId]: 'order-42',
      [ORIGINAL_CALL_HEADERS.appId]: 'app-1',
    });
    await vi.waitFor(() => expect(seen.map((event) => event.msgType)).toContain('ringing'));
    expect(seen.find((event) => event.msgType === 'ringing')).toMatchObject({
      'call-origin': CALL_ORIGINS.inbound,
      'agent-uuid': 'agent-9',
      userData: { 'call-relation-id': 'order-42', 'app-id': 'app-1' },
    });

    expect(await xiaoman.phone.answer()).toEqual(SdkError.Success);
    const answering = await vi.waitFor(() => {
      const gathering = FakePeerConnection.instances.find((pc) => pc.iceGatheringState === 'gathering');
      if (!gathering) throw new Error('no answer is gathering candidates');
      return gathering;
    });
    answering.completeGathering();
    await vi.waitFor(() => expect(call.final()?.status).toBe(200));
    expect(await xiaoman.phone.release()).toEqual(SdkError.Success);
    await vi.waitFor(() => expect(seen.map((event) => event.msgType)).toContain('released'));
    expect(seen.map((event) => event.msgType)).toEqual(['opened', 'ringing', 'established', 'released']);

    expect(await xiaoman.phone.callOut({ phoneNum: '', lineNum: '' })).toMatchObject({
      code: SdkError.ParamIsNull.code,
    });
    expect(await xiaoman.base.logout()).toEqual(SdkError.Success);
    expect(xiaoman.phone.isOpen()).toBe(false);
  });
});
