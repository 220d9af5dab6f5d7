import { useRealtimeStore } from '../../shared/realtime/start-realtime.ts';

/** Whether pushed changes arrive now (the real-time connection is up); the pages poll slowly otherwise. */
export function usePushed(): boolean {
  return useRealtimeStore((state) => state.status === 'connected');
}
