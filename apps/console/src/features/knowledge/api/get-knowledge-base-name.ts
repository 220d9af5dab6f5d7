import { knowledgeApi } from '@console/contracts';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/http/api-client.ts';
import { knowledgeKeys } from './knowledge-keys.ts';

/** A base's name for the detail page's heading: the route carries only its id and state. */
export function useKnowledgeBaseName(kbId: number) {
  return useQuery({
    queryKey: knowledgeKeys.baseNames,
    queryFn: async ({ signal }) =>
      (await callApi(knowledgeApi.querylistByBus, { pageIndex: 1, pageSize: 1000 }, { signal })).rows,
    select: (bases) => bases.find((base) => base.id === kbId)?.cname,
  });
}
