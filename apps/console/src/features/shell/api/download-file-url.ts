import { getRuntimeConfig } from '../../../shared/config/runtime-config.ts';

/**
 * The link of a finished file: interfaceUrl + config downUrl + the row's filePath, a signed link
 * the server answers without the session token, so a plain `<a href>` downloads it.
 */
export function downloadFileUrl(filePath: string): string {
  const { interfaceUrl, downUrl } = getRuntimeConfig();
  const base = `${(interfaceUrl ?? '').replace(/\/+$/, '')}${downUrl.replace(/\/+$/, '')}`;
  return `${base}${filePath}`;
}
