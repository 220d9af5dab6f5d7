import { businessApi, menuApi, mergePermissions, type Permissions } from '@console/contracts';
import { callApi } from '../http/api-client.ts';

/** The access keys of the pages the server's menu list names (each group lists the pages the viewer may open). */
export async function fetchMenuKeys(): Promise<string[]> {
  const { rows } = await callApi(menuApi.queryMenuList);
  const keys = new Set<string>();
  for (const group of rows) {
    for (const page of group.pages ?? []) keys.add(page.access);
  }
  return [...keys];
}

/** The business config rows merged over the default permissions. */
export async function fetchPermissions(): Promise<Permissions> {
  const { rows } = await callApi(businessApi.queryBusinessConfig);
  return mergePermissions(rows);
}
