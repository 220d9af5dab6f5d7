import type { MonitorEvent } from '@console/contracts';

type Listener = (event: MonitorEvent) => void;

const listeners = new Set<Listener>();

/**
 * 实时监控's pushed changes (monitorNotify) to the monitor page that is open: the real-time
 * connection publishes each as it arrives, and the page listens while it is mounted.
 */
export function onMonitorEvent(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function publishMonitorEvent(event: MonitorEvent): void {
  for (const listener of listeners) listener(event);
}
