import { ErrorCode, ErrorMessage } from '@console/contracts';
import type { z } from 'zod';
import { AppError } from './app-error.ts';
import { NOT_TEXT, pathOfNul, withValueAt } from './nul-text.ts';

/**
 * Validates input the router could not (an export's stored query, an upload's text fields) with
 * the contract's schema, refusing it as the router would: 100000 when the field is missing or
 * blank, else 100001, with the schema's message naming the field. A text holding a NUL (which
 * the database cannot store) is malformed, named as the router names it.
 */
export function parseInput<S extends z.ZodType>(schema: S, raw: Record<string, unknown>): z.output<S> {
  const nul = pathOfNul(raw);
  if (nul) {
    const named = schema.safeParse(withValueAt(raw, nul, NOT_TEXT));
    const where = nul.join('.');
    const issue = named.success ? undefined : named.error.issues.find((i) => i.path.join('.') === where);
    const message = issue?.message ?? ErrorMessage.fieldPathInvalid(where);
    throw new AppError(ErrorCode.ParamInvalid, message);
  }
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const value = issue.path.reduce<unknown>(
    (at, key) => (at && typeof at === 'object' ? (at as Record<PropertyKey, unknown>)[key] : undefined),
    raw,
  );
  const missing = value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
  throw new AppError(missing ? ErrorCode.ParamRequired : ErrorCode.ParamInvalid, issue.message);
}
