import { type AccessKey, canAccess, MENU, type MenuGroup, type Permissions, type Viewer } from '@console/contracts';

/**
 * What the viewer may open: the server's menu list (which areas the enterprise has at all), the
 * viewer's role and privilege bits, the enterprise's flags and the special config switch.
 */
export interface AccessContext {
  viewer: Viewer;
  permissions: Permissions;
  /** Access keys of the pages in the server's menu list; null: not loaded (nothing hidden by it). */
  menuKeys: readonly string[] | null;
  special: boolean;
}

/** The menu group a key belongs to: enterprise payment sits in the settings group. */
function groupOf(key: AccessKey): string {
  return key === 'recharge' ? 'setting' : key;
}

function listedByServer(key: AccessKey, menuKeys: readonly string[] | null): boolean {
  return menuKeys === null || menuKeys.includes(key) || menuKeys.includes(groupOf(key));
}

export function canOpen(key: AccessKey, context: AccessContext): boolean {
  return listedByServer(key, context.menuKeys) && canAccess(key, context.viewer, context.permissions, context.special);
}

/** The menu as this viewer sees it: groups without a visible page are dropped. */
export function visibleMenu(context: AccessContext): MenuGroup[] {
  return MENU.flatMap((group) => {
    const pages = group.pages.filter((page) => canOpen(page.access, context));
    return pages.length > 0 ? [{ ...group, pages }] : [];
  });
}

/** Where a login lands: the first menu page the viewer may open (not an external one). */
export function firstMenuPath(context: AccessContext): string {
  for (const group of visibleMenu(context)) {
    const page = group.pages.find((candidate) => !candidate.external);
    if (page) return page.path;
  }
  return '/setting/info';
}
