import type { BindStatusNotify } from '@console/contracts';

/**
 * Reads a pushed message body: JSON `{"type":"bindStatusNotify","bindStatus":1|0}`. Answers the
 * new binding state, or null for any other body (other message types, chat text, bad JSON).
 */
export function parseBindStatusNotify(body: string): BindStatusNotify['bindStatus'] | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return null;
  }
  if (parsed === null || typeof parsed !== 'object') return null;
  const { type, bindStatus } = parsed as Record<string, unknown>;
  if (type !== 'bindStatusNotify') return null;
  const value = Number(bindStatus);
  return value === 1 || value === 0 ? value : null;
}
