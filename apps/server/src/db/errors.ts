/**
 * The SQLSTATE of a database error, wherever the driver put it: drizzle wraps the driver's error
 * (pg's or PGlite's) as its `cause`. Undefined when no error in the chain carries one.
 */
export function sqlState(error: unknown): string | undefined {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** 23505: a row with that unique key exists. */
export const UNIQUE_VIOLATION = '23505';
/** 40P01 and 40001: another transaction got in the way; the same work may simply be tried again. */
export const RETRYABLE = ['40P01', '40001'];
