import type { AccessKey } from './permissions.ts';
import type { ServiceName } from './services.ts';

/**
 * One call of the platform: which service it belongs to, its path (with {businessId} and
 * {traceId} placeholders), how it is called and who may call it. Both sides read this table; the
 * request schemas live beside it under `schemas/` so the console does not bundle zod.
 */
export interface Endpoint {
  service: ServiceName;
  method: 'GET' | 'POST';
  path: string;
  /** public: no token; session: a valid token whose business matches {businessId} in the path. */
  auth: 'public' | 'session';
  /** A session call that only viewers who may open this area can make (permissions.ts). */
  access?: AccessKey;
}

export function defineEndpoints<const T extends Record<string, Endpoint>>(table: T): T {
  return table;
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
