import { useQueryClient } from '@tanstack/react-query';
import { speechKeys } from './speech-keys.ts';

/** Reads the draft again: after a submit, a publication or a restore changed it on the server. */
export function useReloadDraft(id: number) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: speechKeys.draft(id) });
}
