import { knowledgeApi } from '@console/contracts';
import { useMutation } from '@tanstack/react-query';
import { callApi, firstRow } from '../../../shared/http/api-client.ts';

async function questionTemplatePath(): Promise<string> {
  return firstRow(await callApi(knowledgeApi.exportTemplate, {})).path;
}

/** 下载批量添加模板 of questions: where the template is, below config staticUrl. */
export function useQuestionTemplatePath() {
  return useMutation({ mutationFn: questionTemplatePath });
}
