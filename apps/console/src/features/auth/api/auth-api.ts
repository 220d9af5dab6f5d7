import { accountApi, type BodyOf, type LoginResult, type RowOf } from '@console/contracts';
import { callApi, firstRow } from '../../../shared/http/api-client.ts';
import { buildApiUrl } from '../../../shared/http/api-url.ts';
import { getClientId } from '../../../shared/session/client-id.ts';

/** The user-centre calls of the public pages (login, inner login, registration, reset). */

export async function login(body: BodyOf<typeof accountApi.login>): Promise<LoginResult> {
  return firstRow(await callApi(accountApi.login, body));
}

export async function innerLogin(body: BodyOf<typeof accountApi.speechSkillAdminLogin>): Promise<LoginResult> {
  return firstRow(await callApi(accountApi.speechSkillAdminLogin, body));
}

export async function checkPhone(phoneNumber: string): Promise<RowOf<typeof accountApi.phoneCheck> | undefined> {
  const result = await callApi(accountApi.phoneCheck, { phoneNumber });
  return result.rows[0];
}

export async function sendRegisterSmsCode(phoneNumber: string): Promise<void> {
  await callApi(accountApi.sendSmsVerifyCode, { phoneNumber });
}

export async function sendResetSmsCode(phone: string): Promise<void> {
  await callApi(accountApi.sendResetSmsCode, { phone });
}

export async function register(body: BodyOf<typeof accountApi.register>): Promise<LoginResult> {
  return firstRow(await callApi(accountApi.register, body));
}

export async function verifyChannelCode(code: string): Promise<void> {
  await callApi(accountApi.verChannelCode, { code });
}

export async function resetPassword(body: BodyOf<typeof accountApi.resetPassword>): Promise<void> {
  await callApi(accountApi.resetPassword, body);
}

/** Captcha kinds of createImgCode: the login's and the registration's are separate. */
export type CaptchaKind = 'login' | 'register';

/** The captcha image URL; t makes every refresh a new image instead of a cached one. */
export function captchaImageUrl(kind: CaptchaKind, now = Date.now()): string {
  return buildApiUrl(accountApi.createImgCode, {
    query: { clientId: getClientId(), type: kind === 'register' ? '1' : '0', t: now },
  });
}
