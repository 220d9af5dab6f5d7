import { speechApi } from '@console/contracts';
import { useQuery } from '@tanstack/react-query';
import { callApi, firstRow } from '../../../shared/http/api-client.ts';
import { speechKeys } from './speech-keys.ts';

/** The editor's script: its draft with the revision to save against, and the draft's problems. */
export function useDraft(id: number) {
  return useQuery({
    queryKey: speechKeys.draft(id),
    queryFn: async ({ signal }) => firstRow(await callApi(speechApi.queryDraft, { id }, { signal })),
    // The editor owns the draft once loaded; reading it again would overwrite unsaved edits.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}
