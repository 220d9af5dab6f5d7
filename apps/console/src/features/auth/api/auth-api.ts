import { accountApi, type LoginResult, type PhoneCheckResult } from '@console/contracts';
// Type-only: the schemas (and zod) stay out of the console bundle.
import type { accountEndpoints, BodyOf } from '@console/contracts/schemas';
import { callApi, firstRow } from '../../../shared/http/api-client.ts';
import { buildApiUrl } from '../../../shared/http/api-url.ts';
import { getClientId } from '../../../shared/session/client-id.ts';

/** The user-centre calls of the public pages (login, inner login, registration, reset). */

export async function login(body: BodyOf<typeof accountEndpoints.login>): Promise<LoginResult> {
  return firstRow(await callApi<LoginResult>(accountApi.login, body));
}

export async function innerLogin(body: BodyOf<typeof accountEndpoints.speechSkillAdminLogin>): Promise<LoginResult> {
  return firstRow(await callApi<LoginResult>(accountApi.speechSkillAdminLogin, body));
}

export async function checkPhone(phoneNumber: string): Promise<PhoneCheckResult | undefined> {
  const result = await callApi<PhoneCheckResult>(accountApi.phoneCheck, { phoneNumber });
  return result.rows[0];
}

/** An SMS takes the answer to this browser's captcha of the page (registration or reset). */
export async function sendRegisterSmsCode(phoneNumber: string, imgCode: string): Promise<void> {
  await callApi(accountApi.sendSmsVerifyCode, { phoneNumber, imgCode, clientId: getClientId() });
}

export async function sendResetSmsCode(phone: string, imgCode: string): Promise<void> {
  await callApi(accountApi.sendResetSmsCode, { phone, imgCode, clientId: getClientId() });
}

export async function register(body: BodyOf<typeof accountEndpoints.register>): Promise<LoginResult> {
  return firstRow(await callApi<LoginResult>(accountApi.register, body));
}

export async function verifyChannelCode(code: string): Promise<void> {
  await callApi(accountApi.verChannelCode, { code });
}

export async function resetPassword(body: BodyOf<typeof accountEndpoints.resetPassword>): Promise<void> {
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
