import type { SessionUser } from '@console/contracts';
import { confirmSessionExpired } from '../shared/http/session-expiry.ts';
import { useSessionStore } from '../shared/session/session-store.ts';
import { shareSession, type TabChannel } from '../shared/session/tab-session.ts';
import { getRouter } from './router.ts';

/**
 * Signs this tab in with the session an open tab handed it, then keeps the tab's session in step
 * with the browser's other tabs for as long as the page lives.
 */
export function shareSignInWithTabs(channel: TabChannel, handed: SessionUser | null): void {
  const store = useSessionStore;
  if (handed && !store.getState().user) store.getState().signIn(handed);
  shareSession(channel, {
    current: () => store.getState().user,
    subscribe: (listener) =>
      store.subscribe((state, previous) => {
        if (state.user !== previous.user) listener(state.user, previous.user);
      }),
    adopt: (user, signedIn) => {
      store.getState().signIn(user);
      // The login pages' loader sends a signed-in user on into the console.
      if (signedIn) void getRouter().revalidate();
    },
    // What the 登录失效 dialog's OK does: forget the session, close any such dialog, go to login.
    end: confirmSessionExpired,
  });
}
