import { dictionaryApi } from '@console/contracts';
import { callApi } from '../../../shared/http/api-client.ts';
import { useKnowledgeChange } from './use-knowledge-change.ts';

async function deleteDictionary(dicId: number): Promise<void> {
  await callApi(dictionaryApi.delDict, { dicId });
}

/** 删除 of a dictionary with its terms and links. */
export function useDeleteDictionary() {
  return useKnowledgeChange(deleteDictionary);
}
