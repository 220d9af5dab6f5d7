import { type BodyOf, dictionaryApi } from '@console/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/http/api-client.ts';
import { knowledgeKeys } from './knowledge-keys.ts';

/** The terms containing the keyword, a page of them (the detail page's 搜索). */
export function useTermSearch(query: BodyOf<typeof dictionaryApi.queryByterm>, enabled: boolean) {
  return useQuery({
    queryKey: knowledgeKeys.termSearch(query),
    queryFn: ({ signal }) => callApi(dictionaryApi.queryByterm, query, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}
