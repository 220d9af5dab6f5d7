import { ErrorCode, ErrorMessage } from '@console/contracts';
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import { AppError } from '../lib/app-error.ts';

/**
 * The contract's zod schemas validate every request; this wrapper adds the one rule no schema
 * states: no text anywhere in a request may hold a NUL character. PostgreSQL stores no NUL in
 * text or jsonb, so such a value would otherwise reach the database and fail there.
 */
type Path = (string | number)[];

/** Where the first string holding a NUL sits; walked without recursion, whatever the nesting. */
function pathOfNul(data: unknown): Path | undefined {
  const pending: { value: unknown; path: Path }[] = [{ value: data, path: [] }];
  for (let item = pending.pop(); item; item = pending.pop()) {
    const { value, path } = item;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return path;
    } else if (value !== null && typeof value === 'object') {
      const entries = Array.isArray(value) ? value.entries() : Object.entries(value);
      const children = [...entries].map(([key, child]) => ({ value: child, path: [...path, key] }));
      pending.push(...children.reverse());
    }
  }
  return undefined;
}

function withValueAt(data: unknown, path: Path, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [key, ...rest] = path;
  const copy = Array.isArray(data) ? [...data] : { ...(data as Record<string, unknown>) };
  (copy as Record<string | number, unknown>)[key] = withValueAt(
    (data as Record<string | number, unknown>)[key],
    rest,
    replacement,
  );
  return copy;
}

/** A value no text field accepts: its schema's type check then answers "<label>格式错误". */
const NOT_TEXT = Object.freeze({});

export const contractValidator: FastifySchemaCompiler<ZodType> = (route) => {
  const validate = validatorCompiler(route);
  return (data) => {
    const path = pathOfNul(data);
    if (!path) return validate(data);
    const named = validate(withValueAt(data, path, NOT_TEXT));
    if (typeof named === 'object' && 'error' in named && named.error) return named;
    // A field that takes any JSON (log data, export conditions) has no label: name its path.
    return { error: new AppError(ErrorCode.ParamInvalid, ErrorMessage.fieldPathInvalid(path.join('.'))) };
  };
};
