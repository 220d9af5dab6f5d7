import { describe, expect, it } from 'vitest';
import { CALL_RESULTS, CALL_TIME_BOUNDS, callTimeBounds, isAnsweredResult } from './constants.ts';

describe('callTimeBounds', () => {
  it('takes two half-hour windows from business config __calltime', () => {
    const configured = [
      { begin: '08:00', end: '12:30' },
      { begin: '12:30', end: '24:00' },
    ];
    expect(callTimeBounds(configured)).toBe(configured);
  });

  it.each([
    ['nothing configured', false],
    ['one window', [{ begin: '08:00', end: '12:00' }]],
    [
      'off the half hour',
      [
        { begin: '08:15', end: '12:00' },
        { begin: '13:00', end: '20:00' },
      ],
    ],
    [
      'a window ending before it begins',
      [
        { begin: '12:00', end: '08:00' },
        { begin: '13:00', end: '20:00' },
      ],
    ],
    ['text', '09:00-12:00'],
  ])('keeps the defaults with %s', (_case, configured) => {
    expect(callTimeBounds(configured)).toBe(CALL_TIME_BOUNDS);
  });
});

describe('isAnsweredResult', () => {
  it('tells 已接通 and 已接通（转人工） from the outcomes without an answer', () => {
    const answered = CALL_RESULTS.filter((result) => isAnsweredResult(result.code)).map((result) => result.desc);
    expect(answered).toEqual(['已接通', '已接通（转人工）']);
  });
});
