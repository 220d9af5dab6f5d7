import { type BodyOf, knowledgeApi } from '@console/contracts';
import { callApi, firstRow } from '../../../shared/http/api-client.ts';
import { useKnowledgeChange } from './use-knowledge-change.ts';

async function addTag(body: BodyOf<typeof knowledgeApi.addTag>): Promise<number> {
  return firstRow(await callApi(knowledgeApi.addTag, body)).id;
}

/** 新建分类: answers the new category's id. */
export function useAddTag() {
  return useKnowledgeChange(addTag);
}
