import { defineEndpoints } from '../endpoint.ts';
import type { menuSchemas } from './schemas.ts';

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
