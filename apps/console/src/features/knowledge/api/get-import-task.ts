import { ImportStatus, knowledgeApi } from '@console/contracts';
import { useQuery } from '@tanstack/react-query';
import { callApi, firstRow } from '../../../shared/http/api-client.ts';
import { knowledgeKeys } from './knowledge-keys.ts';

/** How often a running import is asked for its progress (modules-spec 3.5). */
export const IMPORT_POLL_MS = 3_000;

/** An import task's progress: read every 3 s while it runs (status 1), then no more. */
export function useImportTask(id: number | undefined) {
  return useQuery({
    queryKey: knowledgeKeys.importTask(id ?? 0),
    queryFn: async ({ signal }) => firstRow(await callApi(knowledgeApi.queryTask, { id: id ?? 0 }, { signal })),
    enabled: id !== undefined,
    refetchInterval: (query) =>
      query.state.data === undefined || query.state.data.status === ImportStatus.running ? IMPORT_POLL_MS : false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
