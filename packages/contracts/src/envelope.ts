/** The response envelope every endpoint of the platform answers with. */
export interface Envelope<Row = unknown> {
  code: number | string;
  message: string;
  messageExt?: string;
  result: { rows: Row[]; totalCount: number };
}

export const SUCCESS_CODE = 0;

/** 0 and '000000' both mean success; the call module (softphone) answers "0". */
export function isSuccess(code: unknown): boolean {
  return code === 0 || code === '0' || code === '000000';
}

/** A success answer; without rows it answers none (Row never). */
export function envelope<Row = never>(rows: Row[] = [], totalCount = rows.length, message = 'success'): Envelope<Row> {
  return { code: SUCCESS_CODE, message, result: { rows, totalCount } };
}

export function failure(code: number, message: string, messageExt?: string): Envelope<never> {
  return { code, message, messageExt: messageExt ?? message, result: { rows: [], totalCount: 0 } };
}
