import { accountApi, DEFAULT_SERVICE_PREFIXES } from '@console/contracts';
import { describe, expect, it } from 'vitest';
import { withDefaults } from '../config/runtime-config.ts';
import { buildApiUrl } from './api-url.ts';

const sameOrigin = withDefaults({ interfaceUrl: '' });

describe('buildApiUrl', () => {
  it('joins interfaceUrl, the service prefix and the path', () => {
    const config = withDefaults({
      interfaceUrl: 'https://api.example.com/',
      service: { ...DEFAULT_SERVICE_PREFIXES, uc: '/gateway/uc/' },
    });
    expect(buildApiUrl(accountApi.login, {}, config)).toBe('https://api.example.com/gateway/uc/api/v1/account/login');
  });

  it('stays on the console origin when interfaceUrl is empty', () => {
    expect(buildApiUrl(accountApi.logout, {}, sameOrigin)).toBe('/uc/api/v1/account/logout');
  });

  it('fills {businessId} and adds the token as a query parameter', () => {
    const url = buildApiUrl(accountApi.queryAccountInfo, { businessId: 10000, token: 'a b&c' }, sameOrigin);
    expect(url).toBe('/uc/api/v1/account/10000/queryAccountInfo?token=a+b%26c');
  });

  it('fills {traceId} with the account', () => {
    const endpoint = { service: 'sdk', path: '/api/v1/{businessId}/trace/{traceId}' } as const;
    expect(buildApiUrl(endpoint, { businessId: 1, traceId: '13800000000' }, sameOrigin)).toBe(
      '/sdk/api/v1/1/trace/13800000000',
    );
  });

  it('encodes query values, skips undefined ones and puts the token last', () => {
    const url = buildApiUrl(
      accountApi.createImgCode,
      { query: { clientId: 'c1', type: '1', t: 42, skipped: undefined }, token: 'tk' },
      sameOrigin,
    );
    expect(url).toBe('/uc/api/v1/account/createImgCode?clientId=c1&type=1&t=42&token=tk');
  });

  it('falls back to the default prefix of a service the config does not list', () => {
    const config = { ...sameOrigin, service: {} as typeof sameOrigin.service };
    expect(buildApiUrl(accountApi.login, {}, config)).toBe('/uc/api/v1/account/login');
  });
});
