import type { SdkLogEntry, SdkLogLevel } from '@console/contracts';
import type { LogStore } from './log-store.ts';

export interface SdkLogger {
  info(module: string, msg: string, data?: unknown): void;
  warn(module: string, msg: string, data?: unknown): void;
  error(module: string, msg: string, data?: unknown): void;
}

/**
 * Writes entries to the log store. Logging must never break a call, so writes are queued and
 * their failures swallowed; `whenIdle` lets callers that care (tests, logout) wait for them.
 */
export class StoreLogger implements SdkLogger {
  private pending: Promise<void> = Promise.resolve();

  constructor(
    private readonly store: Promise<LogStore | undefined>,
    private readonly now: () => number = Date.now,
  ) {}

  info(module: string, msg: string, data?: unknown): void {
    this.write('INFO', module, msg, data);
  }

  warn(module: string, msg: string, data?: unknown): void {
    this.write('WARN', module, msg, data);
  }

  error(module: string, msg: string, data?: unknown): void {
    this.write('ERROR', module, msg, data);
  }

  whenIdle(): Promise<void> {
    return this.pending;
  }

  private write(level: SdkLogLevel, module: string, msg: string, data?: unknown): void {
    const time = this.now();
    const entry: SdkLogEntry = { time, level, module, msg };
    if (data !== undefined) entry.data = toStorable(data);
    this.pending = this.pending.then(async () => {
      try {
        await (await this.store)?.add(entry, time);
      } catch {
        // Nowhere to report a failing log store; the call that logged must go on.
      }
    });
  }
}

/** IndexedDB's structured clone rejects functions and errors lose their message; keep plain JSON. */
function toStorable(data: unknown): unknown {
  if (data instanceof Error) return { name: data.name, message: data.message };
  try {
    return JSON.parse(JSON.stringify(data));
  } catch {
    return String(data);
  }
}
