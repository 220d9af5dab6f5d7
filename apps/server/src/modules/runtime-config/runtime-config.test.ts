import { readFileSync } from 'node:fs';
import { DEFAULT_SERVICE_PREFIXES } from '@console/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function getJson(app: TestApp, url: string) {
  const response = await app.app.inject({ method: 'GET', url, headers: { host: 'console.example:8080' } });
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  expect(response.headers['content-type']).toContain('application/json');
  return response.json();
}

describe('runtime configuration files', () => {
  it('config.json tells the console where everything is', async () => {
    expect(await getJson(t, '/config/config.json?t=1700000000000')).toEqual({
      interfaceUrl: '',
      service: DEFAULT_SERVICE_PREFIXES,
      staticUrl: '/static',
      voiceUrl: '/voice',
      downUrl: '/download/files',
      flowUrl: '/sdk/api/v1/flow',
      debug: true,
      system: { name: '智能外呼', id: 2 },
      permission: { special: false },
      encrypt: true,
      im: {
        enabled: true,
        url: '/xmpp-websocket',
        domain: 'console.local',
        serverUrl: 'ws://console.example:8080/xmpp-websocket',
      },
      sip: { enabled: true, url: '/sip-ws', domain: 'console.local', simulator: true, iceServers: [] },
      reportTimeZone: 'Asia/Shanghai',
      // The keys the original product's pages read.
      csp: '/agentdesk?token={token}&bid={bid}',
      callResult: ['0', '15'],
      login: '/yeta/login',
      fsConfig: { socketURL: 'console.example:8080/sip-ws', sipURI: '@console.local', iceURL: [] },
    });
  });

  it('is also where the original pages look, /static/config/config.json', async () => {
    expect(await getJson(t, '/static/config/config.json?t=1700000000000')).toEqual(
      await getJson(t, '/config/config.json'),
    );
  });

  it("answers the original version.json's shape at /static/config/version.json", async () => {
    expect(await getJson(t, '/static/config/version.json?t=1')).toEqual({
      default: '/',
      version: { url: { account: [], bid: [] } },
    });
  });

  it('answers the update log at /static/config/updatelog.json with titles and one object per line', async () => {
    const ours = await getJson(t, '/config/updatelog.json');
    const original = await getJson(t, '/static/config/updatelog.json');
    expect(original.logItems).toEqual(
      ours.logItems.map((item: { title: string; time: string; updateContent: string[] }) => ({
        title: item.title,
        time: item.time,
        updateContent: item.updateContent.map((content) => ({ content })),
      })),
    );
    expect(original.logItems[0].title).toMatch(/[\u4e00-\u9fa5]/);
  });

  it('answers a missing /static file with 404, not the console page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/static/config/nothing.json' });
    expect(response.statusCode).toBe(404);
  });

  it("config.json carries the report's time zone (REPORT_TIME_ZONE)", async () => {
    const other = await createTestApp({ config: { reportTimeZone: 'Europe/Berlin' } });
    try {
      expect(await getJson(other, '/config/config.json')).toMatchObject({ reportTimeZone: 'Europe/Berlin' });
    } finally {
      await other.close();
    }
  });

  it('version.json carries the server package version', async () => {
    const pkg = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8'));
    const version = await getJson(t, '/config/version.json');
    expect(version).toEqual({
      version: pkg.version,
      buildTime: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
    });
  });

  it('updatelog.json lists the releases with time and lines', async () => {
    const log = await getJson(t, '/config/updatelog.json');
    expect(log.logItems.length).toBeGreaterThan(0);
    for (const item of log.logItems) {
      expect(item.time).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d$/);
      expect(item.updateContent.length).toBeGreaterThan(0);
      for (const line of item.updateContent) expect(line).toMatch(/[\u4e00-\u9fa5]/);
    }
  });

  it('updatelog.json is the product’s history: newest first, over the days it gained things', async () => {
    const times: string[] = (await getJson(t, '/config/updatelog.json')).logItems.map(
      (item: { time: string }) => item.time,
    );
    expect(times).toEqual([...times].sort().reverse());
    expect(new Set(times.map((time) => time.slice(0, 10))).size).toBeGreaterThanOrEqual(3);
  });
});

describe('in production without encryption', () => {
  let production: TestApp;
  beforeAll(async () => {
    production = await createTestApp({ config: { production: true, passwordEncrypt: false } });
  });
  afterAll(() => production.close());

  it('config.json turns debug and encryption off', async () => {
    expect(await getJson(production, '/config/config.json')).toMatchObject({ debug: false, encrypt: false });
  });
});
