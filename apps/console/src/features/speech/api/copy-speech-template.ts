import { type BodyOf, speechApi } from '@console/contracts';
import { callApi, firstRow } from '../../../shared/http/api-client.ts';
import { useLibraryChange } from './use-library-change.ts';

async function copySpeechTemplate(body: BodyOf<typeof speechApi.copy>): Promise<number> {
  return firstRow(await callApi(speechApi.copy, body)).id;
}

/** 使用: a copy of a template becomes a script of the enterprise; answers its id. */
export function useCopySpeechTemplate() {
  return useLibraryChange(copySpeechTemplate);
}
