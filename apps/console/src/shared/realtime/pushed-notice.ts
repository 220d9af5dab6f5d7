import type { BindStatusNotify, IntentionNotify, SessionReplacedNotify } from '@console/contracts';

type PushedNotice = BindStatusNotify | SessionReplacedNotify | IntentionNotify;

/**
 * Reads a pushed message body, JSON text: `{"type":"bindStatusNotify","bindStatus":1|0}`,
 * `{"type":"sessionReplacedNotify"}` or an intentionNotify with all its fields. Answers null for
 * any other body (other message types, chat text, bad JSON, a binding state other than 1 and 0,
 * a notice missing a field).
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
