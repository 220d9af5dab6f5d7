import { accountApi } from '@console/contracts';
import { callApi } from '../../../shared/http/api-client.ts';

/** The registration's SMS code (a plain call, see login.ts). */
export async function sendRegisterSmsCode(phoneNumber: string): Promise<void> {
  await callApi(accountApi.sendSmsVerifyCode, { phoneNumber });
}
