import { dictionaryApi } from '@console/contracts';
import { callApi } from '../../../shared/http/api-client.ts';
import { useKnowledgeChange } from './use-knowledge-change.ts';

async function deleteTerms({ dicId, ids }: { dicId: number; ids: number[] }): Promise<void> {
  await callApi(dictionaryApi.delDicbyids, { dicId, ids });
}

/** 删除 of one term, or of the selected ones. */
export function useDeleteTerms() {
  return useKnowledgeChange(deleteTerms);
}
