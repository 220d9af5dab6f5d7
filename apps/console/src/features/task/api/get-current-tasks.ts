import { taskApi } from '@console/contracts';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/http/api-client.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { taskKeys } from './task-keys.ts';
import { TASK_SYS_TYPE, taskOwnerOf } from './task-owner.ts';

/** The dialer moves tasks on by itself; the page re-reads them this often while it is open (4.2). */
export const CURRENT_TASKS_POLL_MS = 10_000;
/** The current list is one page of this many cards (modules-spec 4.1). */
const CURRENT_TASKS_PAGE_SIZE = 50;

/** 当前任务: the tasks not finished or deleted, polled while a component uses them. */
export function useCurrentTasks() {
  const businessId = useSessionStore((state) => state.user?.business.id ?? 0);
  const accountId = useSessionStore((state) => taskOwnerOf(state.user));
  return useQuery({
    queryKey: taskKeys.current(businessId, accountId),
    queryFn: async ({ signal }) => {
      const body = { sysType: TASK_SYS_TYPE, accountId, pageIndex: 1, pageSize: CURRENT_TASKS_PAGE_SIZE };
      return (await callApi(taskApi.searchTaskList, body, { signal })).rows;
    },
    enabled: businessId > 0,
    refetchInterval: CURRENT_TASKS_POLL_MS,
  });
}
