import { knowledgeApi } from '@console/contracts';
import { callApi } from '../../../shared/http/api-client.ts';
import { useKnowledgeChange } from './use-knowledge-change.ts';

async function submitKnowledgeReview(kbId: number): Promise<void> {
  await callApi(knowledgeApi.commitKbToReview, { kbId });
}

/** 提交审核: the base is locked (state 2) until the platform reviews it. */
export function useSubmitKnowledgeReview() {
  return useKnowledgeChange(submitKnowledgeReview);
}
