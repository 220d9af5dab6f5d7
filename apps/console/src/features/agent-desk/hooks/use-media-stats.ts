import type { MediaStats } from '@console/softphone';
import { useEffect, useState } from 'react';
import type { DeskSoftphone } from '../softphone-port.ts';

const MEDIA_POLL_MS = 1000;

/** The call's RTP byte counters, read every second while `active`; cleared when a call ends. */
export function useMediaStats(phone: DeskSoftphone | null, active: boolean): MediaStats | undefined {
  const [stats, setStats] = useState<MediaStats | undefined>(undefined);
  useEffect(() => {
    if (!phone || !active) {
      setStats(undefined);
      return;
    }
    let current = true;
    const poll = () =>
      phone.mediaStats().then(
        (next) => {
          if (current) setStats(next);
        },
        () => {},
      );
    void poll();
    const timer = setInterval(poll, MEDIA_POLL_MS);
    return () => {
      current = false;
      clearInterval(timer);
    };
  }, [phone, active]);
  return stats;
}
