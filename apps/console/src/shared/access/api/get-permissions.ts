import { businessApi, mergePermissions, type Permissions } from '@console/contracts';
import { callApi } from '../../http/api-client.ts';

/**
 * The business config rows merged over the default permissions. Read by the shell's route
 * middleware into the access store, not by a hook.
 */
export async function getPermissions(): Promise<Permissions> {
  const { rows } = await callApi(businessApi.queryBusinessConfig);
  return mergePermissions(rows);
}
