import type {
  CallEventListener,
  CallEventName,
  CallEventPayload,
  CallSnapshot,
  MediaStats,
  SdkResult,
  SdkUser,
} from '@console/softphone';
import { vi } from 'vitest';
import type { DeskSoftphone } from '../src/features/agent-desk/softphone-port.ts';

export const OK: SdkResult = { code: '000000', desc: '成功' };

export const agentUser: SdkUser = {
  account: '13800000000',
  dn: '8001',
  token: 'sdk-token',
  outshowtel: ['02150001000', '02150002000'],
  businessId: 10000,
};

/**
 * A stand-in for the SDK's Softphone at the desk's loading seam: answers are set per test, events
 * are emitted by the test, and every call is recorded.
 */
export class FakeSoftphone implements DeskSoftphone {
  phoneState: 'closed' | 'open' = 'closed';
  call: CallSnapshot | undefined;
  stats: MediaStats = { bytesReceived: 0, bytesSent: 0 };
  loginResult: SdkResult<SdkUser> = { ...OK, data: agentUser };
  startResult: Promise<SdkResult> = Promise.resolve(OK);
  readonly calls: string[] = [];
  private readonly listeners = new Map<CallEventName, Set<CallEventListener>>();

  login = vi.fn(async () => this.record('login', this.loginResult));
  start = vi.fn(async () => {
    const result = await this.startResult;
    if (result.code === OK.code) this.phoneState = 'open';
    return this.record('start', result);
  });
  close = vi.fn(async () => {
    this.phoneState = 'closed';
    return this.record('close', OK);
  });
  callOut = vi.fn(async () => this.record('callOut', OK));
  answer = vi.fn(async () => this.record('answer', OK));
  hangup = vi.fn(async () => this.record('hangup', OK));
  getCall = vi.fn(() => this.call);
  mediaStats = vi.fn(async () => {
    // Audio flows: every read sees more bytes, as RTP counters do.
    this.stats = { bytesReceived: this.stats.bytesReceived + 8_000, bytesSent: this.stats.bytesSent + 4_096 };
    return this.stats;
  });
  destroy = vi.fn(async () => {
    this.calls.push('destroy');
  });

  on(name: CallEventName, listener: CallEventListener): void {
    const set = this.listeners.get(name) ?? new Set();
    set.add(listener);
    this.listeners.set(name, set);
  }

  off(name: CallEventName, listener?: CallEventListener): void {
    if (listener) this.listeners.get(name)?.delete(listener);
    else this.listeners.delete(name);
  }

  listenerCount(): number {
    return [...this.listeners.values()].reduce((sum, set) => sum + set.size, 0);
  }

  emit(name: CallEventName, payload: Partial<CallEventPayload> = {}): void {
    for (const listener of this.listeners.get(name) ?? []) listener({ userData: {}, ...payload, msgType: name });
  }

  private record<T>(name: string, result: T): T {
    this.calls.push(name);
    return result;
  }
}
