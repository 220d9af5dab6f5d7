import { knowledgeApi } from '@console/contracts';
import { useQuery } from '@tanstack/react-query';
import { callApi, firstRow } from '../../../shared/http/api-client.ts';
import { knowledgeKeys } from './knowledge-keys.ts';

/** A question with its similar questions and answers, for 编辑问题. */
export function useQuestionDetail(id: number | undefined) {
  return useQuery({
    queryKey: knowledgeKeys.question(id ?? 0),
    queryFn: async ({ signal }) => firstRow(await callApi(knowledgeApi.questionDetail, { id: id ?? 0 }, { signal })),
    enabled: id !== undefined,
    // The dialog owns the question once loaded; reading it again would overwrite what is typed.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}
