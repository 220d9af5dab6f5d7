import type { BindStatusNotify, SessionReplacedNotify } from '@console/contracts';

type PushedNotice = BindStatusNotify | SessionReplacedNotify;

/**
 * Reads a pushed message body, JSON text: `{"type":"bindStatusNotify","bindStatus":1|0}` or
 * `{"type":"sessionReplacedNotify"}`. Answers null for any other body (other message types,
 * chat text, bad JSON, a binding state other than 1 and 0).
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
  if (type !== 'bindStatusNotify') return null;
  const value = Number(bindStatus);
  return value === 1 || value === 0 ? { type, bindStatus: value } : null;
}
