import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SdkError } from './errors.ts';
import type { CallEventPayload } from './events.ts';
import { LogStore } from './logs/log-store.ts';
import { supportsWebRtc } from './phone.ts';
import { agentRow, agentUser, createSoftphone, sipDouble, uniqueDbName } from './test-support/fixture.ts';
import { ok, type SdkServer, startSdkServer } from './test-support/sdk-server.ts';

let server: SdkServer;

beforeEach(async () => {
  server = await startSdkServer(() => ok([agentRow]));
});

afterEach(async () => {
  await server.close();
});

describe('supportsWebRtc', () => {
  it('needs both RTCPeerConnection and navigator.mediaDevices', () => {
    expect(supportsWebRtc({})).toBe(false);
    expect(supportsWebRtc({ RTCPeerConnection: class {} })).toBe(false);
    expect(supportsWebRtc({ navigator: { mediaDevices: {} } })).toBe(false);
    expect(supportsWebRtc({ RTCPeerConnection: class {}, navigator: { mediaDevices: {} } })).toBe(true);
  });
});

describe('start', () => {
  it('checks its preconditions in order, each failure with its {code, desc}', async () => {
    const logDbName = uniqueDbName();
    const sip = sipDouble();
    const noWebRtc = createSoftphone({ origin: server.origin, sip, webRtc: {}, logDbName });
    // Every other precondition fails too, so the environment must be the one reported.
    expect(await noWebRtc.softphone.start()).toEqual(SdkError.EnvError);
    await noWebRtc.softphone.destroy();

    const { softphone } = createSoftphone({ origin: server.origin, sip, logDbName });
    const callbacks: unknown[] = [];
    expect(await softphone.start((result) => callbacks.push(result))).toEqual(SdkError.AccountNotLogin);
    expect(callbacks).toEqual([SdkError.AccountNotLogin]);

    await softphone.login({ account: '13800000000', dn: '', token: 'tok' });
    expect(await softphone.start()).toEqual(SdkError.AgentDnNotFound);

    await softphone.login({ account: '13800000000', dn: '8001', token: 'tok' });
    expect(await softphone.start()).toEqual(SdkError.EventNotListen);
    expect(sip.connect).not.toHaveBeenCalled();

    const opened: CallEventPayload[] = [];
    softphone.on('opened', (payload) => opened.push(payload));
    expect(await softphone.start()).toEqual(SdkError.Success);
    expect(softphone.phoneState).toBe('open');
    expect(sip.connect).toHaveBeenCalledTimes(1);
    expect(sip.connect.mock.calls[0]?.[0]).toMatchObject({ user: { dn: '8001', token: 'tok' } });
    expect(opened).toEqual([{ msgType: 'opened', userData: {} }]);

    expect(await softphone.start()).toEqual(SdkError.PhoneIsOpened);
    // Already open wins over a missing listener: the order is environment, open, user, dn, listener.
    softphone.off('opened');
    expect(await softphone.start()).toEqual(SdkError.PhoneIsOpened);
    await softphone.destroy();
  });

  it('a missing extension logs the warning 未找到对应分机号', async () => {
    const logDbName = uniqueDbName();
    const { softphone } = createSoftphone({ origin: server.origin, logDbName });
    await softphone.login({ account: '13800000000', dn: '', token: 'tok' });

    await softphone.start();
    await softphone.destroy();

    const store = await LogStore.open(logDbName);
    const entries = await store.all();
    store.close();
    expect(entries).toContainEqual(
      expect.objectContaining({
        level: 'WARN',
        module: 'phone',
        msg: '未找到对应分机号',
        data: { account: '13800000000' },
      }),
    );
  });

  it('a failing SIP connection leaves the phone closed', async () => {
    const sip = sipDouble(async () => {
      throw new Error('websocket refused');
    });
    const { softphone } = createSoftphone({ origin: server.origin, sip });
    softphone.on('released', () => {});
    await softphone.login({ account: '13800000000', dn: '8001', token: 'tok' });

    const result = await softphone.start();

    expect(result).toEqual({ code: SdkError.InternalError.code, desc: '电话连接失败' });
    expect(softphone.phoneState).toBe('closed');
    await softphone.destroy();
  });

  it('a second start while connecting is PhoneIsOpened', async () => {
    let finish: () => void = () => {};
    const sip = sipDouble(() => new Promise<void>((resolve) => (finish = resolve)));
    const { softphone } = createSoftphone({ origin: server.origin, sip });
    softphone.on('released', () => {});
    await softphone.login({ account: '13800000000', dn: '8001', token: 'tok' });

    const first = softphone.start();
    expect(await softphone.start()).toEqual(SdkError.PhoneIsOpened);
    finish();
    expect(await first).toEqual(SdkError.Success);
    await softphone.destroy();
  });
});

describe('close', () => {
  it('closes an open phone and refuses a closed one', async () => {
    const { softphone, sip } = createSoftphone({ origin: server.origin });
    softphone.on('released', () => {});
    await softphone.login({ account: '13800000000', dn: '8001', token: 'tok' });
    expect(await softphone.close()).toEqual(SdkError.PhoneIsNotOpen);
    await softphone.start();

    const callback = vi.fn();
    expect(await softphone.close(callback)).toEqual(SdkError.Success);
    expect(callback).toHaveBeenCalledWith(SdkError.Success);
    expect(sip.close).toHaveBeenCalledTimes(1);
    expect(softphone.phoneState).toBe('closed');
    // Closed again, it starts again.
    expect(await softphone.start()).toEqual(SdkError.Success);
    await softphone.destroy();
  });

  it('a listener that throws does not stop the others', async () => {
    const { softphone } = createSoftphone({ origin: server.origin });
    const seen: string[] = [];
    softphone.on('opened', () => {
      throw new Error('integrator bug');
    });
    softphone.on('opened', (payload) => seen.push(payload.msgType));
    await softphone.login({ account: '13800000000', dn: '8001', token: 'tok' });

    expect(await softphone.start()).toEqual(SdkError.Success);
    expect(seen).toEqual(['opened']);
    await softphone.destroy();
  });
});

describe('conflict', () => {
  it('emits conflict with the message and closes the phone', async () => {
    const { PhoneService } = await import('./phone.ts');
    const { CallEventEmitter } = await import('./events.ts');
    const events = new CallEventEmitter();
    const seen: CallEventPayload[] = [];
    events.on('conflict', (payload) => seen.push(payload));
    const sip = sipDouble();
    const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const phone = new PhoneService(sip, events, log, () => ({ ...agentUser }), {
      RTCPeerConnection: class {},
      navigator: { mediaDevices: {} },
    });
    expect(await phone.start()).toEqual(SdkError.Success);

    await phone.conflict('您的帐号已在其它地方登录，您已被强制退出');

    expect(seen).toEqual([{ msgType: 'conflict', userData: {}, data: '您的帐号已在其它地方登录，您已被强制退出' }]);
    expect(phone.state).toBe('closed');
    expect(sip.close).toHaveBeenCalledTimes(1);
    expect(log.warn).toHaveBeenCalledWith('phone', '您的帐号已在其它地方登录，您已被强制退出');
  });
});
