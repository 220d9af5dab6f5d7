import { type Envelope, ErrorCode, ErrorText, failure } from '@console/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.ts';

/**
 * Every answer of the API is the platform envelope `{code, message, messageExt, result}`.
 *
 * HTTP status: the platform's clients (the console, the softphone SDK, integrations written
 * against the platform) read `code`, not the status, so business errors, validation errors,
 * session errors (709xxx) and even unexpected faults (999999) answer 200 with the envelope.
 * Three cases keep another status, still with the envelope as body, because clients that never
 * read the body rely on them: an unknown path (404, e.g. for monitoring and wrong base URLs),
 * a rate limit (429 with Retry-After, for retrying clients and proxies) and a full request line
 * (503 with Retry-After, plugins/request-queue.ts).
 *
 * Validation: the contract's zod schemas carry Chinese messages that name the field. The first
 * failing field decides the answer: 100000 when it is missing or blank, 100001 when it is there
 * but malformed.
 */
const BODY_MALFORMED = '请求体格式错误';
const QUERY_MALFORMED = '请求参数格式错误';
const BODY_TOO_LARGE = '请求体过大';
const HAS_CHINESE = /[\u4e00-\u9fa5]/;

export function sendEnvelope(reply: FastifyReply, body: Envelope<unknown>, statusCode = 200): FastifyReply {
  return reply.status(statusCode).type('application/json; charset=utf-8').send(body);
}

export function sendNotFound(reply: FastifyReply): FastifyReply {
  return sendEnvelope(reply, failure(ErrorCode.NotFound, ErrorText[ErrorCode.NotFound]), 404);
}

function valueAt(source: unknown, path: string[]): unknown {
  let current = source;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/**
 * A missing field is reported as "<label>不能为空" even where the schema's first failing check
 * was another one (a coerced number reports a missing value as 必须为数字). The contract's
 * messages are all "<label><complaint>", which is what makes the label recoverable here.
 */
const COMPLAINT = /^(.+?)(必须为数字|必须为整数|格式错误|不能超过\d+个字符)$/;

function requiredMessage(message: string): string {
  const match = COMPLAINT.exec(message);
  return match ? `${match[1]}不能为空` : message;
}

function validationFailure(error: FastifyError, request: FastifyRequest): Envelope<never> {
  const issue = error.validation?.[0];
  const context = error.validationContext;
  const source = context === 'querystring' ? request.query : context === 'params' ? request.params : request.body;
  const path = (issue?.instancePath ?? '').split('/').filter(Boolean);
  const wholeMalformed = context === 'querystring' ? QUERY_MALFORMED : BODY_MALFORMED;
  if (!issue || path.length === 0) return failure(ErrorCode.ParamInvalid, wholeMalformed);
  const missing = isBlank(valueAt(source, path));
  // A schema without a Chinese message would leak zod's English default text to the person.
  const message = issue.message && HAS_CHINESE.test(issue.message) ? issue.message : undefined;
  return missing
    ? failure(ErrorCode.ParamRequired, message ? requiredMessage(message) : ErrorText[ErrorCode.ParamRequired])
    : failure(ErrorCode.ParamInvalid, message ?? ErrorText[ErrorCode.ParamInvalid]);
}

/**
 * What of an unexpected error may be logged. Drizzle's query errors carry the bound parameters
 * (password hashes, token hashes, captcha texts), so only the SQL text and the driver's own
 * error code and message are kept.
 */
export function describeFault(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { thrown: String(error) };
  const cause = error.cause instanceof Error ? error.cause : undefined;
  const query = (error as { query?: unknown }).query;
  return {
    type: error.name,
    message: typeof query === 'string' ? 'database query failed' : error.message,
    query: typeof query === 'string' ? query : undefined,
    code: (error as { code?: unknown }).code ?? (cause as { code?: unknown } | undefined)?.code,
    cause: cause?.message,
    stack: error.stack?.split('\n').slice(1, 8).join('\n'),
  };
}

export function registerEnvelope(app: FastifyInstance): void {
  // An empty body on a JSON request means "no fields", so the answer names the first required
  // field instead of a generic parse error.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });

  app.setErrorHandler((thrown: unknown, request, reply) => {
    if (thrown instanceof AppError) {
      return sendEnvelope(reply, failure(thrown.code, thrown.message, thrown.messageExt), thrown.statusCode);
    }
    const error = (thrown ?? {}) as FastifyError;
    if (hasZodFastifySchemaValidationErrors(error)) {
      return sendEnvelope(reply, validationFailure(error, request));
    }
    if (error.statusCode === 429) {
      return sendEnvelope(reply, failure(ErrorCode.TooManyRequests, ErrorText[ErrorCode.TooManyRequests]), 429);
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return sendEnvelope(reply, failure(ErrorCode.ParamInvalid, BODY_TOO_LARGE));
    }
    if (error.code?.startsWith('FST_ERR_CTP_') || (error.statusCode && error.statusCode < 500)) {
      request.log.info({ code: error.code }, 'rejected malformed request');
      return sendEnvelope(reply, failure(ErrorCode.ParamInvalid, BODY_MALFORMED));
    }
    request.log.error({ fault: describeFault(thrown) }, 'unexpected error');
    return sendEnvelope(reply, failure(ErrorCode.Internal, ErrorText[ErrorCode.Internal]));
  });
}
