import { accountApi, type RowOf } from '@console/contracts';
import { callApi } from '../../../shared/http/api-client.ts';

/** Whether a phone is registered already (a plain call, see login.ts). */
export async function checkPhone(phoneNumber: string): Promise<RowOf<typeof accountApi.phoneCheck> | undefined> {
  const result = await callApi(accountApi.phoneCheck, { phoneNumber });
  return result.rows[0];
}
