import {
  CALL_HEADERS,
  type CallUserData,
  decodeUserData,
  normalOrigin,
  ORIGINAL_CALL_HEADERS,
} from '@console/contracts';
import type { CallEventPayload } from '../events.ts';

export type CallPayload = Omit<CallEventPayload, 'msgType'>;

interface HeaderSource {
  getHeader(name: string): string | undefined;
}

/**
 * The event payload of an INVITE from the platform; absent headers leave their key out. Our
 * header names come first, the original platform's (X-Kxjl-*) stand in where ours are absent.
 */
export function readCallPayload(request: HeaderSource): CallPayload {
  const header = (name: string) => request.getHeader(name) || undefined;
  const payload: CallPayload = { userData: readUserData(header) };
  const fields = [
    ['call-origin', CALL_HEADERS.origin, ORIGINAL_CALL_HEADERS.origin],
    ['agent-uuid', CALL_HEADERS.agentUuid, ORIGINAL_CALL_HEADERS.agentUuid],
    ['customer-uuid', CALL_HEADERS.customerUuid, ORIGINAL_CALL_HEADERS.customerUuid],
    ['ani', CALL_HEADERS.ani, undefined],
    ['dni', CALL_HEADERS.dni, undefined],
  ] as const;
  for (const [key, ours, original] of fields) {
    const value = header(ours) ?? (original ? header(original) : undefined);
    if (value) payload[key] = key === 'call-origin' ? normalOrigin(value) : value;
  }
  return payload;
}

function readUserData(header: (name: string) => string | undefined): CallUserData {
  const encoded = header(CALL_HEADERS.userData);
  if (encoded) return decodeUserData(encoded);
  const data: CallUserData = {};
  const relation = header(ORIGINAL_CALL_HEADERS.callRelationId);
  const app = header(ORIGINAL_CALL_HEADERS.appId);
  const line = header(ORIGINAL_CALL_HEADERS.line);
  if (relation) data['call-relation-id'] = relation;
  if (app) data['app-id'] = app;
  if (line) data.line = line;
  return data;
}
