import { downloadApi, type SessionUser } from '@console/contracts';
import { buildApiUrl } from '../../../shared/http/api-url.ts';

/**
 * The link of a finished file (downloadFile, GET): the row's filePath (with ?id=) behind
 * interfaceUrl and the download service's prefix, with the session's token, since a plain link
 * sends no header.
 */
export function downloadFileUrl(filePath: string, user: Pick<SessionUser, 'token'>): string {
  const queryStart = filePath.indexOf('?');
  const path = queryStart < 0 ? filePath : filePath.slice(0, queryStart);
  const search = queryStart < 0 ? '' : filePath.slice(queryStart + 1);
  return buildApiUrl(
    { service: downloadApi.downloadFile.service, path },
    { token: user.token, query: Object.fromEntries(new URLSearchParams(search)) },
  );
}
