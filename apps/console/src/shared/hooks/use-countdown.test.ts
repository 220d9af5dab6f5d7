import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCountdown } from './use-countdown.ts';
import { useSmsCountdown } from './use-sms-countdown.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function advance(ms: number): void {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe('useSmsCountdown', () => {
  it('shows 获取验证码 until a code is sent', () => {
    const { result } = renderHook(() => useSmsCountdown());
    expect(result.current).toMatchObject({ label: '获取验证码', waiting: false });
  });

  it('counts 60 seconds down, then offers the button again', () => {
    const { result } = renderHook(() => useSmsCountdown());
    act(() => result.current.start());
    expect(result.current).toMatchObject({ label: '60秒后重发', waiting: true });
    advance(1_000);
    expect(result.current.label).toBe('59秒后重发');
    advance(58_000);
    expect(result.current.label).toBe('1秒后重发');
    advance(1_000);
    expect(result.current).toMatchObject({ label: '获取验证码', waiting: false });
  });

  it('follows the clock when the tab was throttled', () => {
    const { result } = renderHook(() => useSmsCountdown());
    act(() => result.current.start());
    // A background tab may run timers late; the remaining time is still measured from the clock.
    vi.setSystemTime(Date.now() + 30_000);
    advance(250);
    expect(result.current.label).toBe('30秒后重发');
  });
});

describe('useCountdown', () => {
  it('calls onEnd once when it reaches zero', () => {
    const onEnd = vi.fn();
    const { result } = renderHook(() => useCountdown(onEnd));
    act(() => result.current.start(5));
    expect(result.current.remaining).toBe(5);
    advance(4_000);
    expect(result.current.remaining).toBe(1);
    expect(onEnd).not.toHaveBeenCalled();
    advance(1_000);
    expect(onEnd).toHaveBeenCalledTimes(1);
    expect(result.current.running).toBe(false);
    advance(5_000);
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it('stop ends the countdown without calling onEnd', () => {
    const onEnd = vi.fn();
    const { result } = renderHook(() => useCountdown(onEnd));
    act(() => result.current.start(5));
    advance(2_000);
    act(() => result.current.stop());
    advance(10_000);
    expect(onEnd).not.toHaveBeenCalled();
    expect(result.current).toMatchObject({ running: false, remaining: 0 });
  });
});
