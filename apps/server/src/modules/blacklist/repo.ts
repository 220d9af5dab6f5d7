import { and, desc, eq, gt, inArray, isNotNull, isNull, like, type SQL } from 'drizzle-orm';
import { countAll, type Db } from '../../db/database.ts';
import { containing } from '../../db/query-helpers.ts';
import { blacklistNumbers, suppressedNumbers } from '../../db/schema/blacklist.ts';

/** The two lists share their columns; every function takes the one it works on. */
export type ListTable = typeof blacklistNumbers | typeof suppressedNumbers;
export type ListedNumber = typeof blacklistNumbers.$inferSelect;
export type NewListedNumber = Omit<typeof blacklistNumbers.$inferInsert, 'id'>;

export const LISTS = { blacklist: blacklistNumbers, suppression: suppressedNumbers } as const;

/** Numbers per membership query: a task's import asks about up to a million at once. */
const LOOKUP_CHUNK = 5_000;

export interface ListFilter {
  number?: string;
  removed: boolean;
}

function whereOf(table: ListTable, businessId: number, filter: ListFilter): SQL | undefined {
  return and(
    eq(table.businessId, businessId),
    filter.removed ? isNotNull(table.removedAt) : isNull(table.removedAt),
    filter.number ? like(table.number, containing(filter.number)) : undefined,
  );
}

/** Newest first: the live rows, or with `removed` the history of removed ones. */
export async function listPage(
  db: Db,
  table: ListTable,
  businessId: number,
  filter: ListFilter,
  page: { limit: number; offset: number },
) {
  const where = whereOf(table, businessId, filter);
  const [[{ n }], rows] = await Promise.all([
    db.select({ n: countAll() }).from(table).where(where),
    db
      .select()
      .from(table)
      .where(where)
      .orderBy(desc(filter.removed ? table.removedAt : table.id), desc(table.id))
      .limit(page.limit)
      .offset(page.offset),
  ]);
  return { rows, total: n };
}

/** The live rows matching the export's filter after `afterId`, oldest first (keyset pages). */
export async function liveBatch(
  db: Db,
  table: ListTable,
  businessId: number,
  filter: { number?: string },
  afterId: number,
  limit: number,
): Promise<ListedNumber[]> {
  return db
    .select()
    .from(table)
    .where(and(whereOf(table, businessId, { ...filter, removed: false }), gt(table.id, afterId)))
    .orderBy(table.id)
    .limit(limit);
}

export async function countLive(db: Db, table: ListTable, businessId: number, filter: { number?: string }) {
  const [{ n }] = await db
    .select({ n: countAll() })
    .from(table)
    .where(whereOf(table, businessId, { ...filter, removed: false }));
  return n;
}

/** Which of the numbers are live on the list. */
export async function liveNumbers(
  db: Db,
  table: ListTable,
  businessId: number,
  numbers: readonly string[],
): Promise<Set<string>> {
  const found = new Set<string>();
  const distinct = [...new Set(numbers)];
  for (let start = 0; start < distinct.length; start += LOOKUP_CHUNK) {
    const rows = await db
      .select({ number: table.number })
      .from(table)
      .where(
        and(
          eq(table.businessId, businessId),
          isNull(table.removedAt),
          inArray(table.number, distinct.slice(start, start + LOOKUP_CHUNK)),
        ),
      );
    for (const row of rows) found.add(row.number);
  }
  return found;
}

/** Inserts the rows whose number is not live yet; answers the numbers it inserted with their ids. */
export async function insertNew(
  db: Db,
  table: ListTable,
  rows: readonly NewListedNumber[],
): Promise<Map<string, number>> {
  if (rows.length === 0) return new Map();
  const inserted = await db
    .insert(table)
    .values([...rows])
    .onConflictDoNothing()
    .returning({ id: table.id, number: table.number });
  return new Map(inserted.map((row) => [row.number, row.id]));
}

export async function liveByIds(db: Db, table: ListTable, businessId: number, ids: readonly number[]) {
  return db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.businessId, businessId), isNull(table.removedAt), inArray(table.id, [...ids])));
}

export async function markRemoved(
  db: Db,
  table: ListTable,
  ids: readonly number[],
  removal: {
    removedAt: Date;
    removedByUserId: number | null;
    removedByOperatorId: number | null;
    removedBy: string;
    removeReason: string;
  },
): Promise<number> {
  const rows = await db
    .update(table)
    .set(removal)
    .where(and(inArray(table.id, [...ids]), isNull(table.removedAt)))
    .returning({ id: table.id });
  return rows.length;
}
