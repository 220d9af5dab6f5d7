import { type BodyOf, dictionaryApi } from '@console/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/http/api-client.ts';
import { knowledgeKeys } from './knowledge-keys.ts';

/** The dictionary with a page of its terms (the detail page without a search). */
export function useDictionaryDetail(query: BodyOf<typeof dictionaryApi.queryDicDetail>, enabled = true) {
  return useQuery({
    queryKey: knowledgeKeys.dictionary(query),
    queryFn: async ({ signal }) => {
      const { rows, totalCount } = await callApi(dictionaryApi.queryDicDetail, query, { signal });
      return { dictionary: rows[0], totalCount };
    },
    placeholderData: keepPreviousData,
    enabled,
  });
}
