import { type KnowledgeAnswerRow, knowledgeApi } from '@console/contracts';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../shared/http/api-client.ts';
import { experienceLine } from './analyze-line.ts';

async function findAnswer({ kbId, content }: { kbId: number; content: string }): Promise<KnowledgeAnswerRow | null> {
  return (await callApi(knowledgeApi.queryByOr, experienceLine(kbId, content))).rows[0] ?? null;
}

/** 体验: the base's answer to a line; null when no question is similar enough. */
export function useFindAnswer() {
  return useMutation({ mutationFn: findAnswer });
}
