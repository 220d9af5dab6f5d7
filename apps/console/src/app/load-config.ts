import { DEFAULT_SERVICE_PREFIXES, limits, type RuntimeConfig } from '@console/contracts';

/**
 * Reads /config/config.json, which operators edit on the server without rebuilding the console.
 * The t parameter defeats caches so an edit takes effect on the next page load. Missing keys get
 * the defaults of the default install, so an older config file keeps working.
 */
export async function loadRuntimeConfig(origin = ''): Promise<RuntimeConfig> {
  let response: Response;
  try {
    response = await fetch(`${origin}/config/config.json?t=${Date.now()}`, { cache: 'no-store' });
  } catch (error) {
    console.error('config load error', error);
    throw error;
  }
  if (!response.ok) {
    const error = new Error(`config load error: HTTP ${response.status}`);
    console.error('config load error', error);
    throw error;
  }
  const text = await response.text();
  let parsed: unknown = null;
  if (text.trim() !== '') {
    try {
      parsed = JSON.parse(text);
    } catch (error) {
      console.error('config parse error', error);
      throw error;
    }
  }
  if (parsed === null || typeof parsed !== 'object' || Object.keys(parsed).length === 0) {
    console.error('config is null');
    throw new Error('config is null');
  }
  return withDefaults(parsed as Partial<RuntimeConfig>);
}

export function withDefaults(config: Partial<RuntimeConfig>): RuntimeConfig {
  return {
    ...config,
    interfaceUrl: config.interfaceUrl ?? '',
    service: { ...DEFAULT_SERVICE_PREFIXES, ...config.service },
    staticUrl: config.staticUrl ?? '',
    voiceUrl: config.voiceUrl ?? '',
    downUrl: config.downUrl ?? '',
    flowUrl: config.flowUrl ?? '',
    debug: config.debug === true,
    system: config.system ?? { name: '', id: limits.defaultSystemId },
    permission: { special: false, ...config.permission },
    encrypt: config.encrypt !== false,
    // A config file without im settings predates real-time messaging: no connection then.
    im: { enabled: false, url: '', domain: '', ...config.im },
    // Likewise without sip settings: the agent desk cannot open a phone.
    sip: { enabled: false, url: '', domain: '', simulator: false, iceServers: [], ...config.sip },
  };
}
