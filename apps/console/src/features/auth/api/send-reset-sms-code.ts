import { accountApi } from '@console/contracts';
import { callApi } from '../../../shared/http/api-client.ts';

/** The password reset's SMS code (a plain call, see login.ts). */
export async function sendResetSmsCode(phone: string): Promise<void> {
  await callApi(accountApi.sendResetSmsCode, { phone });
}
