import { accountApi } from '@console/contracts';
import { buildApiUrl } from '../../../shared/http/api-url.ts';
import { getClientId } from '../../../shared/session/client-id.ts';

/** Captcha kinds of createImgCode: the login's and the registration's are separate. */
export type CaptchaKind = 'login' | 'register';

/**
 * createImgCode is fetched by the browser as an image, not called: this is its URL. t makes every
 * refresh a new image instead of a cached one.
 */
export function captchaImageUrl(kind: CaptchaKind, now = Date.now()): string {
  return buildApiUrl(accountApi.createImgCode, {
    query: { clientId: getClientId(), type: kind === 'register' ? '1' : '0', t: now },
  });
}
