import { ErrorCode, ErrorMessage } from '@console/contracts';
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import { AppError } from '../lib/app-error.ts';
import { NOT_TEXT, pathOfNul, withValueAt } from '../lib/nul-text.ts';

/**
 * The contract's zod schemas validate every request; this wrapper adds the one rule no schema
 * states: no text anywhere in a request may hold a NUL character. PostgreSQL stores no NUL in
 * text or jsonb, so such a value would otherwise reach the database and fail there.
 */
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
