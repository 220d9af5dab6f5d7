import { dictionaryApi } from '@console/contracts';
import { callApi, firstRow } from '../../../shared/http/api-client.ts';
import { useKnowledgeChange } from './use-knowledge-change.ts';

async function addDictionary(cname: string): Promise<number> {
  return firstRow(await callApi(dictionaryApi.addDict, { cname })).id;
}

/** 新建词库: answers the new dictionary's id. */
export function useAddDictionary() {
  return useKnowledgeChange(addDictionary);
}
