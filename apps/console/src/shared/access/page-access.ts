import { data, type MiddlewareFunction } from 'react-router';
import { checkPermission, ensureAccess, getAccessContext } from './access-store.ts';
import { canOpen, firstMenuPath } from './menu-access.ts';
import { type PageAccess, pageInfo } from './page-info.ts';

export type { PageAccess };

export function mayOpenPage(access: PageAccess | undefined): boolean {
  if (access === undefined) return true;
  const context = getAccessContext();
  if (!context) return false;
  if (access === 'agentdesk') return !context.special && Boolean(checkPermission('function.agent'));
  return canOpen(access, context);
}

/** The shell's middleware: the menu list and permissions of the session, loaded when none are. */
export const loadAccess: MiddlewareFunction = async () => {
  await ensureAccess();
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
