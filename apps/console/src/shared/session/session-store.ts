import type { SessionUser } from '@console/contracts';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { SESSION_STORAGE_KEY } from './session-key.ts';

/**
 * The signed-in user, kept in sessionStorage (spec section 3) so a reload stays signed in; a new
 * tab of the same browser is handed it by the open tabs (tab-session.ts).
 */
interface SessionState {
  user: SessionUser | null;
  signIn: (user: SessionUser) => void;
  signOut: () => void;
  /** The member's WeChat binding, as pushed by the real-time messaging channel. */
  setBindStatus: (bindStatus: 0 | 1) => void;
}

export const useSessionStore = create<SessionState>()(
  persist(
    (set) => ({
      user: null,
      signIn: (user) => set({ user }),
      signOut: () => set({ user: null }),
      setBindStatus: (bindStatus) => set((state) => (state.user ? { user: { ...state.user, bindStatus } } : state)),
    }),
    {
      name: SESSION_STORAGE_KEY,
      storage: createJSONStorage(() => sessionStorage),
      partialize: (state) => ({ user: state.user }),
    },
  ),
);

export function getSessionUser(): SessionUser | null {
  return useSessionStore.getState().user;
}

export function clearSession(): void {
  useSessionStore.getState().signOut();
}
