import { afterEach, describe, expect, it } from 'vitest';
import { setRuntimeConfig, withDefaults } from '../../../shared/config/runtime-config.ts';
import { downloadFileUrl } from './download-file-url.ts';

afterEach(() => setRuntimeConfig(withDefaults({})));

const SIGNED = '/42/%E6%8A%A5%E8%A1%A8.xlsx?expires=1764000000&sig=ab12';

describe('downloadFileUrl', () => {
  it('puts the signed path behind interfaceUrl and downUrl, with no token', () => {
    setRuntimeConfig(withDefaults({ interfaceUrl: 'https://api.example.com/', downUrl: '/gateway/download/files/' }));
    expect(downloadFileUrl(SIGNED)).toBe(`https://api.example.com/gateway/download/files${SIGNED}`);
  });

  it('stays on the console origin by default', () => {
    setRuntimeConfig(withDefaults({ interfaceUrl: '', downUrl: '/download/files' }));
    expect(downloadFileUrl(SIGNED)).toBe(`/download/files${SIGNED}`);
  });
});
