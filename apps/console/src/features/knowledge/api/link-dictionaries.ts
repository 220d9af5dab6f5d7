import { knowledgeApi } from '@console/contracts';
import { callApi } from '../../../shared/http/api-client.ts';
import { useKnowledgeChange } from './use-knowledge-change.ts';

/** The links to add and to remove between what was linked and what is chosen now. */
export function linkChanges(linked: readonly number[], chosen: readonly number[]) {
  return {
    added: chosen.filter((id) => !linked.includes(id)),
    removed: linked.filter((id) => !chosen.includes(id)),
  };
}

/** 保存: one adddicrelation per non-empty set, the removal with deleted 1; nothing when both are empty. */
async function linkDictionaries({ kbId, added, removed }: { kbId: number; added: number[]; removed: number[] }) {
  if (added.length > 0) await callApi(knowledgeApi.adddicrelation, { id: kbId, dicIds: added });
  if (removed.length > 0) await callApi(knowledgeApi.adddicrelation, { id: kbId, dicIds: removed, deleted: 1 });
}

export function useLinkDictionaries() {
  return useKnowledgeChange(linkDictionaries);
}
