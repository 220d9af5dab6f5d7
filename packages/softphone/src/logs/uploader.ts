import { type SdkFlowBody, sdkApi } from '@console/contracts';
import { isSdkSuccess, type SdkHttp } from '../http.ts';
import type { LogStore } from './log-store.ts';
import type { UploadLeadership } from './upload-lock.ts';

/** Spec section 9: 20 entries per upload, every 60 s, the first 10 s after login. */
export const UPLOAD_BATCH_SIZE = 20;
export const UPLOAD_INTERVAL_MS = 60_000;
export const FIRST_UPLOAD_DELAY_MS = 10_000;

interface UploadIdentity {
  account: string;
  dn: string;
  token: string;
}

export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

export const globalTimers: Timers = {
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  setInterval: (callback, ms) => setInterval(callback, ms),
  clearInterval: (handle) => clearInterval(handle as ReturnType<typeof setInterval>),
};

interface LogUploaderOptions {
  store: Promise<LogStore | undefined>;
  http: SdkHttp;
  leadership: UploadLeadership;
  deviceUuid: string;
  now?: () => number;
  timers?: Timers;
}

/**
 * Uploads the shared log store while a user is logged in. Entries leave the store only after the
 * platform accepted them, so a failed upload is retried with the same entries on the next tick.
 */
export class LogUploader {
  private identity: UploadIdentity | undefined;
  private firstTimer: unknown;
  private intervalTimer: unknown;
  private running: Promise<void> = Promise.resolve();
  private busy = false;
  private readonly now: () => number;
  private readonly timers: Timers;

  constructor(private readonly options: LogUploaderOptions) {
    this.now = options.now ?? Date.now;
    this.timers = options.timers ?? globalTimers;
  }

  start(identity: UploadIdentity): void {
    this.stop();
    this.identity = identity;
    this.firstTimer = this.timers.setTimeout(() => {
      this.firstTimer = undefined;
      this.tick();
      this.intervalTimer = this.timers.setInterval(() => this.tick(), UPLOAD_INTERVAL_MS);
    }, FIRST_UPLOAD_DELAY_MS);
  }

  stop(): void {
    if (this.firstTimer !== undefined) this.timers.clearTimeout(this.firstTimer);
    if (this.intervalTimer !== undefined) this.timers.clearInterval(this.intervalTimer);
    this.firstTimer = undefined;
    this.intervalTimer = undefined;
    this.identity = undefined;
    this.options.leadership.release();
  }

  /** The upload in progress, if any: lets callers wait for a tick to finish. */
  whenIdle(): Promise<void> {
    return this.running;
  }

  private tick(): void {
    // A slow platform must not get a second batch of the same entries while the first is in flight.
    if (this.busy) return;
    const identity = this.identity;
    if (!identity) return;
    this.busy = true;
    this.running = this.upload(identity)
      .catch(() => {
        // Kept entries are retried next tick; the failure is not logged into the store it drains.
      })
      .finally(() => {
        this.busy = false;
      });
  }

  private async upload(identity: UploadIdentity): Promise<void> {
    if (!(await this.options.leadership.acquire())) return;
    const store = await this.options.store;
    if (!store) return;
    await store.prune(this.now());
    const batch = await store.oldest(UPLOAD_BATCH_SIZE);
    if (batch.length === 0) return;
    const body: SdkFlowBody = {
      account: identity.account,
      uuid: this.options.deviceUuid,
      dn: identity.dn,
      logs: batch.map(({ id: _id, ...entry }) => entry),
    };
    const envelope = await this.options.http.post(sdkApi.flow, body, identity.token);
    if (isSdkSuccess(envelope)) await store.remove(batch.map((entry) => entry.id));
  }
}
