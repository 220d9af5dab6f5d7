import { type BodyOf, knowledgeApi } from '@console/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/http/api-client.ts';
import { knowledgeKeys } from './knowledge-keys.ts';

/** 知识库: a page of the enterprise's knowledge bases, read again whenever the page opens. */
export function useKnowledgeBases(query: BodyOf<typeof knowledgeApi.queryKnowList>) {
  return useQuery({
    queryKey: knowledgeKeys.bases(query),
    queryFn: ({ signal }) => callApi(knowledgeApi.queryKnowList, query, { signal }),
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
  });
}
