import { defineEndpoints } from '../endpoint.ts';

/** The menu permission list (service uc): the MENU groups and pages this viewer may open. */
export const menuApi = defineEndpoints({
  queryMenuList: { service: 'uc', method: 'POST', path: '/api/v1/menu/{businessId}/queryMenuList', auth: 'session' },
});

// Rows are MenuGroup (menus.ts), each with only the pages the viewer may open.
