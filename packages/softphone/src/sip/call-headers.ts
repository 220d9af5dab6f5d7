import { CALL_HEADERS, decodeUserData } from '@console/contracts';
import type { CallEventPayload } from '../events.ts';

export type CallPayload = Omit<CallEventPayload, 'msgType'>;

interface HeaderSource {
  getHeader(name: string): string | undefined;
}

/** The event payload of an INVITE from the platform; absent headers leave their key out. */
export function readCallPayload(request: HeaderSource): CallPayload {
  const payload: CallPayload = { userData: decodeUserData(request.getHeader(CALL_HEADERS.userData) || undefined) };
  const fields = [
    ['call-origin', CALL_HEADERS.origin],
    ['agent-uuid', CALL_HEADERS.agentUuid],
    ['customer-uuid', CALL_HEADERS.customerUuid],
    ['ani', CALL_HEADERS.ani],
    ['dni', CALL_HEADERS.dni],
  ] as const;
  for (const [key, header] of fields) {
    const value = request.getHeader(header);
    if (value) payload[key] = value;
  }
  return payload;
}
