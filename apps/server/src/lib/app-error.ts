import { type ErrorCodeValue, ErrorText } from '@console/contracts';

/**
 * A business answer that is not a success. Services throw it; the envelope plugin turns it into
 * `{code, message, messageExt}`. The message defaults to the contract's catalogue text.
 */
export class AppError extends Error {
  readonly code: ErrorCodeValue;
  readonly messageExt: string | undefined;
  /** HTTP status of the answer; 200 for business errors (see plugins/envelope.ts). */
  readonly statusCode: number;

  constructor(code: ErrorCodeValue, message?: string, options: { messageExt?: string; statusCode?: number } = {}) {
    super(message ?? ErrorText[code]);
    this.name = 'AppError';
    this.code = code;
    this.messageExt = options.messageExt;
    this.statusCode = options.statusCode ?? 200;
  }
}
