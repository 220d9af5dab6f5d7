import { type BodyOf, knowledgeApi } from '@console/contracts';
import { callApi } from '../../../shared/http/api-client.ts';
import { useKnowledgeChange } from './use-knowledge-change.ts';

async function deleteQuestions(body: BodyOf<typeof knowledgeApi.deleteQuestionByIds>): Promise<void> {
  await callApi(knowledgeApi.deleteQuestionByIds, body);
}

/** 删除 of one question, or of the selected ones. */
export function useDeleteQuestions() {
  return useKnowledgeChange(deleteQuestions);
}
