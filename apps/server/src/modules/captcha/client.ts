import type { FastifyReply, FastifyRequest } from 'fastify';
import { newToken } from '../../lib/secrets.ts';

/**
 * Which browser a captcha belongs to. Our pages send a clientId of their own; the original
 * console's pages send none, so the image's answer gives the browser an HttpOnly cookie with a
 * server-chosen id, and its later login, register and SMS requests carry it back.
 */
const COOKIE = 'captcha_client';
/** A day: long enough for a registration whose captcha stays valid until its SMS code expires. */
const COOKIE_MAX_AGE_S = 24 * 60 * 60;
const COOKIE_VALUE = /^[A-Za-z0-9_-]{16,64}$/;

function cookieClient(request: FastifyRequest): string | undefined {
  for (const pair of (request.headers.cookie ?? '').split(';')) {
    const [name, value] = pair.trim().split('=', 2);
    if (name === COOKIE && value && COOKIE_VALUE.test(value)) return value;
  }
  return undefined;
}

/** The browser of a login, register or SMS request: its clientId, else its cookie. */
export function captchaClient(request: FastifyRequest, sent: string | undefined): string | undefined {
  return sent ?? cookieClient(request);
}

/** The browser a new captcha image is for: its clientId, else its cookie, else a new one set as the cookie. */
export function bindCaptchaClient(request: FastifyRequest, reply: FastifyReply, sent: string | undefined): string {
  if (sent) return sent;
  const client = cookieClient(request) ?? newToken();
  const secure = request.protocol === 'https' ? '; Secure' : '';
  reply.header(
    'Set-Cookie',
    `${COOKIE}=${client}; Path=/; Max-Age=${COOKIE_MAX_AGE_S}; HttpOnly; SameSite=Lax${secure}`,
  );
  return client;
}
