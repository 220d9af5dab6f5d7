import { beforeEach, describe, expect, it } from 'vitest';
import { getStoredBid, loginPath, rememberBidOf, storeBid } from '../session/stored-bid.ts';
import { brandIds, getBrand } from './brands.ts';

beforeEach(() => localStorage.clear());

describe('getBrand', () => {
  it('ships yeta and at least one other brand, each with its own assets', () => {
    expect(brandIds).toEqual(expect.arrayContaining(['yeta', 'zhiyu']));
    const yeta = getBrand('yeta');
    const zhiyu = getBrand('zhiyu');
    expect(zhiyu.bid).toBe('zhiyu');
    expect(zhiyu.name).not.toBe(yeta.name);
    for (const key of ['logo', 'whiteLogo', 'loginBackground'] as const) {
      expect(zhiyu[key]).toBeTruthy();
      expect(zhiyu[key]).not.toBe(yeta[key]);
    }
  });

  it('shows the default brand for an unknown or missing bid', () => {
    expect(getBrand('acme').bid).toBe('yeta');
    expect(getBrand(undefined).bid).toBe('yeta');
    expect(getBrand('constructor').bid).toBe('yeta');
  });
});

describe('stored bid', () => {
  it('defaults to yeta', () => {
    expect(getStoredBid()).toBe('yeta');
    expect(loginPath()).toBe('/yeta/login');
  });

  it('keeps an unknown bid, so logout returns to the same URL the user came from', () => {
    storeBid('acme');
    expect(getStoredBid()).toBe('acme');
    expect(getBrand(getStoredBid()).bid).toBe('yeta');
    expect(loginPath()).toBe('/acme/login');
  });

  it('ignores an empty bid', () => {
    storeBid('zhiyu');
    storeBid('  ');
    expect(getStoredBid()).toBe('zhiyu');
  });
});

describe('rememberBidOf', () => {
  it.each([
    ['/zhiyu/login', 'zhiyu'],
    ['/zhiyu/register/chan-1', 'zhiyu'],
    ['/acme/reset', 'acme'],
    ['/report', 'yeta'],
    ['/login_inner', 'yeta'],
    ['/a/b/login', 'yeta'],
    ['/%E0%A4%A/login', 'yeta'],
  ])('%s remembers %s', (pathname, bid) => {
    rememberBidOf(pathname);
    expect(getStoredBid()).toBe(bid);
  });
});
