import { dictionaryApi } from '@console/contracts';
import { useMutation } from '@tanstack/react-query';
import { callApi, firstRow } from '../../../shared/http/api-client.ts';

async function termTemplatePath(): Promise<string> {
  return firstRow(await callApi(dictionaryApi.exportKnow, {})).path;
}

/** 下载批量添加模板 of terms: where the template is, below config staticUrl. */
export function useTermTemplatePath() {
  return useMutation({ mutationFn: termTemplatePath });
}
