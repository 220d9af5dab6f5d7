import type { z } from 'zod';
import type { Endpoint } from '../endpoint.ts';

/** An endpoint with the zod schemas of its JSON body and query string. */
export interface ValidatedEndpoint<Body extends z.ZodType = z.ZodType, Query extends z.ZodType = z.ZodType>
  extends Endpoint {
  body?: Body;
  query?: Query;
}

type SchemaSet = { body?: z.ZodType; query?: z.ZodType };

/** Joins an endpoint table with the schemas of its calls; calls without input keep none. */
export function withSchemas<
  const Table extends Record<string, Endpoint>,
  const Schemas extends { [K in keyof Table]?: SchemaSet },
>(table: Table, schemas: Schemas): { [K in keyof Table]: Table[K] & (K extends keyof Schemas ? Schemas[K] : object) } {
  return Object.fromEntries(
    Object.entries(table).map(([name, endpoint]) => [name, { ...endpoint, ...schemas[name as keyof Schemas] }]),
  ) as never;
}

/** The body a caller sends (the schema's input type). */
export type BodyOf<E> = E extends { body: infer B extends z.ZodType } ? z.input<B> : never;
