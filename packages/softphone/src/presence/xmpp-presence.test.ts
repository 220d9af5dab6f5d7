import { CONFLICT_MESSAGE } from '@console/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import { manualTimers, XmppPeer } from '../../test/xmpp-peer.ts';
import { PRESENCE_SETUP_TIMEOUT_MS, RECONNECT_MAX_MS, XmppPresence } from './xmpp-presence.ts';

/** The back-off delays waiting, without the login watchdog of a connection in progress. */
const retries = (clock: ReturnType<typeof manualTimers>) =>
  clock.delays().filter((ms) => ms !== PRESENCE_SETUP_TIMEOUT_MS);

const user = { account: '13800000000', dn: '8001', token: 'tok-1', outshowtel: [] };
let peer: XmppPeer | undefined;
let presence: XmppPresence | undefined;

afterEach(async () => {
  presence?.stop();
  await peer?.close();
  peer = undefined;
  presence = undefined;
});

async function setup() {
  peer = new XmppPeer({ authcid: user.account, password: user.token, domain: 'console.local' });
  const url = await peer.listen();
  const clock = manualTimers();
  presence = new XmppPresence({ url, domain: 'console.local', timers: clock.timers });
  const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  const onConflict = vi.fn();
  return { peer, presence, clock, log, onConflict, start: () => presence?.start({ user, log, onConflict }) };
}

/** Waits for something that happens over the loopback network. */
async function until(condition: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe('XmppPresence', () => {
  it('logs in with SASL PLAIN as the account and token, binds /softphone and sends presence', async () => {
    const { peer, start, log } = await setup();
    const available = peer.whenAvailable();

    start();
    await available;

    expect(peer.logins).toEqual([{ authcid: '13800000000', password: 'tok-1', resource: 'softphone' }]);
    expect(peer.frames[0]).toContain('to="console.local"');
    expect(peer.frames.some((frame) => frame.startsWith('<presence'))).toBe(true);
    await until(() => log.info.mock.calls.length > 0, 'the connected log');
    expect(log.info).toHaveBeenCalledWith('presence', '消息通道已连接', expect.anything());
  });

  it('a conflict stream error reports the conflict once and does not reconnect', async () => {
    const { peer, start, onConflict, clock } = await setup();
    const available = peer.whenAvailable();
    start();
    await available;

    peer.conflict();
    await until(() => onConflict.mock.calls.length > 0, 'the conflict');

    expect(onConflict).toHaveBeenCalledWith(CONFLICT_MESSAGE);
    // Everything the socket could still bring has arrived once it is closed at both ends.
    await until(() => peer.sockets[0]?.readyState === WebSocket.CLOSED, 'the closed socket');
    expect(onConflict).toHaveBeenCalledTimes(1);
    expect(clock.delays()).toEqual([]);
    expect(peer.sockets).toHaveLength(1);
  });

  it('other disconnects reconnect after 1 s, 2 s, 4 s ... capped at 30 s, and from 1 s again after a good connection', async () => {
    const { peer, start, clock, onConflict, log } = await setup();
    peer.mode = 'refuse';
    start();

    const seen: number[] = [];
    for (let attempt = 1; attempt <= 7; attempt += 1) {
      await until(() => retries(clock).length === 1, `retry ${attempt}`);
      seen.push(...retries(clock));
      if (attempt < 7) clock.fire();
    }
    expect(seen).toEqual([1000, 2000, 4000, 8000, 16000, RECONNECT_MAX_MS, RECONNECT_MAX_MS]);
    expect(log.warn).toHaveBeenCalledWith('presence', '消息通道断开，稍后重连', { delayMs: 1000 });

    peer.mode = 'accept';
    const available = peer.whenAvailable();
    clock.fire();
    await available;
    peer.drop();
    await until(() => retries(clock).length === 1, 'the retry after a good connection');
    expect(clock.delays()).toEqual([1000]);
    expect(onConflict).not.toHaveBeenCalled();
  });

  it('a server that never answers the login is abandoned after the set-up time and retried', async () => {
    const { peer, start, clock, log } = await setup();
    peer.mode = 'silent';
    start();
    await until(() => peer.sockets.length === 1, 'the socket');
    expect(clock.delays()).toEqual([PRESENCE_SETUP_TIMEOUT_MS]);

    peer.mode = 'accept';
    clock.fireDelay(PRESENCE_SETUP_TIMEOUT_MS);
    expect(log.warn).toHaveBeenCalledWith('presence', '消息通道连接超时', expect.anything());
    expect(clock.delays()).toEqual([1000]);
    const available = peer.whenAvailable();
    clock.fire();
    await available;
    expect(peer.sockets).toHaveLength(2);
  });

  it('stop ends the connection and any pending retry', async () => {
    const { peer, start, clock } = await setup();
    peer.mode = 'refuse';
    start();
    await until(() => retries(clock).length === 1, 'a retry');

    presence?.stop();

    expect(clock.delays()).toEqual([]);
  });

  it('a refused token stops without retrying', async () => {
    peer = new XmppPeer({ authcid: user.account, password: 'other-token', domain: 'console.local' });
    const url = await peer.listen();
    const clock = manualTimers();
    presence = new XmppPresence({ url, domain: 'console.local', timers: clock.timers });
    const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    presence.start({ user, log, onConflict: vi.fn() });

    await until(() => log.error.mock.calls.length > 0, 'the refused login');
    expect(log.error).toHaveBeenCalledWith('presence', '消息服务认证失败', { account: '13800000000' });
    expect(clock.delays()).toEqual([]);
  });
});
