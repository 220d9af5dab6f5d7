import { ScriptStatus, speechApi } from '@console/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/http/api-client.ts';
import { taskKeys } from './task-keys.ts';
import { TASK_SYS_TYPE } from './task-owner.ts';

/** The first list before anything is typed, then 10 per search (modules-spec 4.3). */
const INITIAL_PAGE_SIZE = 50;
const SEARCH_PAGE_SIZE = 10;

/** 话术 of the task dialog: published scripts (a task runs a published version) whose name contains the typed text. */
export function usePublishedScripts(name: string) {
  return useQuery({
    queryKey: taskKeys.scripts(name),
    queryFn: async ({ signal }) => {
      const pageSize = name ? SEARCH_PAGE_SIZE : INITIAL_PAGE_SIZE;
      const body = { name, status: ScriptStatus.published, pageIndex: 1, pageSize, sysType: TASK_SYS_TYPE };
      return (await callApi(speechApi.querySpeechSkill, body, { signal })).rows;
    },
    placeholderData: keepPreviousData,
  });
}
