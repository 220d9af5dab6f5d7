import { join } from 'node:path';
import { DEFAULT_SERVICE_PREFIXES } from '@console/contracts';
import { describe, expect, it } from 'vitest';
import { loadConfig, REPO_ROOT, runsTelephonySimulator } from './config.ts';

const PRODUCTION_SECRET = 'a-production-secret-of-forty-characters1';

describe('configuration', () => {
  it('has the defaults of the default install', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: join(REPO_ROOT, 'data'),
      databaseUrl: '',
      production: false,
      passwordEncrypt: true,
      sessionTtlMinutes: 120,
      consoleDist: join(REPO_ROOT, 'apps/console/dist'),
      seed: true,
      trustProxy: false,
      downloads: { batchSize: 5_000, pauseMs: 0 },
    });
    expect(config.servicePrefixes).toEqual(DEFAULT_SERVICE_PREFIXES);
    expect(config.rateLimit.loginMax).toBeGreaterThanOrEqual(100);
  });

  it('reads the environment', () => {
    const config = loadConfig({
      PORT: '9090',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://db/app',
      NODE_ENV: 'production',
      SERVER_SECRET: PRODUCTION_SECRET,
      PASSWORD_ENCRYPT: 'false',
      SESSION_TTL_MINUTES: '30',
      RATE_LIMIT_LOGIN_MAX: '5',
      SEED: '0',
      DOWNLOAD_BATCH_SIZE: '500',
      DOWNLOAD_BATCH_PAUSE_MS: '300',
    });
    expect(config).toMatchObject({
      port: 9090,
      host: '0.0.0.0',
      databaseUrl: 'postgres://db/app',
      production: true,
      serverSecret: PRODUCTION_SECRET,
      passwordEncrypt: false,
      sessionTtlMinutes: 30,
      seed: false,
      downloads: { batchSize: 500, pauseMs: 300 },
    });
    expect(config.rateLimit.loginMax).toBe(5);
  });

  it('runs the telephony simulator only outside production and only for its own endpoint', () => {
    expect(runsTelephonySimulator(loadConfig({}))).toBe(true);
    const production = { NODE_ENV: 'production', SERVER_SECRET: PRODUCTION_SECRET };
    expect(loadConfig(production).sip.enabled).toBe(false);
    expect(runsTelephonySimulator(loadConfig({ ...production, SIP_ENABLED: 'true' }))).toBe(false);
    const real = loadConfig({ ...production, SIP_URL: 'wss://sip.example.com', SIP_DOMAIN: 'example.com' });
    expect(real.sip).toMatchObject({ enabled: true, url: 'wss://sip.example.com', domain: 'example.com' });
    expect(runsTelephonySimulator(real)).toBe(false);
    expect(runsTelephonySimulator(loadConfig({ SIP_URL: 'wss://sip.example.com' }))).toBe(false);
    expect(loadConfig({ SIP_ICE_SERVERS: '[{"urls":"stun:stun.example.com"}]' }).sip.iceServers).toEqual([
      { urls: 'stun:stun.example.com' },
    ]);
    expect(() => loadConfig({ SIP_ICE_SERVERS: '{"urls":1}' })).toThrow(/SIP_ICE_SERVERS/);
  });

  it('resolves relative paths against the directory the command was started in', () => {
    const config = loadConfig({ DATA_DIR: 'var/data', CONSOLE_DIST: '/srv/console', INIT_CWD: '/opt/app' });
    expect(config.dataDir).toBe('/opt/app/var/data');
    expect(config.consoleDist).toBe('/srv/console');
  });

  it('refuses values it cannot understand instead of guessing', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ PASSWORD_ENCRYPT: 'maybe' })).toThrow(/PASSWORD_ENCRYPT/);
    expect(() => loadConfig({ SESSION_TTL_MINUTES: '-5' })).toThrow(/SESSION_TTL_MINUTES/);
    expect(() => loadConfig({ DOWNLOAD_BATCH_PAUSE_MS: 'slow' })).toThrow(/DOWNLOAD_BATCH_PAUSE_MS/);
  });

  it('refuses to start in production without SERVER_SECRET, or with a short one', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SERVER_SECRET must be set in production/);
    expect(() => loadConfig({ NODE_ENV: 'production', SERVER_SECRET: 'short' })).toThrow(/at least 32 characters/);
    expect(loadConfig({}).serverSecret).toBe('');
  });
});
