import { data, type MiddlewareFunction } from 'react-router';
import { refreshSessionUser } from '../session/refresh-session-user.ts';
import { getSessionUser } from '../session/session-store.ts';
import { checkPermission, ensureAccess, getAccessContext } from './access-store.ts';
import { canOpen, firstMenuPath } from './menu-access.ts';
import { type PageAccess, pageInfo } from './page-info.ts';

export type { PageAccess };

export function mayOpenPage(access: PageAccess | undefined): boolean {
  if (access === undefined) return true;
  const context = getAccessContext();
  if (!context) return false;
  // The desk needs the agent function and an agent of the member (an extension to register).
  if (access === 'agentdesk') {
    return !context.special && Boolean(checkPermission('function.agent')) && Boolean(getSessionUser()?.dn);
  }
  return canOpen(access, context);
}

/**
 * The shell's middleware: the menu list and permissions of the session, loaded when none are,
 * and the member's own role, privileges and agent as they are now, so a change the master made
 * shows on the next navigation.
 */
export const loadAccess: MiddlewareFunction = async () => {
  await Promise.all([ensureAccess(), refreshSessionUser()]);
};

/** A page the viewer may not open throws a 403, which its route shows as the no-permission page. */
export function requirePageAccess(path: string): void {
  if (!mayOpenPage(pageInfo(path)?.access)) throw data('抱歉，您无权访问该页面', { status: 403 });
}

/** The first menu page after a login, or /report when the menu could not be loaded. */
export async function landingPath(): Promise<string> {
  try {
    await ensureAccess();
  } catch {
    return '/report';
  }
  const context = getAccessContext();
  if (!context) return '/report';
  return firstMenuPath(context);
}
