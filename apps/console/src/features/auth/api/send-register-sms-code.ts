import { accountApi } from '@console/contracts';
import { callApi } from '../../../shared/http/api-client.ts';
import { getClientId } from '../../../shared/session/client-id.ts';

/**
 * The registration's SMS code: the phone alone, as the spec sends it, or with the answer to this
 * browser's captcha once the server asked for one (330034). A plain call, see login.ts.
 */
export async function sendRegisterSmsCode(phoneNumber: string, imgCode?: string): Promise<void> {
  await callApi(
    accountApi.sendSmsVerifyCode,
    imgCode === undefined ? { phoneNumber } : { phoneNumber, imgCode, clientId: getClientId() },
  );
}
