import { type BodyOf, taskApi } from '@console/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/http/api-client.ts';
import { taskKeys } from './task-keys.ts';

export type HistoryQuery = BodyOf<typeof taskApi.searchHistoryTaskList>;

/** 历史任务: a page of every task, finished and deleted ones included. */
export function useHistoryTasks(query: HistoryQuery) {
  return useQuery({
    queryKey: taskKeys.history(query),
    queryFn: ({ signal }) => callApi(taskApi.searchHistoryTaskList, query, { signal }),
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
  });
}
