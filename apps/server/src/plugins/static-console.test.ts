import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { ErrorCode } from '@console/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSOLE_INDEX, fakeConsoleBuild } from '../test/console-build.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { isApiPath } from './static-console.ts';

const BIG_SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;

describe('with a built console', () => {
  let t: TestApp;
  const build = fakeConsoleBuild({
    'assets/big-def456.js': BIG_SCRIPT,
    'assets/big-def456.js.br': brotliCompressSync(BIG_SCRIPT),
    'assets/big-def456.js.gz': gzipSync(BIG_SCRIPT),
    // A source map a build made with maps would leave: the console's whole source.
    'assets/index-abc123.js.map': '{"version":3,"sourcesContent":["secret"]}',
  });
  beforeAll(async () => {
    t = await createTestApp({ config: { consoleDist: build.dist } });
  });
  afterAll(async () => {
    await t.close();
    build.remove();
  });

  it.each(['/', '/yeta/login', '/report', '/knowinfo/12/edit', '/no/such/page'])(
    'GET %s answers the console, which routes in the browser',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(CONSOLE_INDEX);
    },
  );

  it('serves hashed assets as immutable', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log(1)');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each([
    ['br, gzip', 'br', brotliCompressSync(BIG_SCRIPT)],
    ['gzip', 'gzip', gzipSync(BIG_SCRIPT)],
  ])('sends the compressed copy of the build to a browser accepting %s', async (accepted, encoding, copy) => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/assets/big-def456.js',
      headers: { 'accept-encoding': accepted },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers.vary).toContain('accept-encoding');
    expect(response.rawPayload.equals(copy)).toBe(true);
  });

  it('sends the file as it is to a client accepting no encoding', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/big-def456.js' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(BIG_SCRIPT);
  });

  it('never answers an API path with the console', async () => {
    for (const url of ['/uc/api/v1/unknown', '/config/nothing.json', '/dev/anything', '/data/x']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe(ErrorCode.NotFound);
    }
  });

  it.each(['/assets/index-old999.js', '/assets/gone.css', '/assets/'])(
    'answers a missing file of the build, %s, with 404 and the envelope',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: ErrorCode.NotFound, message: '请求的资源不存在' });
    },
  );

  it.each(['/xmpp-websocket', '/sip-ws'])(
    'answers a plain GET on the WebSocket path %s with 400 and the envelope',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: ErrorCode.ParamInvalid, message: '该地址只接受WebSocket连接' });
    },
  );

  it('never serves a source map', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js.map' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('sourcesContent');
  });

  it('does not serve files outside the build', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/../../package.json' });
    expect(response.body).not.toContain('"dependencies"');
  });
});

describe('with the softphones pointed at another SIP server', () => {
  let t: TestApp;
  const build = fakeConsoleBuild();
  beforeAll(async () => {
    t = await createTestApp({
      config: {
        consoleDist: build.dist,
        sip: { url: 'wss://sip.example.com/ws', domain: 'sip.example.com', enabled: true, iceServers: [] },
      },
    });
  });
  afterAll(async () => {
    await t.close();
    build.remove();
  });

  it('answers the unserved /sip-ws with 404 and the envelope, not the console', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sip-ws' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: ErrorCode.NotFound });
  });
});

describe('without a built console', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { consoleDist: join(tmpdir(), 'no-console-here') } });
  });
  afterAll(() => t.close());

  it('tells the person to build it', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/yeta/login' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('npm run build');
    expect(response.body).toContain('控制台尚未构建');
  });
});

describe('isApiPath', () => {
  it('matches whole path segments only', () => {
    const prefixes = ['/uc', '/openapi-admin', '/config'];
    expect(isApiPath('/uc', prefixes)).toBe(true);
    expect(isApiPath('/uc/api/v1/account/login?token=x', prefixes)).toBe(true);
    expect(isApiPath('/ucx/login', prefixes)).toBe(false);
    expect(isApiPath('/openapi/app', prefixes)).toBe(false);
    expect(isApiPath('/config/config.json', prefixes)).toBe(true);
  });
});
