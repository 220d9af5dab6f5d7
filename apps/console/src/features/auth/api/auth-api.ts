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

/** An SMS takes the answer to this browser's captcha of the page (registration or reset). */
export async function sendRegisterSmsCode(phoneNumber: string, imgCode: string): Promise<void> {
  await callApi(accountApi.sendSmsVerifyCode, { phoneNumber, imgCode, clientId: getClientId() });
}

export async function sendResetSmsCode(phone: string, imgCode: string): Promise<void> {
  await callApi(accountApi.sendResetSmsCode, { phone, imgCode, clientId: getClientId() });
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

/** Captcha kinds of createImgCode: the login's, the registration's and the reset's are separate. */
export type CaptchaKind = 'login' | 'register' | 'reset';

const CAPTCHA_TYPES: Record<CaptchaKind, string> = { login: '0', register: '1', reset: '2' };

/** The captcha image URL; t makes every refresh a new image instead of a cached one. */
export function captchaImageUrl(kind: CaptchaKind, now = Date.now()): string {
  return buildApiUrl(accountApi.createImgCode, {
    query: { clientId: getClientId(), type: CAPTCHA_TYPES[kind], t: now },
  });
}
