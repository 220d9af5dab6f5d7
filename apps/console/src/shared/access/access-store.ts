import { type Permissions, permissionAt } from '@console/contracts';
import { useMemo } from 'react';
import { create } from 'zustand';
import { getRuntimeConfig } from '../config/runtime-config.ts';
import { getSessionUser, useSessionStore } from '../session/session-store.ts';
import { getMenuKeys } from './api/get-menu-keys.ts';
import { getPermissions } from './api/get-permissions.ts';
import type { AccessContext } from './menu-access.ts';

/**
 * The server's menu list and the business permissions of the signed-in session, loaded once per
 * session token (a protected route loads them when none are loaded) and dropped on logout or a
 * new login, so the next session loads its own.
 */
interface AccessState {
  token: string | null;
  menuKeys: readonly string[] | null;
  permissions: Permissions | null;
}

const useAccessStore = create<AccessState>()(() => ({ token: null, menuKeys: null, permissions: null }));

let loading: { token: string; promise: Promise<void> } | null = null;
let pathCache = new Map<string, unknown>();

/** Drops the loaded access: the next ensureAccess asks the server again (a test's own answers). */
export function resetAccess(): void {
  loading = null;
  pathCache = new Map();
  useAccessStore.setState({ token: null, menuKeys: null, permissions: null });
}

useSessionStore.subscribe((state, previous) => {
  if (state.user?.token !== previous.user?.token) resetAccess();
});

/** Loads the menu list and permissions for the current session unless they are loaded already. */
export async function ensureAccess(): Promise<void> {
  const token = getSessionUser()?.token;
  if (!token) return;
  if (useAccessStore.getState().token === token) return;
  if (loading?.token !== token) {
    const promise = Promise.all([getMenuKeys(), getPermissions()]).then(([menuKeys, permissions]) => {
      if (getSessionUser()?.token !== token) return;
      pathCache = new Map();
      useAccessStore.setState({ token, menuKeys, permissions });
    });
    loading = { token, promise };
    promise.catch(() => {
      if (loading?.promise === promise) loading = null;
    });
  }
  await loading.promise;
}

/** The value at a dotted path of the loaded permissions ('function.agent'), false when absent; cached. */
export function checkPermission(path: string): unknown {
  const { permissions } = useAccessStore.getState();
  if (!permissions) return false;
  if (!pathCache.has(path)) pathCache.set(path, permissionAt(permissions, path));
  return pathCache.get(path);
}

function accessContextOf(state: AccessState): AccessContext | null {
  const user = getSessionUser();
  if (!user || !state.permissions || state.token !== user.token) return null;
  return {
    viewer: { master: user.master, privilege: user.privilege },
    permissions: state.permissions,
    menuKeys: state.menuKeys,
    special: getRuntimeConfig().permission.special === true,
  };
}

export function getAccessContext(): AccessContext | null {
  return accessContextOf(useAccessStore.getState());
}

/** The access context in React; null until loaded. */
export function useAccessContext(): AccessContext | null {
  const user = useSessionStore((state) => state.user);
  const token = useAccessStore((state) => state.token);
  const menuKeys = useAccessStore((state) => state.menuKeys);
  const permissions = useAccessStore((state) => state.permissions);
  return useMemo(() => {
    if (!user || !permissions || token !== user.token) return null;
    return {
      viewer: { master: user.master, privilege: user.privilege },
      permissions,
      menuKeys,
      special: getRuntimeConfig().permission.special === true,
    };
  }, [user, token, menuKeys, permissions]);
}
