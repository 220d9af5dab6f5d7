import {
  type BodyOf,
  type Endpoint,
  type Envelope,
  ErrorCode,
  type ErrorCodeValue,
  ErrorText,
  FallbackText,
  isSessionExpiredCode,
  isSuccess,
  limits,
  type RowOf,
} from '@console/contracts';
import { getSessionUser } from '../session/session-store.ts';
import { ApiError, BAD_RESPONSE_TEXT, ClientErrorCode } from './api-error.ts';
import { buildApiUrl } from './api-url.ts';
import { reportRequestFailure } from './error-report.ts';
import { showSessionExpired } from './session-expiry.ts';

export interface CallOptions {
  /** Overrides the session's token, e.g. the token of a fresh registration or an auto-login link. */
  token?: string;
  /** Overrides the session's business id for {businessId} in the path. */
  businessId?: number | string;
  query?: Record<string, string | number | undefined>;
  signal?: AbortSignal;
  /**
   * false: a session-expiry answer only rejects, without the 登录失效 dialog; for callers that
   * decide themselves where an invalid token leads (auto-login, registration's auto-login).
   */
  handleSessionExpiry?: boolean;
  timeoutMs?: number;
}

export interface ApiResult<Row> {
  rows: Row[];
  totalCount: number;
}

function serverErrorText(code: unknown): string {
  return ErrorText[Number(code) as ErrorCodeValue] ?? '请求失败';
}

function parseEnvelope(text: string, status: number): Envelope {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = null;
  }
  if (typeof parsed !== 'object' || parsed === null || !('code' in parsed)) {
    throw new ApiError(
      ClientErrorCode.badResponse,
      status >= 400 ? `${BAD_RESPONSE_TEXT}（${status}）` : BAD_RESPONSE_TEXT,
    );
  }
  return parsed as Envelope;
}

function isCallerAbort(error: unknown, signal: AbortSignal | undefined): boolean {
  return signal?.aborted === true && !(error instanceof ApiError);
}

async function send(url: string, endpoint: Endpoint, body: unknown, options: CallOptions): Promise<Envelope> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? limits.requestTimeoutMs);
  const forwardAbort = () => controller.abort();
  options.signal?.addEventListener('abort', forwardAbort);
  try {
    const isPost = endpoint.method === 'POST';
    // A FormData body goes as multipart/form-data; the browser sets its boundary.
    const isForm = body instanceof FormData;
    const response = await fetch(url, {
      method: endpoint.method,
      headers: isPost && !isForm ? { 'Content-Type': 'application/json' } : undefined,
      body: isPost ? (isForm ? body : JSON.stringify(body ?? {})) : undefined,
      signal: controller.signal,
    });
    return parseEnvelope(await response.text(), response.status);
  } catch (error) {
    if (error instanceof ApiError || isCallerAbort(error, options.signal)) throw error;
    if (timedOut) throw new ApiError(ClientErrorCode.timeout, FallbackText.timeout);
    throw new ApiError(ClientErrorCode.network, FallbackText.network);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', forwardAbort);
  }
}

/** The body and options of a call; an endpoint without a body takes none. */
type CallArgs<E> =
  BodyOf<E> extends undefined ? [body?: undefined, options?: CallOptions] : [body: BodyOf<E>, options?: CallOptions];

/**
 * Calls one endpoint of the contract and returns the envelope's result, its rows typed by the
 * endpoint's row schema; any failure rejects with an ApiError. The session's token goes with
 * calls that need a session, and a session-expiry code opens the 登录失效 dialog. A {businessId}
 * path without a session cannot be called at all, which the user sees as the same expired login.
 */
export async function callApi<E extends Endpoint>(
  endpoint: E,
  ...[body, options = {}]: CallArgs<E>
): Promise<ApiResult<RowOf<E>>> {
  const user = getSessionUser();
  const handleExpiry = options.handleSessionExpiry ?? true;
  const businessId = options.businessId ?? user?.business.id;
  if (endpoint.path.includes('{businessId}') && (businessId === undefined || businessId === '')) {
    if (handleExpiry) showSessionExpired();
    throw new ApiError(ErrorCode.TokenMissing, FallbackText.sessionExpiredContent);
  }
  const token = options.token ?? (endpoint.auth === 'session' ? user?.token : undefined);
  const url = buildApiUrl(endpoint, { businessId, traceId: user?.account, token, query: options.query });
  try {
    const envelope = await send(url, endpoint, body, options);
    if (isSuccess(envelope.code)) {
      // The contract defines the rows' shape; the server's tests hold it to that.
      return { rows: (envelope.result?.rows ?? []) as RowOf<E>[], totalCount: envelope.result?.totalCount ?? 0 };
    }
    throw new ApiError(envelope.code, envelope.message || serverErrorText(envelope.code), envelope.messageExt);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    reportRequestFailure({ url, code: error.code, message: error.message });
    if (handleExpiry && isSessionExpiredCode(error.code)) {
      showSessionExpired(error.numericCode === ErrorCode.TokenReplaced ? 'replaced' : 'expired');
    }
    throw error;
  }
}

/** The first row of a successful result; an empty result is a broken answer, not a success. */
export function firstRow<Row>(result: ApiResult<Row>): Row {
  const row = result.rows[0];
  if (row === undefined) throw new ApiError(ClientErrorCode.badResponse, BAD_RESPONSE_TEXT);
  return row;
}
