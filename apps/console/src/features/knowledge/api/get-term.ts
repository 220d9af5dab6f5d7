import { dictionaryApi } from '@console/contracts';
import { useQuery } from '@tanstack/react-query';
import { callApi, firstRow } from '../../../shared/http/api-client.ts';
import { knowledgeKeys } from './knowledge-keys.ts';

/** A term with its synonyms, for 编辑. */
export function useTerm(dicId: number, id: number | undefined) {
  return useQuery({
    queryKey: knowledgeKeys.term(dicId, id ?? 0),
    queryFn: async ({ signal }) =>
      firstRow(await callApi(dictionaryApi.queryDetail, { dicId, id: id ?? 0 }, { signal })),
    enabled: id !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}
