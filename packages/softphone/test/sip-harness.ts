import { vi } from 'vitest';
import type { SdkUser } from '../src/auth.ts';
import { CALL_EVENT_NAMES, CallEventEmitter, type CallEventPayload } from '../src/events.ts';
import { JsSipConnector, type JsSipConnectorOptions } from '../src/sip/jssip-connector.ts';
import { installFakeWebRtc } from './fake-rtc.ts';
import { SipPeer, type SipPeerOptions } from './sip-peer.ts';

export const sipUser: SdkUser = { account: '13800000000', dn: '8001', token: 'tok-1', outshowtel: [] };

/**
 * A JsSipConnector wired to a scripted SIP peer over an in-memory socket, with a fake WebRTC, spied
 * ring tone and remote audio, and every call event recorded. Use under vi.useFakeTimers().
 */
export function sipHarness(options: Partial<SipPeerOptions> & { connector?: Partial<JsSipConnectorOptions> } = {}) {
  const webRtc = installFakeWebRtc();
  const peer = new SipPeer({ passwords: { [sipUser.dn]: sipUser.token }, ...options });
  const ringTone = { play: vi.fn(), stop: vi.fn() };
  const remoteAudio = { attach: vi.fn(), detach: vi.fn() };
  const sockets: ReturnType<SipPeer['socket']>[] = [];
  const connector = new JsSipConnector({
    url: 'ws://127.0.0.1/sip-ws',
    domain: 'console.local',
    iceServers: [{ urls: 'stun:127.0.0.1:3478' }],
    socketFactory: (url) => {
      const socket = peer.socket(url);
      sockets.push(socket);
      return socket;
    },
    ringTone,
    remoteAudio,
    ...options.connector,
  });
  const events = new CallEventEmitter();
  const seen: CallEventPayload[] = [];
  for (const name of CALL_EVENT_NAMES) events.on(name, (payload) => seen.push(payload));
  const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  const onRefused = vi.fn();
  const connect = (user: SdkUser = sipUser) => connector.connect({ user, events, log, onRefused });
  /** Connects and waits through register, un-REGISTER and the second REGISTER. */
  const connected = async () => {
    const connecting = connect();
    await vi.advanceTimersByTimeAsync(600);
    await connecting;
  };
  return { peer, connector, events, seen, log, ringTone, remoteAudio, webRtc, sockets, connect, connected, onRefused };
}

/** Lets queued messages and promise chains run without moving the clock. */
export async function settle(): Promise<void> {
  await vi.advanceTimersByTimeAsync(0);
}
