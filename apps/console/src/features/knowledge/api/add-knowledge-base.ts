import { knowledgeApi } from '@console/contracts';
import { callApi, firstRow } from '../../../shared/http/api-client.ts';
import { useKnowledgeChange } from './use-knowledge-change.ts';

async function addKnowledgeBase(cname: string): Promise<number> {
  return firstRow(await callApi(knowledgeApi.addKnow, { cname })).id;
}

/** 添加知识点: answers the new base's id. */
export function useAddKnowledgeBase() {
  return useKnowledgeChange(addKnowledgeBase);
}
