import { describe, expect, it } from 'vitest';
import { formatWorkWindow, isWorkWindowText, parseWorkWindow } from './work-window.ts';

describe('work windows', () => {
  it('writes and reads a window', () => {
    const text = formatWorkWindow({ begin: '13:30', end: '24:00' });
    expect(text).toBe('13:30:00-24:00:00');
    expect(parseWorkWindow(text)).toEqual({ begin: '13:30', end: '24:00' });
  });

  it.each(['', '09:00:00', '-12:00:00'])('reads no window from %j', (text) => {
    expect(parseWorkWindow(text)).toBeNull();
  });

  it.each([
    ['09:00:00-12:00:00', true],
    ['09:00-12:00', true],
    ['14:00:00-24:00:00', true],
    ['09:15:00-12:00:00', false],
    ['12:00:00-09:00:00', false],
    ['24:00:00-09:00:00', false],
    ['09:00:00', false],
  ])('%s is a window: %s', (text, valid) => {
    expect(isWorkWindowText(text)).toBe(valid);
  });
});
