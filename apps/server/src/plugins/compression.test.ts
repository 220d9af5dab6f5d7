import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { API_DOCS_PATH, accountApi, DEFAULT_SERVICE_PREFIXES, ErrorCode, menuApi } from '@console/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_BUSINESS_ID, MASTER_PHONE, type TestApp } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const openApiUrl = `${API_DOCS_PATH}/openapi.json`;

describe('answers', () => {
  it('go out as Brotli to a client accepting it, the same JSON once decoded', async () => {
    const plain = await t.app.inject({ method: 'GET', url: openApiUrl });
    const response = await t.app.inject({ method: 'GET', url: openApiUrl, headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length / 5);
    expect(JSON.parse(brotliDecompressSync(response.rawPayload).toString())).toEqual(plain.json());
  });

  it('go out as gzip to a client accepting only gzip', async () => {
    const response = await t.app.inject({ method: 'GET', url: openApiUrl, headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(response.rawPayload).toString()).openapi).toBe('3.1.0');
  });

  it('under 1 KB go out as they are', async () => {
    const user = await t.login(MASTER_PHONE);
    const response = await t.call(accountApi.queryAccountInfo, {
      businessId: DEMO_BUSINESS_ID,
      token: user.token.access_token,
      headers: { 'accept-encoding': 'br, gzip' },
      body: {},
    });
    expect(response.body.code).toBe(0);
    expect(response.text.length).toBeLessThan(1024);
    expect(response.headers['content-encoding']).toBeUndefined();
  });

  it('keep the script hash of the reference page true: the policy is computed before compression', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `${API_DOCS_PATH}/`,
      headers: { 'accept-encoding': 'br' },
    });
    const page =
      response.headers['content-encoding'] === 'br'
        ? brotliDecompressSync(response.rawPayload).toString()
        : response.body;
    const inline = [...page.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]);
    expect(inline.length).toBeGreaterThan(0);
    for (const script of inline) {
      const hash = createHash('sha256').update(script).digest('base64');
      expect(response.headers['content-security-policy']).toContain(`'sha256-${hash}'`);
    }
  });
});

describe('a gzip-encoded request body', () => {
  const menuUrl = `${DEFAULT_SERVICE_PREFIXES[menuApi.queryMenuList.service]}${menuApi.queryMenuList.path}`.replace(
    '{businessId}',
    String(DEMO_BUSINESS_ID),
  );

  it('that inflates past the body limit is refused with the envelope, whatever its compressed size', async () => {
    const user = await t.login(MASTER_PHONE);
    const bomb = gzipSync(`{"pad":"${' '.repeat(8 * 1024 * 1024)}"}`);
    expect(bomb.length).toBeLessThan(16 * 1024);
    const response = await t.app.inject({
      method: 'POST',
      url: menuUrl,
      query: { token: user.token.access_token },
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: bomb,
    });
    expect(response.json()).toMatchObject({ code: ErrorCode.ParamInvalid, message: '请求体过大' });
  });
});
