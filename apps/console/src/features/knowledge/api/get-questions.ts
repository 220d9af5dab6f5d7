import { type BodyOf, knowledgeApi } from '@console/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/http/api-client.ts';
import { knowledgeKeys } from './knowledge-keys.ts';

/** A page of a base's questions with their three answers. */
export function useQuestions(query: BodyOf<typeof knowledgeApi.queryQuestionList>) {
  return useQuery({
    queryKey: knowledgeKeys.questions(query),
    queryFn: ({ signal }) => callApi(knowledgeApi.queryQuestionList, query, { signal }),
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
  });
}
