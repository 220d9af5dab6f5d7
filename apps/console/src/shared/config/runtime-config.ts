import {
  DEFAULT_REPORT_TIME_ZONE,
  DEFAULT_SERVICE_PREFIXES,
  DOWNLOAD_FILES_PATH,
  limits,
  type RuntimeConfig,
  TALK_TIME_CALL_RESULTS,
} from '@console/contracts';

/**
 * The runtime configuration loaded at start-up. The app renders only after it is set, so code
 * running inside the app may read it synchronously.
 */
let current: RuntimeConfig | null = null;

export function setRuntimeConfig(config: RuntimeConfig): void {
  current = config;
}

export function getRuntimeConfig(): RuntimeConfig {
  if (!current) throw new Error('runtime config is not loaded yet');
  return current;
}

export function isDebug(): boolean {
  return current?.debug === true;
}

/** Missing keys get the defaults of the default install, so an older config file keeps working. */
export function withDefaults(config: Partial<RuntimeConfig>): RuntimeConfig {
  const service = { ...DEFAULT_SERVICE_PREFIXES, ...config.service };
  return {
    ...config,
    interfaceUrl: config.interfaceUrl ?? '',
    service,
    staticUrl: config.staticUrl ?? '',
    voiceUrl: config.voiceUrl ?? '',
    // Where the download service's signed file links live unless the file says otherwise.
    downUrl: config.downUrl ?? `${service.downloadCenterApi}${DOWNLOAD_FILES_PATH}`,
    flowUrl: config.flowUrl ?? '',
    debug: config.debug === true,
    system: config.system ?? { name: '', id: limits.defaultSystemId },
    permission: { special: false, ...config.permission },
    encrypt: config.encrypt !== false,
    // A config file without im settings predates real-time messaging: no connection then.
    im: { enabled: false, url: '', domain: '', ...config.im },
    // Likewise without sip settings: the agent desk cannot open a phone.
    sip: { enabled: false, url: '', domain: '', simulator: false, iceServers: [], ...config.sip },
    reportTimeZone: config.reportTimeZone || DEFAULT_REPORT_TIME_ZONE,
    callResult: Array.isArray(config.callResult) ? config.callResult.map(String) : [...TALK_TIME_CALL_RESULTS],
  };
}
