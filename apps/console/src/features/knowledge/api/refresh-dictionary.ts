import { dictionaryApi } from '@console/contracts';
import { callApi } from '../../../shared/http/api-client.ts';
import { useKnowledgeChange } from './use-knowledge-change.ts';

async function refreshDictionary(dicId: number): Promise<void> {
  await callApi(dictionaryApi.addTask, { dicId });
}

/** 刷新词典: the dictionary is marked updated and its terms are read again. */
export function useRefreshDictionary() {
  return useKnowledgeChange(refreshDictionary);
}
