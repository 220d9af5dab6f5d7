import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sipHarness, sipUser } from '../../test/sip-harness.ts';
import { CONNECT_TIMEOUT_MS, withToken } from './jssip-connector.ts';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** What the REGISTERs on the wire asked for: the expiry, or 'clear all' for Contact: *. */
function registerKinds(peer: ReturnType<typeof sipHarness>['peer']) {
  return peer
    .requests('REGISTER')
    .filter((request) => request.header('Authorization'))
    .map((request) =>
      request.header('Contact')?.startsWith('*')
        ? `clear ${request.header('Expires')}`
        : `register ${request.header('Expires')}`,
    );
}

describe('JsSipConnector registration', () => {
  it('registers, un-REGISTERs every binding, and registers again 500 ms later before start resolves', async () => {
    const { peer, connect, log } = sipHarness();
    let done = false;
    const connecting = connect().then(() => {
      done = true;
    });

    await vi.advanceTimersByTimeAsync(0);
    expect(registerKinds(peer)).toEqual(['register 30', 'clear 0']);
    await vi.advanceTimersByTimeAsync(499);
    expect(registerKinds(peer)).toEqual(['register 30', 'clear 0']);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await connecting;
    expect(registerKinds(peer)).toEqual(['register 30', 'clear 0', 'register 30']);
    expect(done).toBe(true);
    expect(log.info).toHaveBeenCalledWith('sip', '分机注册成功', { dn: '8001' });
  });

  it('opens the socket with the token and answers the digest challenge as the extension with the token as password', async () => {
    const { peer, connected, sockets } = sipHarness();
    await connected();

    expect(sockets.map((socket) => socket.url)).toEqual(['ws://127.0.0.1/sip-ws?token=tok-1']);

    const [first, second] = peer.requests('REGISTER');
    expect(first?.header('Authorization')).toBeUndefined();
    expect(first?.uri).toBe('sip:console.local');
    expect(first?.header('From')).toContain('sip:8001@console.local');
    expect(second?.header('Authorization')).toMatch(/username="8001"/);
    // The peer answered 200 only to a digest computed with tok-1, and 403 otherwise.
    expect(peer.responses()).toEqual([]);
    expect(registerKinds(peer)).toHaveLength(3);
  });

  it('re-registers before the 30 s expiry runs out', async () => {
    const { peer, connected } = sipHarness();
    await connected();
    expect(registerKinds(peer)).toHaveLength(3);

    await vi.advanceTimersByTimeAsync(24_000);
    expect(registerKinds(peer)).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(registerKinds(peer)).toEqual(['register 30', 'clear 0', 'register 30', 'register 30']);
    await vi.advanceTimersByTimeAsync(25_000);
    expect(registerKinds(peer)).toHaveLength(5);
  });

  it('a refused registration rejects the start', async () => {
    const { connect, log } = sipHarness({ acceptRegister: false });

    const connecting = connect();
    const outcome = expect(connecting).rejects.toThrow('分机注册失败');
    await vi.advanceTimersByTimeAsync(0);
    await outcome;
    expect(log.error).toHaveBeenCalledWith('sip', '分机注册失败', expect.objectContaining({ status: 403 }));
  });

  it('a wrong token is refused by the registrar', async () => {
    const { connect } = sipHarness();

    const connecting = connect({ ...sipUser, token: 'stale' });
    const outcome = expect(connecting).rejects.toThrow('分机注册失败');
    await vi.advanceTimersByTimeAsync(0);
    await outcome;
  });

  it('a refused connection rejects the start', async () => {
    const { connect } = sipHarness({ acceptConnection: false });

    const outcome = expect(connect()).rejects.toThrow('信令连接失败');
    await vi.advanceTimersByTimeAsync(0);
    await outcome;
  });

  it('a registrar that never answers times out', async () => {
    const { connect, peer } = sipHarness();
    // Swallow everything: no 401, no 200.
    peer.received.push = () => 0;
    (peer as unknown as { receive: () => void }).receive = () => {};

    const outcome = expect(connect()).rejects.toThrow('信令连接或注册超时');
    await vi.advanceTimersByTimeAsync(CONNECT_TIMEOUT_MS);
    await outcome;
  });

  it('after a dropped connection it registers again with the same sequence', async () => {
    const { peer, connected, sockets, log } = sipHarness();
    await connected();

    sockets[0]?.drop();
    expect(log.warn).toHaveBeenCalledWith('sip', '信令连接断开，正在重连', expect.anything());
    // JsSIP waits 2 s (its minimum recovery interval) before reconnecting.
    await vi.advanceTimersByTimeAsync(3_000);
    expect(registerKinds(peer)).toEqual([
      'register 30',
      'clear 0',
      'register 30',
      'register 30',
      'clear 0',
      'register 30',
    ]);
  });

  it('a refresh that fails is retried after 1 s, doubling up to 30 s, and starts over once registered', async () => {
    const { peer, connected, log, onRefused } = sipHarness();
    await connected();
    const times: number[] = [];
    const push = peer.received.push.bind(peer.received);
    peer.received.push = (...messages) => {
      for (const message of messages) if (message.method === 'REGISTER') times.push(Date.now());
      return push(...messages);
    };
    const gaps = () => times.slice(1).map((time, i) => time - (times[i] as number));

    peer.registerFault = { status: 500, reason: 'Server Internal Error' };
    await vi.advanceTimersByTimeAsync(25_000 + 1_000 + 2_000 + 4_000 + 8_000 + 16_000 + 30_000 + 30_000);
    expect(gaps()).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000]);
    expect(log.warn).toHaveBeenCalledWith('sip', '分机注册失败，稍后重试', expect.objectContaining({ status: 500 }));

    // The next retry succeeds (after its digest challenge); the refresh after that fails again.
    peer.registerFault = undefined;
    await vi.advanceTimersByTimeAsync(30_000);
    peer.registerFault = { status: 503, reason: 'Service Unavailable' };
    times.length = 0;
    await vi.advanceTimersByTimeAsync(30_000);
    expect(gaps()).toEqual([1_000, 2_000]);
    expect(onRefused).not.toHaveBeenCalled();
  });

  it.each([401, 403])(
    'a refresh refused with %s stops the connector and reports it, without retrying',
    async (status) => {
      const { peer, connected, log, onRefused } = sipHarness();
      await connected();
      peer.registerFault = { status, reason: 'Refused' };
      await vi.advanceTimersByTimeAsync(25_000);

      expect(log.error).toHaveBeenCalledWith('sip', '分机注册被拒绝，电话已关闭', expect.objectContaining({ status }));
      expect(onRefused).toHaveBeenCalledOnce();
      const sent = peer.requests('REGISTER').length;
      await vi.advanceTimersByTimeAsync(60_000);
      expect(peer.requests('REGISTER').length).toBe(sent);
    },
  );

  it('close un-REGISTERs', async () => {
    const { peer, connected, connector } = sipHarness();
    await connected();

    connector.close();
    await vi.advanceTimersByTimeAsync(0);

    expect(registerKinds(peer).at(-1)).toBe('register 0');
    const last = peer.requests('REGISTER').at(-1);
    expect(last?.header('Contact')).toMatch(/;expires=0/);
  });
});

describe('withToken', () => {
  it('adds the token as query parameter, encoded', () => {
    expect(withToken('wss://h/sip-ws', 'a+b/c')).toBe('wss://h/sip-ws?token=a%2Bb%2Fc');
    expect(withToken('wss://h/sip-ws?x=1', 't')).toBe('wss://h/sip-ws?x=1&token=t');
  });
});
