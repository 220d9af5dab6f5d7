import type { z } from 'zod';
import type { AccessKey } from './permissions.ts';
import type { ServiceName } from './services.ts';

/** Where a call of the platform goes and who may make it. */
export interface EndpointRoute {
  service: ServiceName;
  method: 'GET' | 'POST';
  path: string;
  /** public: no token; session: a valid token whose business matches {businessId} in the path. */
  auth: 'public' | 'session';
  /**
   * A session call that only viewers who may open this area can make (permissions.ts); a list
   * lets in a viewer who may open any of its areas (a lookup two pages share).
   */
  access?: AccessKey | readonly AccessKey[];
  /**
   * Answers a member who still has the initial password the master gave them; every other
   * session call answers 200010 until they have set their own (setInitialPassword).
   */
  beforeInitialPassword?: true;
  /** One line for the API reference. */
  summary: string;
}

/** The zod schemas of one endpoint (<area>/schemas.ts): what it accepts and what it answers. */
export interface EndpointSchemas {
  /** The JSON body of a POST. */
  body?: z.ZodType;
  /**
   * A multipart/form-data POST with one file: its field is `fileField`, or one of `aliases`
   * (el-upload, which the original console uses, names it `file`).
   */
  upload?: {
    fileField: string;
    aliases?: readonly string[];
    /** The text fields sent beside the file, validated like a body once the request is read. */
    fields?: z.ZodType;
  };
  query?: z.ZodType;
  /** One row of a successful answer's result.rows; an endpoint without it answers no rows. */
  row?: z.ZodType;
  /** The endpoint answers a file of this media type instead of the envelope. */
  file?: string;
}

/**
 * One call of the platform: its route plus, as types only, the schemas of its input and answer,
 * so both sides derive the body and row types from the zod schemas without bundling zod. The
 * server joins the table with the schemas themselves (schemas/index.ts, with withSchemas).
 */
export interface Endpoint<S extends EndpointSchemas = EndpointSchemas> extends EndpointRoute {
  /** Never set at run time: carries the schemas' types for BodyOf and RowOf. */
  readonly types?: S;
}

type SchemasOf<E> = E extends { readonly types?: infer S } ? NonNullable<S> : never;

/** The body a caller sends: the input type of the body schema, form data for an upload, else none. */
export type BodyOf<E> =
  SchemasOf<E> extends { body: infer B extends z.ZodType }
    ? z.input<B>
    : SchemasOf<E> extends { upload: object }
      ? FormData
      : undefined;
/** The body as the server's handler receives it, after validation (defaults and conversions applied). */
export type ParsedBodyOf<E> = SchemasOf<E> extends { body: infer B extends z.ZodType } ? z.output<B> : undefined;
/** An upload's text fields as the server's handler receives them, after validation. */
export type UploadFieldsOf<E> =
  SchemasOf<E> extends { upload: { fields: infer F extends z.ZodType } } ? z.output<F> : undefined;
/** One row of a successful answer, as the caller reads it. */
export type RowOf<E> = SchemasOf<E> extends { row: infer R extends z.ZodType } ? z.output<R> : never;
/** One row as the server's handler gives it (before the schema's defaults apply). */
export type RowInputOf<E> = SchemasOf<E> extends { row: infer R extends z.ZodType } ? z.input<R> : never;

/**
 * Declares the endpoints of one area against the schema table of that area: every schema entry
 * gets its route, and each route carries its entry's types.
 */
export function defineEndpoints<S extends Record<string, EndpointSchemas>>() {
  return <const T extends { [K in keyof S]: EndpointRoute }>(
    table: T,
  ): { [K in keyof T]: T[K] & Endpoint<S[K & keyof S]> } => table as never;
}

export function fillPath(path: string, values: { businessId?: string | number; traceId?: string }): string {
  return path
    .replaceAll('{businessId}', encodeURIComponent(String(values.businessId ?? '')))
    .replaceAll('{traceId}', encodeURIComponent(values.traceId ?? ''));
}

/** Fastify's form of a contract path: {businessId} becomes :businessId. */
export function routePattern(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}
