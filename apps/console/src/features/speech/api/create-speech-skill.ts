import { type BodyOf, speechApi } from '@console/contracts';
import { callApi, firstRow } from '../../../shared/http/api-client.ts';
import { useLibraryChange } from './use-library-change.ts';

async function createSpeechSkill(body: BodyOf<typeof speechApi.saveSpeechSkill>): Promise<number> {
  return firstRow(await callApi(speechApi.saveSpeechSkill, body)).id;
}

/** 新建话术: answers the new script's id. */
export function useCreateSpeechSkill() {
  return useLibraryChange(createSpeechSkill);
}
