import { DEMO_BUSINESS_ID } from './test-app.ts';

export const RANGE = { beginTime: '20260201', endTime: '20260301' };

/** Polls until `ok` holds; the bound only keeps a broken worker from hanging the suite. */
export async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean, what: string): Promise<T> {
  for (let i = 0; i < 4_000; i++) {
    const value = await read();
    if (ok(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`gave up waiting for ${what}`);
}

/** An addDownloadTask body of the report export (type 9) as the console sends it. */
export const reportTask = (extra: Record<string, unknown> = {}) => ({
  businessId: DEMO_BUSINESS_ID,
  sysType: 2,
  channelCode: 2,
  downloadType: 9,
  query: { businessId: DEMO_BUSINESS_ID, direction: 1, ...RANGE },
  ...extra,
});
