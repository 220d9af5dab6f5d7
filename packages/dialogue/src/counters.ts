/**
 * Counting in JSON records keyed by ids the script chooses. An id may be 「__proto__」 or
 * 「constructor」, so reads go through Object.hasOwn and writes through computed keys, which
 * define own properties instead of touching the prototype.
 */
export function countOf(record: Record<string, number>, key: string): number {
  return Object.hasOwn(record, key) ? (record[key] as number) : 0;
}

export function incremented(record: Record<string, number>, key: string): Record<string, number> {
  return { ...record, [key]: countOf(record, key) + 1 };
}

/** Appends the items not yet present, keeping first-seen order. */
export function withNew(list: string[], items: readonly string[]): string[] {
  const missing = items.filter((item, index) => !list.includes(item) && items.indexOf(item) === index);
  return missing.length === 0 ? list : [...list, ...missing];
}
