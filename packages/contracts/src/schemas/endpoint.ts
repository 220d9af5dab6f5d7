import { z } from 'zod';
import type { Endpoint, EndpointRoute, EndpointSchemas } from '../endpoint.ts';

/** An endpoint with its schemas at run time (what the server registers and the docs describe). */
export type ValidatedEndpoint<S extends EndpointSchemas = EndpointSchemas> = Endpoint<S> & S;

/**
 * Joins an area's endpoint table with its schema table. Both list the same calls; the table's
 * types already come from these schemas (defineEndpoints), so the two cannot drift apart.
 */
export function withSchemas<
  const Table extends Record<string, EndpointRoute>,
  const Schemas extends { [K in keyof Table]: EndpointSchemas },
>(table: Table, schemas: Schemas): { [K in keyof Table]: Table[K] & Schemas[K] } {
  return Object.fromEntries(
    Object.entries(table).map(([name, endpoint]) => [name, { ...endpoint, ...schemas[name as keyof Schemas] }]),
  ) as never;
}

/** A row with a status code (0/1 flags and enumerations are integers on the wire). */
export const flagValue = z.union([z.literal(0), z.literal(1)]);
