import { CALL_ORIGINS, type TranscriptRole } from '@console/contracts';

const ORIGIN_LABELS: Record<string, string> = {
  [CALL_ORIGINS.webClick]: '点击外呼',
  [CALL_ORIGINS.listening]: '监听',
  [CALL_ORIGINS.brainTransfer]: '机器人转人工',
  [CALL_ORIGINS.inbound]: '呼入',
};

/** The label of a call's origin; an origin the platform adds later shows as it is. */
export function originLabel(origin: string | undefined): string {
  if (!origin) return '-';
  return ORIGIN_LABELS[origin] ?? origin;
}

const ROLE_LABELS: Record<TranscriptRole, string> = { customer: '客户', robot: '机器人', agent: '坐席' };

export function roleLabel(role: TranscriptRole): string {
  return ROLE_LABELS[role];
}

/**
 * The customer's number of a call to the agent's browser. For the agent's own click-to-call the
 * customer is the callee (dni); for every other origin (hand-over, inbound, listening) the caller.
 */
export function otherPartyNumber(call: { origin?: string; ani?: string; dni?: string }): string {
  const first = call.origin === CALL_ORIGINS.webClick ? call.dni : call.ani;
  const second = call.origin === CALL_ORIGINS.webClick ? call.ani : call.dni;
  return first || second || '-';
}
