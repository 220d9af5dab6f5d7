import { DEFAULT_SERVICE_PREFIXES, type Endpoint, fillPath, type RuntimeConfig } from '@console/contracts';
import { getRuntimeConfig } from '../config/runtime-config.ts';

interface UrlParts {
  businessId?: string | number;
  traceId?: string;
  token?: string;
  query?: Record<string, string | number | undefined>;
}

/**
 * interfaceUrl + the service's prefix + the path with {businessId}/{traceId} filled, then the
 * query with the token last. An empty interfaceUrl means the console's own origin.
 */
export function buildApiUrl(
  endpoint: Pick<Endpoint, 'service' | 'path'>,
  parts: UrlParts = {},
  config: RuntimeConfig = getRuntimeConfig(),
): string {
  const base = (config.interfaceUrl ?? '').replace(/\/+$/, '');
  const prefix = (config.service?.[endpoint.service] ?? DEFAULT_SERVICE_PREFIXES[endpoint.service]).replace(/\/+$/, '');
  const path = fillPath(endpoint.path, { businessId: parts.businessId, traceId: parts.traceId });
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(parts.query ?? {})) {
    if (value !== undefined) params.set(key, String(value));
  }
  if (parts.token) params.set('token', parts.token);
  const search = params.toString();
  return `${base}${prefix}${path}${search ? `?${search}` : ''}`;
}
