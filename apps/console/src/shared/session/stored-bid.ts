/**
 * The brand id (bid) of the last login page the user opened. It is kept in localStorage so that
 * logout and session expiry return to the same brand's login, even in a new tab.
 */
export const DEFAULT_BID = 'yeta';
const STORAGE_KEY = 'console.bid';

export function getStoredBid(): string {
  try {
    return localStorage.getItem(STORAGE_KEY) || DEFAULT_BID;
  } catch {
    return DEFAULT_BID;
  }
}

export function storeBid(bid: string): void {
  const value = bid.trim().slice(0, 64);
  if (!value) return;
  try {
    localStorage.setItem(STORAGE_KEY, value);
  } catch {
    // Storage may be disabled (private mode); the default brand then applies.
  }
}

export function loginPath(bid = getStoredBid()): string {
  return `/${encodeURIComponent(bid)}/login`;
}

/** Where a member with the initial password the master gave them sets their own. */
export function initialPasswordPath(bid = getStoredBid()): string {
  return `/${encodeURIComponent(bid)}/password`;
}

/** Public pages whose first path segment is the bid: /{bid}/login, /{bid}/register, /{bid}/reset. */
const BRANDED_PAGE = /^\/([^/]+)\/(login|register|reset)(\/|$)/;

/**
 * Remembers the bid of the page being opened as soon as the page starts, before the runtime config
 * and the page's code have loaded, so a visitor who moves on at once still keeps their brand.
 */
export function rememberBidOf(pathname: string): void {
  const match = BRANDED_PAGE.exec(pathname);
  if (!match) return;
  try {
    storeBid(decodeURIComponent(match[1]));
  } catch {
    // A malformed escape in the address: the router will not match it either.
  }
}
