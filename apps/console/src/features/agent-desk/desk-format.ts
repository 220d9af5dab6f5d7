import { CALL_ORIGINS, type TranscriptRole } from '@console/contracts';
import dayjs from 'dayjs';

/**
 * A call's duration as the softphone shows it (spec section 9): minutes and seconds, the seconds
 * always two digits so the timer does not jump in width (0分05秒, 1分23秒, 75分00秒).
 */
export function formatCallDuration(ms: number): string {
  const totalSeconds = Number.isFinite(ms) && ms > 0 ? Math.floor(ms / 1000) : 0;
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${minutes}分${String(seconds).padStart(2, '0')}秒`;
}

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

export function formatClock(time: number): string {
  return dayjs(time).format('HH:mm:ss');
}

export function formatDateTime(time: number): string {
  return dayjs(time).format('YYYY-MM-DD HH:mm:ss');
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

/** Bytes as KB with one decimal (1 KB = 1024 bytes). */
export function formatKb(bytes: number): string {
  return (Math.max(0, bytes) / 1024).toFixed(1);
}
