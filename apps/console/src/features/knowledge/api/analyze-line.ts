import { knowledgeApi } from '@console/contracts';
import { useMutation } from '@tanstack/react-query';
import { callApi, firstRow } from '../../../shared/http/api-client.ts';

/** The body the original client sends with every 体验 line. */
export const experienceLine = (kbId: number, content: string) => ({
  content,
  kbName: kbId,
  threshold: 0,
  analyzed: 1 as const,
  source: 1,
});

async function analyzeLine({ kbId, content }: { kbId: number; content: string }): Promise<string> {
  return firstRow(await callApi(knowledgeApi.analyze, experienceLine(kbId, content))).analyzed;
}

/** 体验: the words of a line as the dialogue engine segments it. */
export function useAnalyzeLine() {
  return useMutation({ mutationFn: analyzeLine });
}
