import type { z } from 'zod';
import type { ServiceName } from './services.ts';

/**
 * One call of the platform: which service it belongs to, its path (with {businessId} and
 * {traceId} placeholders), how it is called and what it accepts. The server registers its route
 * from this, the console builds its request from this.
 */
export interface Endpoint<Body extends z.ZodType = z.ZodType, Query extends z.ZodType = z.ZodType> {
  service: ServiceName;
  method: 'GET' | 'POST';
  path: string;
  /** public: no token; session: a valid token whose business matches {businessId} in the path. */
  auth: 'public' | 'session';
  body?: Body;
  query?: Query;
}

export function defineEndpoint<B extends z.ZodType = z.ZodType, Q extends z.ZodType = z.ZodType>(
  endpoint: Endpoint<B, Q>,
): Endpoint<B, Q> {
  return endpoint;
}

export type BodyOf<E> = E extends Endpoint<infer B, z.ZodType> ? z.input<B> : never;

export function fillPath(path: string, values: { businessId?: string | number; traceId?: string }): string {
  return path
    .replaceAll('{businessId}', encodeURIComponent(String(values.businessId ?? '')))
    .replaceAll('{traceId}', encodeURIComponent(values.traceId ?? ''));
}

/** Fastify's form of a contract path: {businessId} becomes :businessId. */
export function routePattern(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}
