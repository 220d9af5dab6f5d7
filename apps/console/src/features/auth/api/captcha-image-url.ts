import { accountApi } from '@console/contracts';
import { buildApiUrl } from '../../../shared/http/api-url.ts';
import { getClientId } from '../../../shared/session/client-id.ts';

/** Captcha kinds of createImgCode: the login's, the registration's and the reset's are separate. */
export type CaptchaKind = 'login' | 'register' | 'reset';

const CAPTCHA_TYPES: Record<CaptchaKind, '0' | '1' | '2'> = { login: '0', register: '1', reset: '2' };

/**
 * createImgCode is fetched by the browser as an image, not called: this is its URL. t makes every
 * refresh a new image instead of a cached one.
 */
export function captchaImageUrl(kind: CaptchaKind, now = Date.now()): string {
  return buildApiUrl(accountApi.createImgCode, {
    query: { clientId: getClientId(), type: CAPTCHA_TYPES[kind], t: now },
  });
}
