import { knowledgeApi } from '@console/contracts';
import { callApi } from '../../../shared/http/api-client.ts';
import { useKnowledgeChange } from './use-knowledge-change.ts';

async function deleteKnowledgeBase(id: number): Promise<void> {
  await callApi(knowledgeApi.deleteKnowledgeByIds, { ids: [id] });
}

/** 删除 of a base with its categories, questions and dictionary links. */
export function useDeleteKnowledgeBase() {
  return useKnowledgeChange(deleteKnowledgeBase);
}
