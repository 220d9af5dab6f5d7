import { useCallback, useEffect, useRef, useState } from 'react';

interface Countdown {
  /** Whole seconds left; 0 when not running. */
  remaining: number;
  running: boolean;
  start: (seconds: number) => void;
  stop: () => void;
}

/**
 * A seconds countdown measured against the clock, not by counting ticks, so a throttled
 * background tab still ends on time. onEnd runs once when it reaches zero (not on stop).
 */
export function useCountdown(onEnd?: () => void): Countdown {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [remaining, setRemaining] = useState(0);
  const onEndRef = useRef(onEnd);
  onEndRef.current = onEnd;

  useEffect(() => {
    if (endsAt === null) return;
    const tick = () => {
      const left = Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
      setRemaining(left);
      if (left === 0) {
        setEndsAt(null);
        onEndRef.current?.();
      }
    };
    const timer = setInterval(tick, 250);
    return () => clearInterval(timer);
  }, [endsAt]);

  const start = useCallback((seconds: number) => {
    setRemaining(seconds);
    setEndsAt(Date.now() + seconds * 1000);
  }, []);

  const stop = useCallback(() => {
    setEndsAt(null);
    setRemaining(0);
  }, []);

  return { remaining, running: endsAt !== null, start, stop };
}
