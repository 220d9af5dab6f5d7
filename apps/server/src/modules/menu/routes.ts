import { canAccess, envelope, MENU, type MenuGroup } from '@console/contracts';
import { menuEndpoints } from '@console/contracts/schemas';
import type { AppContext } from '../../context.ts';
import { type PermissionService, viewerOf } from '../permissions/index.ts';

/**
 * The menu permission list: the MENU groups with the pages this viewer may open (privilege bits
 * for 数据统计 and 团队管理, the business's menu flags for the flag-gated groups, all of them
 * when the special switch is on). Groups left without pages are not listed.
 */
export function registerMenuRoutes(
  { router, config }: AppContext,
  { permissions }: { permissions: PermissionService },
): void {
  router.sessionRoute(menuEndpoints.queryMenuList, async ({ request, session }) => {
    const merged = await permissions.forRequest(request, session.businessId);
    const viewer = viewerOf(session);
    const allowed = (key: MenuGroup['key']) => canAccess(key, viewer, merged, config.permissionSpecial);
    const groups: MenuGroup[] = MENU.filter((group) => allowed(group.key))
      .map((group) => ({ ...group, pages: group.pages.filter((page) => allowed(page.access)) }))
      .filter((group) => group.pages.length > 0);
    return envelope(groups);
  });
}
