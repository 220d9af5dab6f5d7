import { create } from 'zustand';
import { navigateTo } from '../navigation.ts';
import { clearSession } from '../session/session-store.ts';
import { loginPath } from '../session/stored-bid.ts';

/**
 * Why the session ended: 'replaced' when a login elsewhere ended it (709004, or the real-time
 * channel's sessionReplacedNotify), 'expired' for every other session-expiry code.
 */
type SessionEndReason = 'expired' | 'replaced';

/**
 * Whether the 登录失效 dialog is showing, and why. Several calls of one page usually fail together
 * when a token expires; one flag rendered by one dialog component means they can never open two.
 */
export const useSessionExpiredStore = create<{ open: boolean; reason: SessionEndReason }>(() => ({
  open: false,
  reason: 'expired',
}));

/** Opens the dialog; a login elsewhere is the more telling reason and replaces a plain expiry. */
export function showSessionExpired(reason: SessionEndReason = 'expired'): void {
  const state = useSessionExpiredStore.getState();
  if (!state.open) useSessionExpiredStore.setState({ open: true, reason });
  else if (reason === 'replaced' && state.reason !== 'replaced') useSessionExpiredStore.setState({ reason });
}

/** The dialog's OK: forget the session and return to the login of the brand the user came from. */
export function confirmSessionExpired(): void {
  useSessionExpiredStore.setState({ open: false, reason: 'expired' });
  clearSession();
  navigateTo(loginPath());
}
