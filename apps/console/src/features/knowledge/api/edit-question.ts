import { type BodyOf, knowledgeApi } from '@console/contracts';
import { callApi } from '../../../shared/http/api-client.ts';
import { useKnowledgeChange } from './use-knowledge-change.ts';

async function editQuestion(body: BodyOf<typeof knowledgeApi.editSingleQuestion>): Promise<void> {
  await callApi(knowledgeApi.editSingleQuestion, body);
}

/** 编辑问题: the answers keep their ids, the similar questions are replaced. */
export function useEditQuestion() {
  return useKnowledgeChange(editQuestion);
}
