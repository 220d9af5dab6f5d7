import { dictionaryApi } from '@console/contracts';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/http/api-client.ts';
import { knowledgeKeys } from './knowledge-keys.ts';

/** Every dictionary of the enterprise, `selected` 1 where linked to the base (关联相近词库). */
export function useDictionaryLinks(kbId: number) {
  return useQuery({
    queryKey: knowledgeKeys.dictionaryLinks(kbId),
    queryFn: async ({ signal }) =>
      (await callApi(dictionaryApi.queryDicList, { pageSize: 500, pageIndex: 1, kbId }, { signal })).rows,
  });
}
