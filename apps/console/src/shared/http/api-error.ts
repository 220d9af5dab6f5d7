import { FallbackText } from '@console/contracts';

/** Failures that never reached a server answer; the server's own codes are numbers. */
export const ClientErrorCode = {
  network: 'NETWORK',
  timeout: 'TIMEOUT',
  badResponse: 'BAD_RESPONSE',
} as const;

export const BAD_RESPONSE_TEXT = '服务器响应异常';

/** A failed call: the envelope's code and texts, or a client-side code with a Chinese fallback. */
export class ApiError extends Error {
  readonly code: number | string;
  readonly messageExt: string;

  constructor(code: number | string, message: string, messageExt?: string) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.messageExt = messageExt ?? message;
  }

  /** The code as a number, so it compares with the contract's ErrorCode values. */
  get numericCode(): number {
    return Number(this.code);
  }
}

/** Anything a call rejected with, as an ApiError (a programming error becomes a network-style one). */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  return new ApiError(ClientErrorCode.network, FallbackText.network);
}

/** The text to show for a failure: the server's message, else the page's fallback. */
export function errorText(error: unknown, fallback: string): string {
  const apiError = toApiError(error);
  return apiError.message || fallback;
}
