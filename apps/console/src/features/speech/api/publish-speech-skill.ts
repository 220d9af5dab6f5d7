import { speechApi } from '@console/contracts';
import { callApi, firstRow } from '../../../shared/http/api-client.ts';
import { useLibraryChange } from './use-library-change.ts';

async function publish(id: number) {
  return firstRow(await callApi(speechApi.publish, { id }));
}

/** 发布: the approved version becomes the one tasks run. */
export function usePublishSpeechSkill() {
  return useLibraryChange(publish);
}
