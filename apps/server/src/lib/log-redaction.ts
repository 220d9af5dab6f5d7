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

/** Quoted text and byte dumps in a database message are values (the rest names types and objects). */
const QUOTED_VALUE = /"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g;
const BYTE_DUMP = /\b0x[0-9a-f]{2}(?:\s+0x[0-9a-f]{2})*/gi;
/** What a driver's error says about where it failed, without a value: not detail, where or hint. */
const DATABASE_ERROR_FIELDS = ['severity', 'schema', 'table', 'column', 'dataType', 'constraint', 'routine'] as const;

function maskValues(message: string): string {
  return message.replace(QUOTED_VALUE, '"…"').replace(BYTE_DUMP, '0x…');
}

function isDatabaseError(error: Error): boolean {
  const { code } = error as { code?: unknown };
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && 'severity' in error;
}

/** The call frames of a stack, without the message lines above them (which may span lines). */
function frames(stack: string | undefined): string {
  return (stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .slice(0, 8)
    .join('\n');
}

/** The shape pino expects of a serialised error. */
interface LoggedFault {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
}

function describeDatabaseError(error: Error): { type: string; message: string; [key: string]: unknown } {
  const fields = Object.fromEntries(
    DATABASE_ERROR_FIELDS.map((field) => [field, (error as unknown as Record<string, unknown>)[field]]),
  );
  return { ...fields, type: error.name, code: (error as { code?: unknown }).code, message: maskValues(error.message) };
}

/**
 * What of an error may be logged; the logger's `err` serializer and every explicit fault line use
 * it. Drizzle's query errors carry the bound parameters (password hashes, token hashes, captcha
 * texts, SMS texts) in their message, stack and `params`, and the driver's error beneath quotes
 * values in its message and lists the failing row in its detail: only the SQL text, the
 * database's error code, the names of what failed and the call frames are kept.
 */
export function describeFault(error: unknown): LoggedFault {
  if (!(error instanceof Error)) return { type: typeof error, message: 'not an Error', stack: '' };
  const cause = error.cause instanceof Error ? error.cause : undefined;
  const query = (error as { query?: unknown }).query;
  if (typeof query === 'string') {
    return {
      type: error.name,
      message: 'database query failed',
      query,
      code: (cause as { code?: unknown } | undefined)?.code,
      cause: cause && (isDatabaseError(cause) ? describeDatabaseError(cause) : describeFault(cause)),
      stack: frames(error.stack),
    };
  }
  if (isDatabaseError(error)) return { ...describeDatabaseError(error), stack: frames(error.stack) };
  return {
    type: error.name,
    message: error.message,
    code: (error as { code?: unknown }).code,
    cause: cause && describeFault(cause),
    stack: frames(error.stack),
  };
}
