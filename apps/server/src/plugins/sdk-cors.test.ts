import { accountApi, DEFAULT_SERVICE_PREFIXES, ErrorCode, sdkApi } from '@console/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

const CRM = 'https://crm.example.com';
const sdkLogin = DEFAULT_SERVICE_PREFIXES.sdk + sdkApi.login.path;
const consoleLogin = DEFAULT_SERVICE_PREFIXES.uc + accountApi.login.path;

const preflight = (t: TestApp, url: string, origin = CRM) =>
  t.app.inject({
    method: 'OPTIONS',
    url,
    headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
  });
const postFrom = (t: TestApp, url: string, origin = CRM) =>
  t.app.inject({ method: 'POST', url, headers: { origin, 'content-type': 'application/json' }, payload: {} });

describe('outside production (any origin)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { sdkAllowedOrigins: ['*'] } });
  });
  afterAll(() => t.close());

  it('answers the preflight of an sdk call from another origin', async () => {
    const response = await preflight(t, sdkLogin);
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe(CRM);
    expect(response.headers['access-control-allow-methods']).toBe('GET, POST');
    expect(response.headers['access-control-allow-headers']).toBe('Content-Type');
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('lets that page read the answer of the sdk call', async () => {
    const response = await postFrom(t, sdkLogin);
    expect(response.headers['access-control-allow-origin']).toBe(CRM);
    expect(response.headers.vary).toContain('Origin');
    expect(response.json().code).toBe(ErrorCode.ParamRequired);
  });

  it("lets that page read the original config.json the softphone script loads, and nothing else's", async () => {
    const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { origin: CRM } });
    const original = await get('/static/config/config.json');
    expect(original.statusCode).toBe(200);
    expect(original.headers['access-control-allow-origin']).toBe(CRM);
    expect((await get('/config/config.json')).headers['access-control-allow-origin']).toBeUndefined();
  });

  it('keeps the console services to their own origin', async () => {
    expect((await postFrom(t, consoleLogin)).headers['access-control-allow-origin']).toBeUndefined();
    expect((await preflight(t, consoleLogin)).headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('with SDK_ALLOWED_ORIGINS', () => {
  let t: TestApp;
  beforeAll(async () => {
    const { sdkAllowedOrigins } = loadConfig({ SDK_ALLOWED_ORIGINS: `${CRM}/, https://erp.example.com` });
    t = await createTestApp({ config: { sdkAllowedOrigins } });
  });
  afterAll(() => t.close());

  it('allows exactly the listed origins', async () => {
    expect((await preflight(t, sdkLogin)).headers['access-control-allow-origin']).toBe(CRM);
    expect((await postFrom(t, sdkLogin, 'https://erp.example.com')).headers['access-control-allow-origin']).toBe(
      'https://erp.example.com',
    );
    const stranger = await preflight(t, sdkLogin, 'https://evil.example.com');
    expect(stranger.statusCode).toBe(204);
    expect(stranger.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('configuration', () => {
  it('opens nothing by default in production, everything outside it', () => {
    const secret = 'x'.repeat(32);
    expect(loadConfig({ NODE_ENV: 'production', SERVER_SECRET: secret }).sdkAllowedOrigins).toEqual([]);
    expect(loadConfig({}).sdkAllowedOrigins).toEqual(['*']);
  });

  it('refuses what is not an origin', () => {
    expect(() => loadConfig({ SDK_ALLOWED_ORIGINS: 'crm.example.com/path' })).toThrow(/SDK_ALLOWED_ORIGINS/);
  });
});
