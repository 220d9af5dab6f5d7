import { accountApi } from '@console/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeConsoleBuild } from '../test/console-build.ts';
import { createTestApp, MASTER_PHONE, type TestApp } from '../test/test-app.ts';
import { useContentSecurityPolicy } from './security-headers.ts';

function directives(header: unknown): Map<string, string[]> {
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...sources]) => [name, sources]),
  );
}

function expectFixedHeaders(headers: Record<string, unknown>) {
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('no-referrer');
}

describe('security headers', () => {
  let t: TestApp;
  const build = fakeConsoleBuild();
  beforeAll(async () => {
    t = await createTestApp({
      config: {
        consoleDist: build.dist,
        im: { url: 'wss://im.example.com:5281/xmpp-websocket', domain: 'example.com', enabled: true },
      },
    });
    t.app.get(
      '/docs-single',
      { config: { contentSecurityPolicy: { 'script-src': ["'self'", 'https://cdn.example.com'] } } },
      (_request, reply) => reply.type('text/html').send('<!doctype html><title>docs</title>'),
    );
    await t.app.register(async (scope: FastifyInstance) => {
      useContentSecurityPolicy(scope, { 'style-src': ["'self'", 'https://fonts.example.com'] });
      await scope.register(async (plugin: FastifyInstance) => {
        plugin.get('/docs-plugin/page', (_request, reply) => reply.type('text/html').send('<!doctype html>'));
      });
    });
  });
  afterAll(async () => {
    await t.close();
    build.remove();
  });

  it.each(['/', '/yeta/login', '/report'])('guard the console page %s and allow what it loads', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expectFixedHeaders(response.headers);
    const policy = directives(response.headers['content-security-policy']);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(policy.get('media-src')).toContain('blob:');
    expect(policy.get('connect-src')).toEqual(["'self'", 'wss://im.example.com:5281']);
  });

  it('leave the stored policy of a revalidated page alone', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/' });
    const etag = String(page.headers.etag);
    const revalidated = await t.app.inject({ method: 'GET', url: '/', headers: { 'if-none-match': etag } });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.headers['content-security-policy']).toBeUndefined();
    expectFixedHeaders(revalidated.headers);
  });

  it('come with every API answer, successes and failures alike, which are no pages', async () => {
    const answers = [
      await t.call(accountApi.createImgCode, { query: { clientId: 'headers-1' } }),
      await t.call(accountApi.login, { body: {} }),
      await t.call(accountApi.queryAccountInfo, { token: (await t.login(MASTER_PHONE)).token.access_token }),
      await t.call(accountApi.queryAccountInfo, {}),
    ];
    const notFound = await t.app.inject({ method: 'GET', url: '/uc/api/v1/nothing' });
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    const config = await t.app.inject({ method: 'GET', url: '/config/config.json' });
    for (const headers of [
      ...answers.map((answer) => answer.headers),
      notFound.headers,
      asset.headers,
      config.headers,
    ]) {
      expectFixedHeaders(headers);
      expect(headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    }
  });

  it('let a route declare its own policy, alone or for a whole plugin', async () => {
    const single = await t.app.inject({ method: 'GET', url: '/docs-single' });
    expect(single.headers['content-security-policy']).toBe("script-src 'self' https://cdn.example.com");
    expectFixedHeaders(single.headers);
    const plugin = await t.app.inject({ method: 'GET', url: '/docs-plugin/page' });
    expect(plugin.headers['content-security-policy']).toBe("style-src 'self' https://fonts.example.com");
  });
});
