import type { FastifyRequest } from 'fastify';

/**
 * Secrets never reach the log. Request bodies are not logged at all; these paths catch objects
 * that code logs on purpose, and the request serializer strips the token from logged URLs
 * (the platform sends it as a query parameter).
 */
const SECRET_FIELDS = ['password', 'token', 'access_token', 'smsCode', 'verifyCode', 'imgCode'];

export const logRedaction = {
  paths: [
    'req.query.token',
    'req.body.password',
    'body.password',
    ...SECRET_FIELDS.flatMap((field) => [`*.${field}`, `*.*.${field}`]),
  ],
  censor: '[REDACTED]',
};

export function redactUrl(url: string): string {
  return url.replace(/([?&]token=)[^&#]*/gi, '$1[REDACTED]');
}

export function requestSerializer(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    remoteAddress: request.ip,
  };
}
