import { useEffect, useState } from 'react';
import { onMonitorEvent } from '../../shared/realtime/monitor-events.ts';
import { useLiveCallSnapshot } from './api/get-live-calls.ts';
import { applyMonitorEvent, fromSnapshot, type LiveCalls, pruneEnded } from './live-calls.ts';

const PRUNE_EVERY_MS = 1000;

/**
 * A task's calls in progress: the server's list, then the pushed changes applied as they come.
 * A change that does not follow on (a line missed while reconnecting) reloads the list.
 */
export function useLiveCalls(taskId: number, pushed: boolean) {
  const snapshot = useLiveCallSnapshot(taskId, pushed);
  const [state, setState] = useState<LiveCalls | null>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (snapshot.data) setState(fromSnapshot(snapshot.data));
  }, [snapshot.data]);

  useEffect(
    () =>
      onMonitorEvent((event) =>
        setState((current) => (current ? applyMonitorEvent(current, event, taskId, Date.now()) : current)),
      ),
    [taskId],
  );

  const { refetch } = snapshot;
  useEffect(() => {
    if (state?.stale) void refetch();
  }, [state?.stale, refetch]);

  // The timers on the cards tick, and ended calls leave after a moment.
  useEffect(() => {
    const timer = setInterval(() => {
      const at = Date.now();
      setNow(at);
      setState((current) => (current ? pruneEnded(current, at) : current));
    }, PRUNE_EVERY_MS);
    return () => clearInterval(timer);
  }, []);

  return { calls: state?.calls ?? [], loading: snapshot.isPending, failed: snapshot.isError, now };
}
