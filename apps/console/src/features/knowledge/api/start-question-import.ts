import { knowledgeApi } from '@console/contracts';
import { useMutation } from '@tanstack/react-query';
import { callApi, firstRow } from '../../../shared/http/api-client.ts';

async function startQuestionImport({ kbId, file }: { kbId: number; file: File }): Promise<number> {
  const form = new FormData();
  form.append('kbId', String(kbId));
  form.append('file', file);
  return firstRow(await callApi(knowledgeApi.batchtask, form)).id;
}

/** 批量添加 of questions: answers the import task's id, followed with useImportTask. */
export function useStartQuestionImport() {
  return useMutation({ mutationFn: startQuestionImport });
}
