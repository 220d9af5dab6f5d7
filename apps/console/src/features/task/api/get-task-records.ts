import { type BodyOf, taskApi } from '@console/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/http/api-client.ts';
import { taskKeys } from './task-keys.ts';

export type TaskRecordsQuery = BodyOf<typeof taskApi.queryTaskDataReport> & { taskId: number };

/**
 * A page of the task's call records with the page's filters (modules-spec 4.6); `search` counts
 * the page's searches, each of which reads the records again.
 */
export function useTaskRecords(query: TaskRecordsQuery, search: number) {
  return useQuery({
    queryKey: taskKeys.records(query, search),
    queryFn: ({ signal }) => callApi(taskApi.queryTaskDataReport, query, { signal }),
    placeholderData: keepPreviousData,
    enabled: query.taskId > 0,
  });
}
