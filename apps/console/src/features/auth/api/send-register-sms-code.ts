import { accountApi } from '@console/contracts';
import { callApi } from '../../../shared/http/api-client.ts';
import { getClientId } from '../../../shared/session/client-id.ts';

/** The registration's SMS code; it takes the answer to this browser's captcha (a plain call, see login.ts). */
export async function sendRegisterSmsCode(phoneNumber: string, imgCode: string): Promise<void> {
  await callApi(accountApi.sendSmsVerifyCode, { phoneNumber, imgCode, clientId: getClientId() });
}
