import { type BodyOf, speechApi } from '@console/contracts';
import { useMutation } from '@tanstack/react-query';
import { callApi, firstRow } from '../../../shared/http/api-client.ts';

async function saveDraft(body: BodyOf<typeof speechApi.saveDraft>) {
  return firstRow(await callApi(speechApi.saveDraft, body));
}

/** Autosave: answers the new revision; a stale revision is refused (340005). */
export function useSaveDraft() {
  return useMutation({ mutationFn: saveDraft });
}
