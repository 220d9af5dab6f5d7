import {
  DOWNLOAD_PAGE_SIZE,
  DOWNLOAD_POLL_MS,
  DOWNLOAD_SYS_TYPE,
  type DownloadTaskRow,
  DownloadTaskStatus,
  downloadApi,
} from '@console/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { downloadTaskKeys } from '../../../shared/download-tasks/download-task-keys.ts';
import { type ApiResult, callApi } from '../../../shared/http/api-client.ts';

/** One page of the session's own download tasks, newest first (the server adds userId). */
async function getDownloadTasks(
  businessId: number,
  pageIndex: number,
  signal?: AbortSignal,
): Promise<ApiResult<DownloadTaskRow>> {
  const body = { pageIndex, pageSize: DOWNLOAD_PAGE_SIZE, businessId, sysType: DOWNLOAD_SYS_TYPE };
  return callApi(downloadApi.queryDownloadTask, body, { signal });
}

const downloadTasksQueryOptions = (businessId: number, pageIndex: number) =>
  queryOptions({
    queryKey: downloadTaskKeys.page(businessId, pageIndex),
    queryFn: ({ signal }) => getDownloadTasks(businessId, pageIndex, signal),
    enabled: businessId > 0,
  });

/** Queued, reading or writing: the task has no file yet. */
export function isDownloadRunning(status: number): boolean {
  return (
    status === DownloadTaskStatus.queued ||
    status === DownloadTaskStatus.querying ||
    status === DownloadTaskStatus.writing
  );
}

function runningCount(result: ApiResult<DownloadTaskRow> | undefined): number {
  return result?.rows.filter((row) => isDownloadRunning(row.taskStatus)).length ?? 0;
}

/**
 * A page of the open dropdown, refreshed every 3 s. The dropdown's content exists only while it is
 * open, so the list is polled while open and never in the background; the page on screen stays
 * while the next one loads.
 */
export function useDownloadTasks(businessId: number, pageIndex: number) {
  return useQuery({
    ...downloadTasksQueryOptions(businessId, pageIndex),
    refetchInterval: DOWNLOAD_POLL_MS,
    placeholderData: keepPreviousData,
  });
}

/**
 * The exports in progress among the newest tasks, for the header's badge: read once with the
 * shell, again when an export is added (which invalidates the tasks), and every 3 s only while
 * some are running, so an idle console sends nothing.
 */
export function useRunningDownloadCount(businessId: number): number {
  const { data } = useQuery({
    ...downloadTasksQueryOptions(businessId, 1),
    refetchInterval: (query) => (runningCount(query.state.data) > 0 ? DOWNLOAD_POLL_MS : false),
    select: runningCount,
  });
  return data ?? 0;
}
