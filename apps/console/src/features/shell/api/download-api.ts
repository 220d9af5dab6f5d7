import {
  type BodyOf,
  DOWNLOAD_PAGE_SIZE,
  DOWNLOAD_SYS_TYPE,
  type DownloadTaskRow,
  downloadApi,
  type SessionUser,
} from '@console/contracts';
import { type ApiResult, callApi } from '../../../shared/http/api-client.ts';
import { buildApiUrl } from '../../../shared/http/api-url.ts';

/** One page of the session's own download tasks, newest first (the server adds userId). */
export async function fetchDownloadTasks(
  businessId: number,
  pageIndex: number,
  signal?: AbortSignal,
): Promise<ApiResult<DownloadTaskRow>> {
  const body: BodyOf<typeof downloadApi.queryDownloadTask> = {
    pageIndex,
    pageSize: DOWNLOAD_PAGE_SIZE,
    businessId,
    sysType: DOWNLOAD_SYS_TYPE,
  };
  return callApi(downloadApi.queryDownloadTask, body, { signal });
}

/** Cancels a running task, or removes a finished one together with its file. */
export async function deleteDownloadTask(id: number): Promise<void> {
  const body: BodyOf<typeof downloadApi.deleteDownloadTask> = { id };
  await callApi(downloadApi.deleteDownloadTask, body);
}

/**
 * The link of a finished file: the row's filePath (downloadFile with ?id=) behind interfaceUrl and
 * the download service's prefix, with the session's token, since a plain link sends no header.
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

export const downloadQueryKeys = {
  all: ['shell', 'downloadTasks'] as const,
  page: (businessId: number, pageIndex: number) => ['shell', 'downloadTasks', businessId, pageIndex] as const,
};
