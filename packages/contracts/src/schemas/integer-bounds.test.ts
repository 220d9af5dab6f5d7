import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ColumnRange, contractEndpoints, idLike } from './index.ts';

/**
 * Every number a request carries is bounded by the column it meets: a value past an int4
 * column's range (or a bigint's, for the fields declared int64 or double) is refused by the contract,
 * naming the field, and never reaches the database. Walked over every endpoint's body, query and
 * upload fields, so a field added without its bounds fails here.
 */
type JsonSchema = {
  type?: string;
  format?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
};
type Leaf = { path: (string | '[]')[]; schema: JsonSchema };

/** Free JSON documents the server stores as a whole (a script's flow, the 体验 state): no column. */
const DOCUMENTS = new Set(['document', 'state']);

function numericLeaves(schema: JsonSchema, path: Leaf['path'] = [], found: Leaf[] = []): Leaf[] {
  if (DOCUMENTS.has(String(path[0]))) return found;
  if (schema.type === 'integer' || schema.type === 'number') found.push({ path, schema });
  for (const [key, child] of Object.entries(schema.properties ?? {})) numericLeaves(child, [...path, key], found);
  if (schema.items) numericLeaves(schema.items, [...path, '[]'], found);
  for (const child of [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]) numericLeaves(child, path, found);
  return found;
}

/** What an item of a list needs beside the number to be kept (blank similar questions are dropped). */
const KEPT_ITEM: Record<string, Record<string, unknown>> = { questionExtends: { question: '相似问法' } };

/** A body holding `value` at the leaf's path, and nothing else. */
function bodyWith(path: Leaf['path'], value: unknown, list?: string): unknown {
  if (path.length === 0) return value;
  const [key, ...rest] = path;
  if (key === '[]')
    return [rest.length === 0 ? value : { ...KEPT_ITEM[list ?? ''], ...(bodyWith(rest, value) as object) }];
  return { [key]: bodyWith(rest, value, key) };
}

type Issue = { path: PropertyKey[]; code: string; errors?: Issue[][]; message: string };

/** The issues at a path, looking into the branches of unions. */
function issuesAt(issues: Issue[], path: Leaf['path'], prefix: PropertyKey[] = []): Issue[] {
  const at = (issue: Issue) => [...prefix, ...issue.path].filter((key) => typeof key === 'string');
  const wanted = path.filter((key) => key !== '[]').join('.');
  return issues.flatMap((issue) => [
    ...(at(issue).join('.') === wanted ? [issue] : []),
    ...(issue.errors ?? []).flatMap((branch) => issuesAt(branch, path, [...prefix, ...issue.path])),
  ]);
}

const requestSchemas = contractEndpoints.flatMap((endpoint) =>
  (['body', 'query', 'fields'] as const).flatMap((part) => {
    const schema = part === 'fields' ? endpoint.upload?.fields : endpoint[part];
    return schema ? [{ name: `${endpoint.path} ${part}`, schema }] : [];
  }),
);

const fields = requestSchemas.flatMap(({ name, schema }) =>
  numericLeaves(z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }) as JsonSchema).map((leaf) => ({
    name: `${leaf.path.join('.')} of ${name}`,
    schema,
    leaf,
  })),
);

describe('request integers are bounded by their columns', () => {
  it('finds the numeric fields', () => {
    expect(fields.length).toBeGreaterThan(100);
  });

  it.each(fields)('$name', ({ schema, leaf }) => {
    // int64: bigint ids and epoch milliseconds; double: an amount of money, stored in fen as bigint.
    const wide = leaf.schema.format === 'int64' || leaf.schema.format === 'double';
    const tooLarge = wide ? [2 ** 53, 2 ** 63, 1e308] : [ColumnRange.int4.max + 1, 2 ** 53, 2 ** 63, 1e308, -(2 ** 63)];
    for (const value of tooLarge) {
      const parsed = schema.safeParse(bodyWith(leaf.path, value));
      const issues = parsed.success ? [] : issuesAt(parsed.error.issues as Issue[], leaf.path);
      expect(issues, `${value} accepted`).not.toEqual([]);
      // The answer's message (the first issue's) names the field in Chinese.
      expect(issues[0].message).toMatch(/[\u4e00-\u9fa5]/);
    }
  });
});

describe('ids sent as number or text', () => {
  const accountId = idLike('账号ID');
  it.each([2 ** 31, 2 ** 63, 1e308, -(2 ** 31) - 1, '9223372036854775808', '1e308'])('refuses %s', (value) => {
    const parsed = accountId.safeParse(value);
    expect(parsed.success).toBe(false);
  });
  it.each([10000, '10000', '', 'x', undefined])('passes %s on to the server', (value) => {
    expect(accountId.safeParse(value).success).toBe(true);
  });
});
