import { dictionaryApi } from '@console/contracts';
import { useMutation } from '@tanstack/react-query';
import { callApi, firstRow } from '../../../shared/http/api-client.ts';

async function startTermImport({ dicId, file }: { dicId: number; file: File }): Promise<number> {
  const form = new FormData();
  form.append('dicId', String(dicId));
  form.append('file', file);
  return firstRow(await callApi(dictionaryApi.addBatch, form)).id;
}

/** 批量添加 of terms: answers the import task's id, followed with useImportTask. */
export function useStartTermImport() {
  return useMutation({ mutationFn: startTermImport });
}
