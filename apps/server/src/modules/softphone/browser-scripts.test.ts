import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ErrorCode } from '@console/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/** A softphone build with its two browser scripts, as packages/softphone/scripts/build.mjs writes it. */
function fakeSoftphoneBuild(): string {
  const dist = mkdtempSync(join(tmpdir(), 'softphone-dist-'));
  mkdirSync(join(dist, 'browser'));
  writeFileSync(join(dist, 'browser/xiaoman.js'), 'var xiaoman = {};');
  writeFileSync(join(dist, 'browser/softphone.js'), 'var ConsoleSoftphone = {};');
  // A source map an older build left beside the script: the SDK's whole source.
  writeFileSync(join(dist, 'browser/xiaoman.js.map'), '{"version":3,"sourcesContent":["secret"]}');
  return dist;
}

describe('the SDK browser scripts outside production', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = fakeSoftphoneBuild();
    t = await createTestApp({ config: { softphoneDist: dist } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it.each(['xiaoman.js', 'softphone.js'])(
    'serves /static/sdk/%s as a script, revalidated on every load',
    async (name) => {
      const response = await t.app.inject({ method: 'GET', url: `/static/sdk/${name}` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^(application|text)\/javascript/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers.etag).toBeDefined();
      expect(response.body).toContain('var ');
    },
  );

  it('serves the demo integration page, which loads the compatibility script beside it', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/static/sdk/demo/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<script src="../xiaoman.js"></script>');
    expect(page.body).toContain('软电话 SDK 集成示例');
    // A page: the console's policy, so its own scripts run and nothing inline does.
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    const script = await t.app.inject({ method: 'GET', url: '/static/sdk/demo/demo.js' });
    expect(script.body).toContain('xiaoman.phone.event.onMessage');
  });

  it('answers a missing file with the 404 envelope, never another file', async () => {
    for (const url of ['/static/sdk/missing.js', '/static/sdk/../config/config.json.js', '/static/sdk/%2e%2e/x']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
    }
    const missing = await t.app.inject({ method: 'GET', url: '/static/sdk/missing.js' });
    expect(missing.json().code).toBe(ErrorCode.NotFound);
  });
});

describe('the SDK browser scripts in production', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = fakeSoftphoneBuild();
    t = await createTestApp({ config: { softphoneDist: dist, production: true } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('never serves a source map', async () => {
    const map = await t.app.inject({ method: 'GET', url: '/static/sdk/xiaoman.js.map' });
    expect(map.statusCode).toBe(404);
    expect(map.body).not.toContain('sourcesContent');
  });

  it('serves the scripts but not the demo page', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/static/sdk/xiaoman.js' })).statusCode).toBe(200);
    const demo = await t.app.inject({ method: 'GET', url: '/static/sdk/demo/' });
    expect(demo.statusCode).toBe(404);
    expect(demo.json().code).toBe(ErrorCode.NotFound);
  });
});

describe('without a softphone build', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers the script paths with the 404 envelope', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/static/sdk/xiaoman.js' });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe(ErrorCode.NotFound);
  });
});
