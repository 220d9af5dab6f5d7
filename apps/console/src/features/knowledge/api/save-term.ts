import { type BodyOf, dictionaryApi } from '@console/contracts';
import { callApi } from '../../../shared/http/api-client.ts';
import { useKnowledgeChange } from './use-knowledge-change.ts';

async function saveTerm(body: BodyOf<typeof dictionaryApi.addSingle>): Promise<void> {
  await callApi(dictionaryApi.addSingle, body);
}

/** 单个添加, or with the term's id its 编辑. */
export function useSaveTerm() {
  return useKnowledgeChange(saveTerm);
}
