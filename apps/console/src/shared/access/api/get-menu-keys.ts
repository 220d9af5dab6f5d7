import { menuApi } from '@console/contracts';
import { callApi } from '../../http/api-client.ts';

/**
 * The access keys of the pages the server's menu list names (each group lists the pages the
 * viewer may open). Read by the shell's route middleware into the access store, not by a hook.
 */
export async function getMenuKeys(): Promise<string[]> {
  const { rows } = await callApi(menuApi.queryMenuList);
  const keys = new Set<string>();
  for (const group of rows) {
    for (const page of group.pages ?? []) keys.add(page.access);
  }
  return [...keys];
}
