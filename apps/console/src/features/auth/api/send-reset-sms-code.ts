import { accountApi } from '@console/contracts';
import { callApi } from '../../../shared/http/api-client.ts';
import { getClientId } from '../../../shared/session/client-id.ts';

/** The password reset's SMS code; it takes the answer to this browser's captcha (a plain call, see login.ts). */
export async function sendResetSmsCode(phone: string, imgCode: string): Promise<void> {
  await callApi(accountApi.sendResetSmsCode, { phone, imgCode, clientId: getClientId() });
}
