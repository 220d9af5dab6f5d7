import { useEffect, useRef } from 'react';

/**
 * Runs `save` with the last value handed to `schedule`, `delayMs` after the last call; a value
 * still waiting when the page goes away is saved at once, so a quick click is never lost.
 */
export function useDelayedSave<T>(save: (value: T) => void, delayMs: number) {
  const pending = useRef<{ value: T; timer: ReturnType<typeof setTimeout> } | null>(null);
  const latestSave = useRef(save);
  latestSave.current = save;

  useEffect(
    () => () => {
      if (!pending.current) return;
      clearTimeout(pending.current.timer);
      latestSave.current(pending.current.value);
      pending.current = null;
    },
    [],
  );

  return (value: T) => {
    if (pending.current) clearTimeout(pending.current.timer);
    const timer = setTimeout(() => {
      pending.current = null;
      latestSave.current(value);
    }, delayMs);
    pending.current = { value, timer };
  };
}
