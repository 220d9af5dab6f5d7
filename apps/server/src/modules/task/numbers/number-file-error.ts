import { NumberFileRefusal } from '@console/contracts';

export type NumberFileRefusalKey = keyof typeof NumberFileRefusal;

/**
 * A number file refused whole; the message is the contract's NumberFileRefusal text, followed
 * by the detail where there is one (the missing columns' names). Nothing of the file counts as
 * imported.
 */
export class NumberFileError extends Error {
  readonly refusal: NumberFileRefusalKey;

  constructor(refusal: NumberFileRefusalKey, detail = '', options?: { cause?: unknown }) {
    super(NumberFileRefusal[refusal] + detail, options);
    this.name = 'NumberFileError';
    this.refusal = refusal;
  }
}
