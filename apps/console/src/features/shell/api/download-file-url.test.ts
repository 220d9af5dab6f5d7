import { DEFAULT_SERVICE_PREFIXES } from '@console/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { setRuntimeConfig, withDefaults } from '../../../shared/config/runtime-config.ts';
import { downloadFileUrl } from './download-file-url.ts';

afterEach(() => setRuntimeConfig(withDefaults({})));

describe('downloadFileUrl', () => {
  it('puts the row path behind interfaceUrl and the download service prefix, with the token last', () => {
    setRuntimeConfig(
      withDefaults({
        interfaceUrl: 'https://api.example.com/',
        service: { ...DEFAULT_SERVICE_PREFIXES, downloadCenterApi: '/gateway/download/' },
      }),
    );
    expect(downloadFileUrl('/api/v1/task/10000/downloadFile?id=42', { token: 'a b&c' })).toBe(
      'https://api.example.com/gateway/download/api/v1/task/10000/downloadFile?id=42&token=a+b%26c',
    );
  });

  it('stays on the console origin with the default prefix', () => {
    setRuntimeConfig(withDefaults({ interfaceUrl: '' }));
    expect(downloadFileUrl('/api/v1/task/10000/downloadFile?id=7', { token: 't' })).toBe(
      `${DEFAULT_SERVICE_PREFIXES.downloadCenterApi}/api/v1/task/10000/downloadFile?id=7&token=t`,
    );
  });
});
