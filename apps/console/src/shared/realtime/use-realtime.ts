import { useEffect } from 'react';
import { getRuntimeConfig } from '../config/runtime-config.ts';
import { useSessionStore } from '../session/session-store.ts';
import { startRealtime } from './start-realtime.ts';

/** The shell opens the messaging connection this long after it loads, off the first render's path. */
export const REALTIME_START_DELAY_MS = 4000;

/**
 * Called once by the authenticated shell layout: starts real-time messaging about 4 s after the
 * shell mounts and stops it on unmount, logout or a change of account. `start` opens the
 * connection (tests pass their own, to watch when it is called).
 */
export function useRealtime(start: typeof startRealtime = startRealtime): void {
  const id = useSessionStore((state) => state.user?.id);
  const token = useSessionStore((state) => state.user?.token);

  useEffect(() => {
    if (id === undefined || !token) return;
    let stop: (() => void) | null = null;
    const timer = setTimeout(() => {
      const session = useSessionStore.getState().user;
      if (session) stop = start(getRuntimeConfig(), session);
    }, REALTIME_START_DELAY_MS);
    return () => {
      clearTimeout(timer);
      stop?.();
    };
  }, [id, token, start]);
}
