import { create } from 'zustand';
import { navigateTo } from '../navigation.ts';
import { clearSession } from '../session/session-store.ts';
import { loginPath } from '../session/stored-bid.ts';

/**
 * Whether the 登录失效 dialog is showing. Several calls of one page usually fail together when a
 * token expires; one flag rendered by one dialog component means they can never open two.
 */
export const useSessionExpiredStore = create<{ open: boolean }>(() => ({ open: false }));

export function showSessionExpired(): void {
  if (!useSessionExpiredStore.getState().open) useSessionExpiredStore.setState({ open: true });
}

/** The dialog's OK: forget the session and return to the login of the brand the user came from. */
export function confirmSessionExpired(): void {
  useSessionExpiredStore.setState({ open: false });
  clearSession();
  navigateTo(loginPath());
}
