import { describe, expect, it, vi } from 'vitest';
import { loadPlatformConfig, softphoneConfigOf } from './platform-config.ts';

/** /static/config/config.json as the platform serves it (the keys the original script reads). */
const served = {
  service: { sdk: '/sdk' },
  fsConfig: { socketURL: 'platform.example:8443/sip-ws', sipURI: '@console.local', iceURL: [{ urls: 'stun:s:3478' }] },
  im: {
    enabled: true,
    url: '/xmpp-websocket',
    domain: 'console.local',
    serverUrl: 'wss://platform.example:8443/xmpp-websocket',
  },
};

describe('softphoneConfigOf', () => {
  it('maps the original keys onto the browser softphone, wss for a platform on https', () => {
    expect(softphoneConfigOf(served, 'https://platform.example:8443')).toEqual({
      baseUrl: 'https://platform.example:8443',
      servicePrefix: '/sdk',
      sip: {
        url: 'wss://platform.example:8443/sip-ws',
        domain: 'console.local',
        iceServers: [{ urls: 'stun:s:3478' }],
      },
      im: { url: 'wss://platform.example:8443/xmpp-websocket', domain: 'console.local', enabled: true },
    });
  });

  it('ws for a platform on http; without im there is no presence', () => {
    const { im: _im, ...withoutIm } = served;
    const config = softphoneConfigOf(withoutIm, 'http://127.0.0.1:8080');
    expect(config.sip.url).toBe('ws://platform.example:8443/sip-ws');
    expect(config.im).toBeUndefined();
  });

  it.each([
    [null, 'config is null'],
    ['text', 'config is null'],
    [{ service: {} }, 'config.json has no fsConfig'],
    [{ fsConfig: { socketURL: 1, sipURI: '@x' } }, 'config.json has no fsConfig'],
  ])('%j is refused: %s', (config, message) => {
    expect(() => softphoneConfigOf(config, 'http://127.0.0.1')).toThrow(message);
  });
});

describe('loadPlatformConfig', () => {
  it('fetches the original config path of the platform, uncached', async () => {
    const fetch = vi.fn(async () => Response.json(served));
    const config = await loadPlatformConfig('https://platform.example:8443', fetch);
    expect(fetch).toHaveBeenCalledWith('https://platform.example:8443/static/config/config.json', {
      cache: 'no-store',
    });
    expect(config.sip.domain).toBe('console.local');
  });

  it('an error status is an error', async () => {
    const fetch = vi.fn(async () => new Response('', { status: 503 }));
    await expect(loadPlatformConfig('https://platform.example', fetch)).rejects.toThrow('HTTP 503');
  });
});
