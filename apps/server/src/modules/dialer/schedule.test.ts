import { TaskStatus } from '@console/contracts';
import { describe, expect, it } from 'vitest';
import { LINE_TRIPPED_REASON } from './breaker.ts';
import { inWindows, nextLocalMidnight, nextStatus, usableLines } from './schedule.ts';

const ZONE = 'Asia/Shanghai';
/** An instant at a Shanghai wall-clock time on 2026-03-02. */
const at = (time: string) => new Date(`2026-03-02T${time}:00+08:00`);

describe('work windows', () => {
  const windows = ['09:00:00-12:00:00', '13:30:00-24:00:00'];
  it.each([
    ['08:59', false],
    ['09:00', true],
    ['11:59', true],
    ['12:00', false],
    ['13:29', false],
    ['13:30', true],
    ['23:59', true],
    ['00:00', false],
  ])('at %s in Shanghai is %s', (time, inside) => {
    expect(inWindows(at(time), windows, ZONE)).toBe(inside);
  });

  it('finds the next local midnight', () => {
    expect(nextLocalMidnight(at('23:59'), ZONE).toISOString()).toBe('2026-03-02T16:00:00.000Z');
    expect(nextLocalMidnight(at('00:00'), ZONE).toISOString()).toBe('2026-03-02T16:00:00.000Z');
  });
});

describe('the status a task should have', () => {
  const task = {
    status: TaskStatus.published,
    beginAt: at('09:30'),
    endAt: at('20:00'),
    timeRanges: ['09:00:00-12:00:00', '13:30:00-20:00:00'],
  };
  const counts = { due: 3, waiting: 0, inCall: 0, done: 0, round: 0 };
  it.each([
    ['09:00', counts, TaskStatus.published],
    ['10:00', counts, TaskStatus.running],
    ['12:30', counts, TaskStatus.outsideHours],
    ['12:30', { ...counts, due: 0, inCall: 1 }, TaskStatus.running],
    ['10:00', { ...counts, due: 0, waiting: 2 }, TaskStatus.waitingRedial],
    ['20:00', counts, TaskStatus.expired],
    ['10:00', { ...counts, due: 0, done: 3 }, TaskStatus.finished],
  ])('at %s with %j it is %i', (time, numbers, status) => {
    expect(nextStatus(task, numbers, at(time), ZONE)?.status).toBe(status);
  });

  it('leaves a task paused by a person, or unpublished, alone', () => {
    expect(nextStatus({ ...task, status: TaskStatus.paused }, counts, at('10:00'), ZONE)).toBeUndefined();
    expect(nextStatus({ ...task, status: TaskStatus.unpublished }, counts, at('10:00'), ZONE)).toBeUndefined();
  });

  it('pauses a task none of whose lines can call as 7, saying whether they rest or are gone', () => {
    expect(nextStatus(task, counts, at('10:00'), ZONE, 'tripped')).toEqual({
      status: TaskStatus.expired,
      reason: LINE_TRIPPED_REASON,
    });
    expect(nextStatus(task, counts, at('10:00'), ZONE, 'expired')).toEqual({
      status: TaskStatus.expired,
      reason: '号码到期或超过结束时间',
    });
    // A call in progress keeps it running until it ends.
    expect(nextStatus(task, { ...counts, inCall: 1 }, at('10:00'), ZONE, 'tripped')?.status).toBe(TaskStatus.running);
  });
});

describe("a task's usable lines", () => {
  const now = at('10:00');
  const later = at('11:00');
  const earlier = at('09:00');
  const line = (code: string, expiresAt: Date | null, trippedUntil: Date | null) => ({ code, expiresAt, trippedUntil });
  it('are those neither expired nor resting', () => {
    const lines = [line('a', null, null), line('b', earlier, null), line('c', null, later), line('d', later, earlier)];
    expect(usableLines(lines, now)).toEqual({ usable: [lines[0], lines[3]], state: 'usable' });
  });
  it('when none, are resting if one would call after its rest, else gone', () => {
    expect(usableLines([line('b', earlier, null), line('c', null, later)], now).state).toBe('tripped');
    expect(usableLines([line('b', earlier, later)], now).state).toBe('expired');
    expect(usableLines([], now).state).toBe('expired');
  });
});
