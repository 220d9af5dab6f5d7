import { type BodyOf, dictionaryApi } from '@console/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/http/api-client.ts';
import { knowledgeKeys } from './knowledge-keys.ts';

/** 相似词典: a page of the enterprise's dictionaries, read again whenever the page opens. */
export function useDictionaries(query: BodyOf<typeof dictionaryApi.queryDicList>) {
  return useQuery({
    queryKey: knowledgeKeys.dictionaries(query),
    queryFn: ({ signal }) => callApi(dictionaryApi.queryDicList, query, { signal }),
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
  });
}
