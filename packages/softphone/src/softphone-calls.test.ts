import 'fake-indexeddb/auto';
import { CALL_ORIGINS } from '@console/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakePeerConnection } from '../test/fake-rtc.ts';
import { createSoftphone, sipDouble } from '../test/fixture.ts';
import { deadOrigin } from '../test/sdk-server.ts';
import { sipHarness, sipUser } from '../test/sip-harness.ts';
import type { SipPeer } from '../test/sip-peer.ts';
import { SdkError } from './errors.ts';
import type { CallEventPayload } from './events.ts';
import type { PresenceStartOptions } from './phone.ts';
import type { Softphone } from './softphone.ts';

let softphone: Softphone | undefined;

afterEach(async () => {
  await softphone?.destroy();
  softphone = undefined;
  vi.unstubAllGlobals();
});

/** Real timers here: the whole SDK runs, IndexedDB log store included; registration takes ~0.5 s. */
async function openPhone() {
  const harness = sipHarness();
  const presence = { start: vi.fn<(options: PresenceStartOptions) => void>(), stop: vi.fn() };
  softphone = createSoftphone({ origin: await deadOrigin(), sip: harness.connector, presence }).softphone;
  const seen: CallEventPayload[] = [];
  for (const name of ['opened', 'dialing', 'ringing', 'established', 'released', 'conflict'] as const) {
    softphone.on(name, (payload) => seen.push(payload));
  }
  await softphone.login({ ...sipUser });
  return { harness, presence, phone: softphone, seen };
}

function invite(peer: SipPeer, origin: string) {
  return peer.invite({
    'X-Call-Origin': origin,
    'X-User-Data': 'call-relation-id=rel-9',
    'X-Agent-UUID': 'agent-9',
    'X-Customer-UUID': 'customer-9',
    'X-Ani': '02150001000',
    'X-Dni': '13900001111',
  });
}

describe('Softphone calls', () => {
  it('with the phone closed answer and hangup are PhoneIsNotOpen and there is no call', async () => {
    const { phone } = await openPhone();
    const callback = vi.fn();

    expect(await phone.answer(callback)).toEqual(SdkError.PhoneIsNotOpen);
    expect(callback).toHaveBeenCalledWith(SdkError.PhoneIsNotOpen);
    expect(await phone.hangup()).toEqual(SdkError.PhoneIsNotOpen);
    expect(phone.getCall()).toBeUndefined();
    expect(await phone.mediaStats()).toBeUndefined();
  });

  it('with the phone open but no call answer and hangup are CallNotFound', async () => {
    const { phone } = await openPhone();
    expect(await phone.start()).toEqual(SdkError.Success);
    const callback = vi.fn();

    expect(await phone.answer()).toEqual(SdkError.CallNotFound);
    expect(await phone.hangup(callback)).toEqual(SdkError.CallNotFound);
    expect(callback).toHaveBeenCalledWith(SdkError.CallNotFound);
    expect(phone.getCall()).toBeUndefined();
    expect(await phone.mediaStats()).toBeUndefined();
  });

  it('a ringing call is answered once, then CallEstablished, and hung up with 200 Web Release', async () => {
    const { phone, harness, seen } = await openPhone();
    await phone.start();
    const call = invite(harness.peer, CALL_ORIGINS.inbound);
    await vi.waitFor(() => expect(phone.getCall()?.state).toBe('ringing'));
    expect(phone.getCall()).toMatchObject({
      state: 'ringing',
      direction: 'incoming',
      payload: { 'agent-uuid': 'agent-9' },
    });

    expect(await phone.answer()).toEqual(SdkError.Success);
    const peerConnection = await vi.waitFor(() => {
      const gathering = FakePeerConnection.instances.find((pc) => pc.iceGatheringState === 'gathering');
      if (!gathering) throw new Error('no answer is gathering candidates');
      return gathering;
    });
    peerConnection.completeGathering();
    await vi.waitFor(() => expect(call.final()?.status).toBe(200));
    expect(phone.getCall()?.state).toBe('established');
    expect(await phone.answer()).toEqual(SdkError.CallEstablished);
    expect(await phone.mediaStats()).toEqual({ bytesReceived: 0, bytesSent: 0 });

    expect(await phone.hangup()).toEqual(SdkError.Success);
    await vi.waitFor(() => expect(call.requests.find((request) => request.method === 'BYE')).toBeDefined());
    expect(call.requests.find((request) => request.method === 'BYE')?.header('Reason')).toBe(
      'SIP ;cause=200; text="Web Release"',
    );
    expect(seen.map((event) => event.msgType)).toEqual(['opened', 'ringing', 'established', 'released']);
    expect(phone.getCall()).toBeUndefined();
    expect(await phone.hangup()).toEqual(SdkError.CallNotFound);
  });

  it('an automatically answered call answers CallEstablished', async () => {
    const { phone, harness } = await openPhone();
    await phone.start();
    invite(harness.peer, CALL_ORIGINS.webClick);

    await vi.waitFor(() => expect(phone.getCall()?.state).toBe('dialing'));
    expect(await phone.answer()).toEqual(SdkError.CallEstablished);
  });

  it('close releases the call and the phone refuses call control afterwards', async () => {
    const { phone, harness, seen } = await openPhone();
    await phone.start();
    const call = invite(harness.peer, CALL_ORIGINS.inbound);
    await vi.waitFor(() => expect(phone.getCall()?.state).toBe('ringing'));

    expect(await phone.close()).toEqual(SdkError.Success);
    await vi.waitFor(() => expect(call.final()).toBeDefined());

    expect(`${call.final()?.status} ${call.final()?.reason}`).toBe('486 Web Busy');
    expect(seen.at(-1)?.msgType).toBe('released');
    expect(await phone.answer()).toEqual(SdkError.PhoneIsNotOpen);
  });
});

describe('presence with the phone', () => {
  it('starts after SIP registered, stops on close', async () => {
    const { phone, presence, harness } = await openPhone();

    await phone.start();

    expect(presence.start).toHaveBeenCalledTimes(1);
    expect(presence.start.mock.calls[0]?.[0].user).toMatchObject({ account: '13800000000', token: 'tok-1' });
    expect(harness.peer.requests('REGISTER').length).toBeGreaterThanOrEqual(3);
    await phone.close();
    expect(presence.stop).toHaveBeenCalled();
  });

  it('is not started when SIP fails', async () => {
    const presence = { start: vi.fn(), stop: vi.fn() };
    const sip = sipDouble(async () => {
      throw new Error('refused');
    });
    softphone = createSoftphone({ origin: await deadOrigin(), sip, presence }).softphone;
    softphone.on('released', () => {});
    await softphone.login({ ...sipUser });

    expect((await softphone.start()).code).toBe(SdkError.InternalError.code);
    expect(presence.start).not.toHaveBeenCalled();
  });

  it('a conflict emits conflict with the message and closes the phone', async () => {
    const { phone, presence, seen } = await openPhone();
    await phone.start();

    presence.start.mock.calls[0]?.[0].onConflict('您的帐号已在其它地方登录，您已被强制退出');
    await vi.waitFor(() => expect(seen.at(-1)?.msgType).toBe('conflict'));

    expect(seen.at(-1)).toEqual({
      msgType: 'conflict',
      userData: {},
      data: '您的帐号已在其它地方登录，您已被强制退出',
    });
    expect(phone.phoneState).toBe('closed');
    expect(presence.stop).toHaveBeenCalled();
  });
});
