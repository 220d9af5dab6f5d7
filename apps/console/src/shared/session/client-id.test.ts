import { beforeEach, describe, expect, it } from 'vitest';
import { getClientId } from './client-id.ts';

beforeEach(() => sessionStorage.clear());

describe('getClientId', () => {
  it('creates a random id once per tab and keeps it in sessionStorage', () => {
    const id = getClientId();
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(getClientId()).toBe(id);
    expect(sessionStorage.getItem('console.clientId')).toBe(id);
  });

  it('creates a different id in a fresh tab', () => {
    const first = getClientId();
    sessionStorage.clear();
    expect(getClientId()).not.toBe(first);
  });
});
