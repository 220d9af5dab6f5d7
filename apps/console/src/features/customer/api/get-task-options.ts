import { isMaster, taskApi } from '@console/contracts';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/http/api-client.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { customerKeys } from './customer-keys.ts';

/** The calling tasks' system (spec section 9: default system id 2). */
const TASK_SYS_TYPE = 2;

/** 外呼任务: the history's tasks whose name contains `name` (a member's own, the server says). */
export function useTaskOptions(name: string, enabled = true) {
  const user = useSessionStore((state) => state.user);
  const accountId = !user || isMaster(user) ? '' : user.id;
  return useQuery({
    queryKey: customerKeys.tasks(name),
    queryFn: async ({ signal }) => {
      const { rows } = await callApi(
        taskApi.searchHistoryTaskList,
        { sysType: TASK_SYS_TYPE, accountId, taskName: name, pageIndex: 1, pageSize: 20 },
        { signal },
      );
      return rows.map((task) => ({ value: task.taskId, label: task.name }));
    },
    enabled,
    staleTime: 60_000,
  });
}
