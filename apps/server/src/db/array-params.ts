/**
 * Rows travel as one array parameter per column (insert ... select from unnest, update ... from
 * unnest): a statement of any size has a handful of parameters, which PGlite and PostgreSQL parse
 * far faster than thousands of VALUES rows. Arrays go as PostgreSQL array literals, so every
 * driver passes them as text; cast them in the SQL (`${ints(ids)}::bigint[]`).
 */

function arrayLiteral(items: readonly string[]): string {
  return `{${items.join(',')}}`;
}

export function ints(values: readonly (number | null)[]): string {
  return arrayLiteral(values.map((v) => (v === null ? 'NULL' : String(Math.trunc(v)))));
}

export function bools(values: readonly boolean[]): string {
  return arrayLiteral(values.map((v) => (v ? 't' : 'f')));
}

export function texts(values: readonly string[]): string {
  return arrayLiteral(values.map((v) => `"${v.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`));
}
