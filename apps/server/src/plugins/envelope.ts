import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { type Envelope, ErrorCode, ErrorMessage, ErrorText, failure } from '@console/contracts';
import type { ConnectionError, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.ts';
import { describeFault } from '../lib/log-redaction.ts';
import { FIXED_SECURITY_HEADERS } from './security-headers.ts';

/**
 * Every answer of the API is the platform envelope `{code, message, messageExt, result}`.
 *
 * HTTP status: the platform's clients (the console, the softphone SDK, integrations written
 * against the platform) read `code`, not the status, so business errors, validation errors,
 * session errors (709xxx) and even unexpected faults (999999) answer 200 with the envelope.
 * Some cases keep another status, still with the envelope as body, because clients that never
 * read the body rely on them: an unknown path (404, e.g. for monitoring and wrong base URLs), a
 * rate limit (429 with Retry-After, for retrying clients and proxies) and a full request line
 * (503 with Retry-After, plugins/request-queue.ts). Requests refused below the API (a URL over
 * 16 KB: 414, a URL that does not decode: 400) keep their HTTP status too, since no route has
 * read them.
 *
 * Validation: the contract's zod schemas carry Chinese messages that name the field. The first
 * failing field decides the answer: 100000 when it is missing or blank, 100001 when it is there
 * but malformed.
 */
const HAS_CHINESE = /[\u4e00-\u9fa5]/;
/**
 * No request of the platform nests deeper than a few levels; JSON nested thousands deep would
 * overflow the stack of whatever walks it later (schema checks, JSON.stringify, the database).
 */
const MAX_JSON_DEPTH = 64;

/** The deepest nesting of arrays and objects in a JSON text, counted without parsing it. */
function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (inString) {
      if (char === '\\') i++;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '[' || char === '{') deepest = Math.max(deepest, ++depth);
    else if (char === ']' || char === '}') depth--;
  }
  return deepest;
}

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
  return match ? ErrorMessage.fieldRequired(match[1]) : message;
}

function validationFailure(error: FastifyError, request: FastifyRequest): Envelope<never> {
  const issue = error.validation?.[0];
  const context = error.validationContext;
  const source = context === 'querystring' ? request.query : context === 'params' ? request.params : request.body;
  const path = (issue?.instancePath ?? '').split('/').filter(Boolean);
  const wholeMalformed = context === 'querystring' ? ErrorMessage.queryMalformed : ErrorMessage.bodyMalformed;
  if (!issue || path.length === 0) return failure(ErrorCode.ParamInvalid, wholeMalformed);
  const missing = isBlank(valueAt(source, path));
  // A schema without a Chinese message would leak zod's English default text to the person.
  const message = issue.message && HAS_CHINESE.test(issue.message) ? issue.message : undefined;
  return missing
    ? failure(ErrorCode.ParamRequired, message ? requiredMessage(message) : ErrorText[ErrorCode.ParamRequired])
    : failure(ErrorCode.ParamInvalid, message ?? ErrorText[ErrorCode.ParamInvalid]);
}

/**
 * Node reports a long URL and many headers alike. The bytes that overflowed tell them apart when
 * they hold a whole, ordinary request line: then the headers were too large, else the URL.
 */
function headersOverflowed(received: Buffer | undefined): boolean {
  const text = received?.toString('latin1') ?? '';
  const lineEnd = text.indexOf('\r\n');
  const requestLine = lineEnd >= 0 ? text.slice(0, lineEnd) : '';
  return /^[A-Z]+ \S+ HTTP\/1\.\d$/.test(requestLine) && requestLine.length < 8192;
}

/**
 * Requests Node's HTTP parser refuses never reach Fastify: a request line and headers over
 * 16 KB (a URL that long, usually), a malformed request, a client too slow to send its headers.
 * They still answer the envelope, written straight to the socket.
 */
export function answerClientError(error: ConnectionError, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  let status = 400;
  let message: string = ErrorMessage.bodyMalformed;
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    status = 408;
    message = ErrorMessage.requestTimeout;
  } else if (error.code === 'HPE_HEADER_OVERFLOW') {
    // (Fastify types rawPacket as a serialised Buffer; Node hands over the Buffer itself.)
    status = headersOverflowed(error.rawPacket as unknown as Buffer | undefined) ? 431 : 414;
    message = status === 431 ? ErrorMessage.headersTooLarge : ErrorMessage.urlTooLong;
  }
  const body = JSON.stringify(failure(ErrorCode.ParamInvalid, message));
  const headers = Object.entries({
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    ...FIXED_SECURITY_HEADERS,
    Connection: 'close',
  }).map(([name, value]) => `${name}: ${value}\r\n`);
  if (socket.writable) socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${headers.join('')}\r\n${body}`);
  socket.destroy(error);
}

/** The router's own refusals: a URL that does not decode, a path segment over its length limit. */
export function answerFrameworkError(_error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  sendEnvelope(reply, failure(ErrorCode.ParamInvalid, ErrorMessage.urlMalformed), 400);
}

/** A urlencoded form as an object; a name sent more than once gives the list of its values. */
function formFields(text: string): Record<string, string | string[]> {
  const fields = new Map<string, string | string[]>();
  for (const [name, value] of new URLSearchParams(text)) {
    const previous = fields.get(name);
    fields.set(name, previous === undefined ? value : [...(Array.isArray(previous) ? previous : [previous]), value]);
  }
  // fromEntries defines own properties, so a field named __proto__ stays a field.
  return Object.fromEntries(fields);
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
    if (jsonDepth(text) > MAX_JSON_DEPTH) {
      done(new AppError(ErrorCode.ParamInvalid, ErrorMessage.bodyMalformed));
      return;
    }
    parseJson(request, text, done);
  });
  // The original console's axios sends a POST without data as an empty form: no fields. A filled
  // form's values arrive as text, which the contract's fields accept as they accept JSON text.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, formFields(typeof body === 'string' ? body : body.toString('utf8')));
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
      return sendEnvelope(reply, failure(ErrorCode.ParamInvalid, ErrorMessage.bodyTooLarge));
    }
    if (error.code?.startsWith('FST_ERR_CTP_') || (error.statusCode && error.statusCode < 500)) {
      request.log.info({ code: error.code }, 'rejected malformed request');
      return sendEnvelope(reply, failure(ErrorCode.ParamInvalid, ErrorMessage.bodyMalformed));
    }
    request.log.error({ fault: describeFault(thrown) }, 'unexpected error');
    return sendEnvelope(reply, failure(ErrorCode.Internal, ErrorText[ErrorCode.Internal]));
  });
}
