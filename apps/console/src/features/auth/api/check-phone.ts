import { accountApi, type PhoneCheckResult } from '@console/contracts';
import { callApi } from '../../../shared/http/api-client.ts';

/** Whether a phone is registered already (a plain call, see login.ts). */
export async function checkPhone(phoneNumber: string): Promise<PhoneCheckResult | undefined> {
  const result = await callApi<PhoneCheckResult>(accountApi.phoneCheck, { phoneNumber });
  return result.rows[0];
}
