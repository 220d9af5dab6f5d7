import { knowledgeApi } from '@console/contracts';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/http/api-client.ts';
import { teamKeys } from './team-keys.ts';

/** Every knowledge base of the enterprise: a group's 知识库 and 常用语 choose from them. */
export function useKnowledgeBaseOptions(enabled: boolean) {
  return useQuery({
    queryKey: teamKeys.knowledgeBases,
    queryFn: async ({ signal }) =>
      (await callApi(knowledgeApi.querylistByBus, { pageIndex: 1, pageSize: 1000 }, { signal })).rows,
    enabled,
    select: (rows) => rows.map((row) => ({ value: row.id, label: row.cname })),
  });
}
