import { speechApi } from '@console/contracts';
import { callApi } from '../../../shared/http/api-client.ts';
import { useLibraryChange } from './use-library-change.ts';

async function deleteSpeechSkill(id: number): Promise<void> {
  await callApi(speechApi.deleteSpeechSkill, { id });
}

export function useDeleteSpeechSkill() {
  return useLibraryChange(deleteSpeechSkill);
}
