import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { agentRow, agentUser, createSoftphone, sipDouble, uniqueDbName } from '../test/fixture.ts';
import { ok, type SdkServer, startSdkServer } from '../test/sdk-server.ts';
import { SdkError } from './errors.ts';
import { CallEventEmitter, type CallEventPayload } from './events.ts';
import { LogStore } from './logs/log-store.ts';
import { PhoneService, supportsWebRtc } from './phone.ts';

let server: SdkServer;

beforeEach(async () => {
  server = await startSdkServer(() => ok([agentRow]));
});

afterEach(async () => {
  await server.close();
});

const silentLog = () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() });
const webRtc = { RTCPeerConnection: class {}, navigator: { mediaDevices: {} } };

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

describe('close while starting', () => {
  const scope = { RTCPeerConnection: class {}, navigator: { mediaDevices: {} } };

  it('a start that fails after close and a new start leaves the new one open', async () => {
    const events = new CallEventEmitter();
    events.on('opened', () => {});
    const pending: Array<(error: Error) => void> = [];
    const sip = sipDouble(() =>
      sip.connect.mock.calls.length === 1 ? new Promise<void>((_, reject) => pending.push(reject)) : Promise.resolve(),
    );
    // As the JsSIP connector does: closing rejects the connection in progress.
    sip.close.mockImplementation(async () => pending.shift()?.(new Error('电话已关闭')));
    const phone = new PhoneService(sip, events, silentLog(), () => ({ ...agentUser }), scope);

    const first = phone.start();
    const closing = phone.close();
    const second = phone.start();
    await closing;

    expect(await second).toEqual(SdkError.Success);
    expect(await first).toEqual({ code: SdkError.InternalError.code, desc: '电话连接失败' });
    expect(phone.state).toBe('open');
  });

  it('a connection that completes after close neither opens the phone nor emits opened', async () => {
    const events = new CallEventEmitter();
    const opened = vi.fn();
    events.on('opened', opened);
    let finish: () => void = () => {};
    const sip = sipDouble(() => new Promise<void>((resolve) => (finish = resolve)));
    const presence = { start: vi.fn(), stop: vi.fn() };
    const phone = new PhoneService(sip, events, silentLog(), () => ({ ...agentUser }), scope, presence);

    const starting = phone.start();
    await phone.close();
    finish();

    expect((await starting).code).toBe(SdkError.InternalError.code);
    expect(phone.state).toBe('closed');
    expect(opened).not.toHaveBeenCalled();
    expect(presence.start).not.toHaveBeenCalled();
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
  it('closes the phone before the event, so a listener sees it closed and may start it again', async () => {
    const events = new CallEventEmitter();
    const sip = sipDouble();
    const phone = new PhoneService(sip, events, silentLog(), () => ({ ...agentUser }), webRtc);
    const seen: string[] = [];
    let restarted: Promise<unknown> | undefined;
    events.on('conflict', () => {
      seen.push(phone.state);
      restarted = phone.start();
    });
    expect(await phone.start()).toEqual(SdkError.Success);

    await phone.conflict('您的帐号已在其它地方登录，您已被强制退出');

    expect(seen).toEqual(['closed']);
    expect(await restarted).toEqual(SdkError.Success);
    expect(phone.state).toBe('open');
    expect(sip.connect).toHaveBeenCalledTimes(2);
  });
});

describe('registration refused after the start', () => {
  it('closes the phone; a refusal reported by an older connection does not close a newer one', async () => {
    const sip = sipDouble();
    const events = new CallEventEmitter();
    events.on('opened', () => {});
    const phone = new PhoneService(sip, events, silentLog(), () => ({ ...agentUser }), webRtc);
    const refused = () => sip.connect.mock.calls.at(-1)?.[0].onRefused();
    expect(await phone.start()).toEqual(SdkError.Success);
    const stale = sip.connect.mock.calls.at(-1)?.[0].onRefused;

    refused();
    await vi.waitFor(() => expect(phone.state).toBe('closed'));
    expect(sip.close).toHaveBeenCalledTimes(1);

    expect(await phone.start()).toEqual(SdkError.Success);
    stale?.();
    await Promise.resolve();
    expect(phone.state).toBe('open');
    expect(sip.close).toHaveBeenCalledTimes(1);
  });
});

describe('login while the phone is open', () => {
  it('is PhoneIsOpened and keeps the user the phone registered', async () => {
    const { softphone } = createSoftphone({ origin: server.origin });
    softphone.on('opened', () => {});
    await softphone.login({ account: '13800000000', dn: '8001', token: 'tok' });
    expect(await softphone.start()).toEqual(SdkError.Success);

    const callback = vi.fn();
    const result = await softphone.login({ account: '13900000000', dn: '8002', token: 'other' }, callback);

    expect(result).toEqual(SdkError.PhoneIsOpened);
    expect(callback).toHaveBeenCalledWith(SdkError.PhoneIsOpened);
    expect(softphone.getUser()).toMatchObject({ account: '13800000000', dn: '8001', token: 'tok' });
    await softphone.close();
    expect((await softphone.login({ account: '13900000000', dn: '8002', token: 'other' })).code).toBe(
      SdkError.Success.code,
    );
    await softphone.destroy();
  });
});
