import { type SdkLogEntry, sdkApi } from '@console/contracts';
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, DEMO_PASSWORD, type TestApp } from './test-app.ts';

/** The demo enterprise's outbound lines in service (seeded numbers of types 2 and 3, status 1). */
export const DEMO_LINES = ['02160001002', '02160001003'];

/**
 * The softphone tests' app. Files share a worker one after another (isolate: false), so each file
 * that calls softphoneApp() gets its own app in this binding.
 */
export let t: TestApp;

export function softphoneApp(): void {
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
}

export function sdkLogin(phone: string, password = DEMO_PASSWORD) {
  return t.call(sdkApi.login, { body: { phone, ...t.encrypted(phone, password) } });
}

export async function sdkToken(phone: string): Promise<string> {
  const { body } = await sdkLogin(phone);
  if (body.code !== '0') throw new Error(`sdk login of ${phone} failed: ${JSON.stringify(body)}`);
  return body.result.rows[0].token.access_token;
}

export function entry(overrides: Partial<SdkLogEntry> = {}): SdkLogEntry {
  return { time: t.clock.now().getTime(), level: 'INFO', module: 'phone', msg: '软电话已打开', ...overrides };
}
