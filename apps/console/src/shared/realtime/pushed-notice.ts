import type { BindStatusNotify, IntentionNotify, MonitorNotify, SessionReplacedNotify } from '@console/contracts';

type PushedNotice = BindStatusNotify | SessionReplacedNotify | IntentionNotify | MonitorNotify;

/**
 * Reads a pushed message body, JSON text: `{"type":"bindStatusNotify","bindStatus":1|0}`,
 * `{"type":"sessionReplacedNotify"}` or an intentionNotify with all its fields. Answers null for
 * any other body (other message types, chat text, bad JSON, a binding state other than 1 and 0,
 * a notice missing a field). A monitorNotify is passed on when its event names a known kind; the
 * monitor page checks the rest as it applies it.
 */
export function parsePushedNotice(body: string): PushedNotice | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return null;
  }
  if (parsed === null || typeof parsed !== 'object') return null;
  const { type, bindStatus } = parsed as Record<string, unknown>;
  if (type === 'sessionReplacedNotify') return { type };
  if (type === 'intentionNotify') return intentionNotice(parsed as Record<string, unknown>);
  if (type === 'monitorNotify') return monitorNotice(parsed as Record<string, unknown>);
  if (type !== 'bindStatusNotify') return null;
  const value = Number(bindStatus);
  return value === 1 || value === 0 ? { type, bindStatus: value } : null;
}

function intentionNotice(body: Record<string, unknown>): IntentionNotify | null {
  const { taskId, taskName, speechSkillId, telNumber, grade, time } = body;
  const numbers = [taskId, speechSkillId, time].every((value) => typeof value === 'number' && Number.isFinite(value));
  const texts = [taskName, telNumber, grade].every((value) => typeof value === 'string');
  if (!numbers || !texts) return null;
  return { type: 'intentionNotify', taskId, taskName, speechSkillId, telNumber, grade, time } as IntentionNotify;
}

const MONITOR_EVENT_KINDS: readonly unknown[] = ['started', 'line', 'state', 'ended'];

function monitorNotice(body: Record<string, unknown>): MonitorNotify | null {
  const { event } = body;
  if (event === null || typeof event !== 'object') return null;
  const { kind } = event as Record<string, unknown>;
  return MONITOR_EVENT_KINDS.includes(kind) ? ({ type: 'monitorNotify', event } as MonitorNotify) : null;
}
