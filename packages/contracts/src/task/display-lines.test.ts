import { describe, expect, it } from 'vitest';
import { displayLinesOf, displayLinesText } from './display-lines.ts';

describe('display lines', () => {
  it('joins the lines and splits them again', () => {
    const text = displayLinesText(['02160001001', '02160001002']);
    expect(text).toBe('02160001001;02160001002');
    expect(displayLinesOf(text)).toEqual(['02160001001', '02160001002']);
  });

  it.each([
    ['', []],
    ['02160001001;', ['02160001001']],
  ])('reads %j as %j', (text, lines) => {
    expect(displayLinesOf(text)).toEqual(lines);
  });
});
