import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoSession } from '../../../test/fixtures.ts';
import { setRuntimeConfig } from '../config/runtime-config.ts';
import { useSessionStore } from '../session/session-store.ts';
import { REALTIME_START_DELAY_MS, useRealtime } from './use-realtime.ts';

const stop = vi.fn();
const startRealtime = vi.fn(() => stop);

beforeEach(() => {
  vi.useFakeTimers();
  setRuntimeConfig({ im: { enabled: true, url: '/xmpp-websocket', domain: 'console.local' } } as never);
  useSessionStore.getState().signIn(demoSession);
});
afterEach(() => {
  vi.useRealTimers();
  startRealtime.mockClear();
  stop.mockClear();
  useSessionStore.getState().signOut();
});

describe('useRealtime', () => {
  it('starts about 4 s after the shell mounts and stops on unmount', () => {
    const { unmount } = renderHook(() => useRealtime(startRealtime));
    vi.advanceTimersByTime(REALTIME_START_DELAY_MS - 1);
    expect(startRealtime).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(startRealtime).toHaveBeenCalledTimes(1);
    expect(startRealtime.mock.calls[0]).toMatchObject([{ im: { domain: 'console.local' } }, { id: demoSession.id }]);
    unmount();
    expect(stop).toHaveBeenCalledTimes(1);
  });

  it('stops when the user signs out', () => {
    renderHook(() => useRealtime(startRealtime));
    vi.advanceTimersByTime(REALTIME_START_DELAY_MS);
    act(() => useSessionStore.getState().signOut());
    expect(stop).toHaveBeenCalledTimes(1);
  });

  it('does nothing without a session', () => {
    useSessionStore.getState().signOut();
    renderHook(() => useRealtime(startRealtime));
    vi.advanceTimersByTime(REALTIME_START_DELAY_MS * 2);
    expect(startRealtime).not.toHaveBeenCalled();
  });
});
