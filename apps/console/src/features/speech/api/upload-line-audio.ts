import { speechApi } from '@console/contracts';
import { useMutation } from '@tanstack/react-query';
import { callApi, firstRow } from '../../../shared/http/api-client.ts';
import { buildApiUrl } from '../../../shared/http/api-url.ts';
import { getSessionUser } from '../../../shared/session/session-store.ts';

async function uploadLineAudio(input: { id: number; file: File }): Promise<string> {
  const form = new FormData();
  form.set('id', String(input.id));
  form.set('audio', input.file);
  return firstRow(await callApi(speechApi.uploadLineAudio, form)).name;
}

/** 录音: a say node's recording; answers the name the node keeps. */
export function useUploadLineAudio() {
  return useMutation({ mutationFn: uploadLineAudio });
}

/** Where an <audio> element plays a recording of the script from. */
export function lineAudioUrl(id: number, name: string): string {
  const user = getSessionUser();
  return buildApiUrl(speechApi.lineAudio, { businessId: user?.business.id, token: user?.token, query: { id, name } });
}
