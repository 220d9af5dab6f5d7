import { isDebug } from '../config/runtime-config.ts';

interface RequestFailure {
  url: string;
  code: number | string;
  message: string;
}

/** The token is a credential; it must not end up in logs or reports. */
function withoutToken(url: string): string {
  return url.replace(/([?&]token=)[^&#]*/, '$1***');
}

/**
 * Where failed requests are reported. The platform has no collector for console errors yet, so
 * the report goes to the browser console when config.debug is on and nowhere otherwise.
 */
export function reportRequestFailure(failure: RequestFailure): void {
  if (!isDebug()) return;
  console.warn('[request failed]', { ...failure, url: withoutToken(failure.url) });
}
