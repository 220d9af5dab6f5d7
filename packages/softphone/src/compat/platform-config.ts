import { ORIGINAL_CONFIG_PATH, type OriginalConfigKeys, type RuntimeConfig } from '@console/contracts';
import type { BrowserSoftphoneConfig } from '../browser.ts';

/** What the compatibility script reads of the platform's config.json. */
type PlatformConfig = Pick<RuntimeConfig, 'service'> & Pick<OriginalConfigKeys, 'fsConfig' | 'im'>;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * The original script's settings as our softphone takes them. fsConfig.socketURL has no scheme
 * (the original prefixed one): wss for a platform on https, ws otherwise, since browsers refuse
 * ws:// from a secure page. The addresses in the file are absolute, because the page that loads
 * the script is on another host than the platform.
 */
export function softphoneConfigOf(config: unknown, baseUrl: string): BrowserSoftphoneConfig {
  if (!isObject(config)) throw new Error('config is null');
  const { fsConfig, im, service } = config as Partial<PlatformConfig>;
  if (!isObject(fsConfig) || typeof fsConfig.socketURL !== 'string' || typeof fsConfig.sipURI !== 'string') {
    throw new Error('config.json has no fsConfig');
  }
  const scheme = baseUrl.startsWith('https:') ? 'wss' : 'ws';
  return {
    baseUrl,
    servicePrefix: isObject(service) && typeof service.sdk === 'string' ? service.sdk : undefined,
    sip: {
      url: `${scheme}://${fsConfig.socketURL}`,
      domain: fsConfig.sipURI.replace(/^@/, ''),
      iceServers: Array.isArray(fsConfig.iceURL) ? fsConfig.iceURL : [],
    },
    im:
      isObject(im) && typeof im.serverUrl === 'string'
        ? { url: im.serverUrl, domain: String(im.domain ?? ''), enabled: im.enabled === true }
        : undefined,
  };
}

/** Fetches the platform's config.json (CORS allows the integrator's origin) and maps it. */
export async function loadPlatformConfig(
  baseUrl: string,
  fetchImpl = globalThis.fetch,
): Promise<BrowserSoftphoneConfig> {
  const response = await fetchImpl(`${baseUrl}${ORIGINAL_CONFIG_PATH}/config.json`, { cache: 'no-store' });
  if (!response.ok) throw new Error(`config.json answered HTTP ${response.status}`);
  return softphoneConfigOf(await response.json(), baseUrl);
}
