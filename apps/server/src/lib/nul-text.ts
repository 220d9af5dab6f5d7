/**
 * PostgreSQL stores no NUL character in text or jsonb, so a request's text holding one would
 * reach the database and fail there. These find it, and let a schema name the field it is in.
 */
export type ValuePath = (string | number)[];

/** Where the first string holding a NUL sits; walked without recursion, whatever the nesting. */
export function pathOfNul(data: unknown): ValuePath | undefined {
  const pending: { value: unknown; path: ValuePath }[] = [{ value: data, path: [] }];
  for (let item = pending.pop(); item; item = pending.pop()) {
    const { value, path } = item;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return path;
    } else if (value !== null && typeof value === 'object') {
      const entries = Array.isArray(value) ? value.entries() : Object.entries(value);
      const children = [...entries].map(([key, child]) => ({ value: child, path: [...path, key] }));
      pending.push(...children.reverse());
    }
  }
  return undefined;
}

/** A copy of `data` with the value at `path` replaced. */
export function withValueAt(data: unknown, path: ValuePath, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [key, ...rest] = path;
  const copy = Array.isArray(data) ? [...data] : { ...(data as Record<string, unknown>) };
  (copy as Record<string | number, unknown>)[key] = withValueAt(
    (data as Record<string | number, unknown>)[key],
    rest,
    replacement,
  );
  return copy;
}

/** A value no text field accepts: put where the NUL was, its schema's type check answers "<label>格式错误". */
export const NOT_TEXT = Object.freeze({});
