import { describe, expect, it } from 'vitest';
import { safeRedirect } from './navigation.ts';

describe('safeRedirect', () => {
  it.each([
    ['/report', '/report'],
    ['/task/tasknow?page=2#top', '/task/tasknow?page=2#top'],
    [null, '/report'],
    ['', '/report'],
    ['https://evil.example/report', '/report'],
    ['//evil.example/report', '/report'],
    ['/\\evil.example', '/report'],
    ['javascript:alert(1)', '/report'],
  ])('%o leads to %o', (target, expected) => {
    expect(safeRedirect(target)).toBe(expected);
  });
});
