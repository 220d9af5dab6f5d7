import { ErrorCode, type FlowDocument } from '@console/contracts';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../shared/http/api-error.ts';
import { useSaveDraft } from '../api/save-draft.ts';

/** Quiet time after the last change before the draft is saved. */
export const AUTOSAVE_DELAY_MS = 1500;

export type SaveState = 'saved' | 'pending' | 'saving' | 'failed' | 'conflict';

/**
 * Saves the draft a moment after the last change, against the revision it was loaded at. A save
 * refused because the draft moved on elsewhere (340005) stops autosave: the person reloads
 * rather than overwrite someone's work.
 */
export function useAutosave(options: {
  id: number;
  revision: number;
  document: FlowDocument;
  changes: number;
  enabled: boolean;
}) {
  const save = useSaveDraft();
  const revision = useRef(options.revision);
  const [state, setState] = useState<SaveState>('saved');
  const [savedAt, setSavedAt] = useState<string | null>(null);
  const { id, document, changes, enabled } = options;

  useEffect(() => {
    revision.current = options.revision;
  }, [options.revision]);

  // Only a new change starts a save: the document and the mutation object change on every render.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    if (!enabled || changes === 0 || state === 'conflict') return;
    setState('pending');
    const timer = setTimeout(() => {
      setState('saving');
      save.mutate(
        { id, revision: revision.current, document },
        {
          onSuccess: (row) => {
            revision.current = row.revision;
            setSavedAt(row.modifyTime);
            setState('saved');
          },
          onError: (error) =>
            setState(error instanceof ApiError && error.code === ErrorCode.ScriptDraftConflict ? 'conflict' : 'failed'),
        },
      );
    }, AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [changes, enabled]);

  return { state, savedAt, revision, error: save.error };
}
