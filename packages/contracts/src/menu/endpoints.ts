import type { z } from 'zod';
import { defineEndpoints } from '../endpoint.ts';
import type { menuGroupRow, menuPage, menuSchemas } from './schemas.ts';

/** The menu permission list (service uc): the MENU groups and pages this viewer may open. */
export const menuApi = defineEndpoints<typeof menuSchemas>()({
  queryMenuList: {
    service: 'uc',
    method: 'POST',
    path: '/api/v1/menu/{businessId}/queryMenuList',
    auth: 'session',
    summary: '菜单权限列表',
  },
});

/** The console's menu (spec section 2). The server answers the groups and pages a viewer may see. */
export type MenuPage = z.output<typeof menuPage>;
export type MenuGroup = z.output<typeof menuGroupRow>;
