import type { RuntimeConfig } from '@console/contracts';
import type {
  CallEventListener,
  CallEventName,
  CallOutOptions,
  CallSnapshot,
  MediaStats,
  SdkCode,
  SdkResult,
  SdkUser,
  TokenLogin,
} from '@console/softphone';

/**
 * The part of the SDK's Softphone the desk uses. Only types come from the SDK here, so the page's
 * own chunk stays free of JsSIP; the SDK itself is imported when the page mounts.
 */
export interface DeskSoftphone {
  login(options: TokenLogin): Promise<SdkResult<SdkUser>>;
  start(): Promise<SdkResult>;
  close(): Promise<SdkResult>;
  callOut(options: CallOutOptions): Promise<SdkResult<unknown>>;
  answer(): Promise<SdkResult>;
  hangup(): Promise<SdkResult>;
  getCall(): CallSnapshot | undefined;
  mediaStats(): Promise<MediaStats | undefined>;
  on(name: CallEventName, listener: CallEventListener): void;
  off(name: CallEventName, listener?: CallEventListener): void;
  readonly phoneState: 'closed' | 'open';
  destroy(): Promise<void>;
}

/** Creates the page's Softphone from the runtime config; tests pass a fake one through this seam. */
export type LoadSoftphone = (config: RuntimeConfig) => Promise<DeskSoftphone>;

/** SdkErrorCode.SUCCESS, typed against the SDK's codes without importing the SDK's code. */
const SDK_SUCCESS: SdkCode = '000000';

export function isSdkSuccess(result: { code: string }): boolean {
  return result.code === SDK_SUCCESS;
}

/** The browser SDK (JsSIP and the messaging client), loaded only when the desk opens. */
export const loadBrowserSoftphone: LoadSoftphone = async (config) => {
  const { createBrowserSoftphone } = await import('@console/softphone');
  return createBrowserSoftphone({
    baseUrl: config.interfaceUrl,
    servicePrefix: config.service.sdk,
    sip: { url: config.sip.url, domain: config.sip.domain, iceServers: config.sip.iceServers },
    im: { url: config.im.url, domain: config.im.domain, enabled: config.im.enabled },
  });
};
