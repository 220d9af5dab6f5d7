import { vi } from 'vitest';
import { MemoryStorage } from '../src/logs/device-id.ts';
import type { KeyValueStorage, UploadLeadership } from '../src/logs/upload-lock.ts';
import type { PresenceChannel, SipConnector, WebRtcScope } from '../src/phone.ts';
import { Softphone } from '../src/softphone.ts';

/** A browser scope with WebRTC, as Node has none. */
export const webRtcScope: WebRtcScope = {
  RTCPeerConnection: class {},
  navigator: { mediaDevices: {} },
};

/** The test double of the SIP layer: records what the phone service asked of it. */
export function sipDouble(connect: SipConnector['connect'] = async () => {}) {
  return {
    connect: vi.fn<SipConnector['connect']>(connect),
    close: vi.fn(async () => {}),
    answer: vi.fn<SipConnector['answer']>(() => 'no-call'),
    hangup: vi.fn<SipConnector['hangup']>(() => false),
    currentCall: vi.fn<SipConnector['currentCall']>(() => undefined),
    stats: vi.fn<SipConnector['stats']>(async () => undefined),
  } satisfies SipConnector;
}

let databases = 0;

/** A fresh database name per softphone keeps tests apart; pass one to share a store between two. */
export function uniqueDbName(): string {
  databases += 1;
  return `softphone-test-${databases}-${Math.random().toString(36).slice(2)}`;
}

export interface FixtureOptions {
  origin: string;
  sip?: SipConnector;
  logDbName?: string;
  storage?: KeyValueStorage;
  uploadLeadership?: UploadLeadership;
  timeoutMs?: number;
  webRtc?: WebRtcScope;
  presence?: PresenceChannel;
}

export function createSoftphone(options: FixtureOptions) {
  const sip = options.sip ?? sipDouble();
  const softphone = new Softphone({
    baseUrl: options.origin,
    sip,
    logDbName: options.logDbName ?? uniqueDbName(),
    storage: options.storage ?? new MemoryStorage(),
    uploadLeadership: options.uploadLeadership,
    timeoutMs: options.timeoutMs,
    webRtcScope: options.webRtc ?? webRtcScope,
    presence: options.presence,
  });
  return { softphone, sip };
}

/** rows[0] of a login answer, as the server sends it. */
export const agentRow = {
  user: { phone: '13800000000' },
  agent: { dn: '8001' },
  lines: ['02150001000', '02150001001'],
  token: { access_token: 'tok-1' },
  business: { id: 10000 },
};

/** What the SDK keeps of agentRow. */
export const agentUser = {
  account: '13800000000',
  dn: '8001',
  token: 'tok-1',
  outshowtel: ['02150001000', '02150001001'],
  businessId: 10000,
};
