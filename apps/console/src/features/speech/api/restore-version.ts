import { type BodyOf, speechApi } from '@console/contracts';
import { callApi, firstRow } from '../../../shared/http/api-client.ts';
import { useLibraryChange } from './use-library-change.ts';

async function restoreVersion(body: BodyOf<typeof speechApi.restoreVersion>) {
  return firstRow(await callApi(speechApi.restoreVersion, body));
}

/** 恢复: a version's content becomes the draft. */
export function useRestoreVersion() {
  return useLibraryChange(restoreVersion);
}
