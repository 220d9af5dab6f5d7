import { accountApi } from '@console/contracts';
import { callApi } from '../../../shared/http/api-client.ts';
import { getClientId } from '../../../shared/session/client-id.ts';

/**
 * The password reset's SMS code: the phone alone, as the spec sends it, or with the answer to this
 * browser's reset captcha once the server asked for one (330034). A plain call, see login.ts.
 */
export async function sendResetSmsCode(phone: string, imgCode?: string): Promise<void> {
  await callApi(
    accountApi.sendResetSmsCode,
    imgCode === undefined ? { phone } : { phone, imgCode, clientId: getClientId() },
  );
}
