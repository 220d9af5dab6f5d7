import { knowledgeApi } from '@console/contracts';
import { callApi } from '../../../shared/http/api-client.ts';
import { useKnowledgeChange } from './use-knowledge-change.ts';

async function refreshKnowledgeBase(kbId: number): Promise<void> {
  await callApi(knowledgeApi.refresh, { kbId });
}

/** 刷新: the base is marked updated and its questions are read again. */
export function useRefreshKnowledgeBase() {
  return useKnowledgeChange(refreshKnowledgeBase);
}
