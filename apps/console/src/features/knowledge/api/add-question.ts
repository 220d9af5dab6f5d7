import { type BodyOf, knowledgeApi } from '@console/contracts';
import { callApi } from '../../../shared/http/api-client.ts';
import { useKnowledgeChange } from './use-knowledge-change.ts';

export type QuestionBody = BodyOf<typeof knowledgeApi.addSingleQuestion>;

async function addQuestion(body: QuestionBody): Promise<void> {
  await callApi(knowledgeApi.addSingleQuestion, body);
}

/** 添加问题. */
export function useAddQuestion() {
  return useKnowledgeChange(addQuestion);
}
