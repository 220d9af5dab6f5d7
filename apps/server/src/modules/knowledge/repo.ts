import { and, asc, desc, eq, ilike, inArray } from 'drizzle-orm';
import { countAll, type Db } from '../../db/database.ts';
import { containing } from '../../db/query-helpers.ts';
import {
  dictionaries,
  knowledgeBases,
  knowledgeDictionaries,
  knowledgeQuestions,
  knowledgeTags,
} from '../../db/schema/knowledge.ts';

export type KnowledgeBase = typeof knowledgeBases.$inferSelect;

const ofBusiness = (businessId: number, id: number) =>
  and(eq(knowledgeBases.businessId, businessId), eq(knowledgeBases.id, id));

export async function basePage(
  db: Db,
  businessId: number,
  query: { name?: string; sortRule?: 'asc' | 'desc'; limit: number; offset: number },
) {
  const where = and(
    eq(knowledgeBases.businessId, businessId),
    query.name ? ilike(knowledgeBases.cname, containing(query.name)) : undefined,
  );
  const order = query.sortRule === 'asc' ? asc(knowledgeBases.updatedAt) : desc(knowledgeBases.updatedAt);
  const [[{ n }], rows] = await Promise.all([
    db.select({ n: countAll() }).from(knowledgeBases).where(where),
    db
      .select()
      .from(knowledgeBases)
      .where(where)
      .orderBy(order, desc(knowledgeBases.id))
      .limit(query.limit)
      .offset(query.offset),
  ]);
  return { rows, total: n };
}

/** How many questions each of the bases has (bases without any are left out). */
export async function questionCounts(db: Db, kbIds: readonly number[]): Promise<Map<number, number>> {
  if (kbIds.length === 0) return new Map();
  const rows = await db
    .select({ kbId: knowledgeQuestions.kbId, n: countAll() })
    .from(knowledgeQuestions)
    .where(inArray(knowledgeQuestions.kbId, [...kbIds]))
    .groupBy(knowledgeQuestions.kbId);
  return new Map(rows.map((row) => [row.kbId, row.n]));
}

/** The dictionaries linked to each of the bases. */
export async function linkedDictionaries(db: Db, kbIds: readonly number[]) {
  if (kbIds.length === 0) return [];
  return db
    .select({ kbId: knowledgeDictionaries.kbId, id: dictionaries.id, cname: dictionaries.cname })
    .from(knowledgeDictionaries)
    .innerJoin(dictionaries, eq(dictionaries.id, knowledgeDictionaries.dictionaryId))
    .where(inArray(knowledgeDictionaries.kbId, [...kbIds]))
    .orderBy(asc(dictionaries.id));
}

export async function allBases(db: Db, businessId: number, page: { limit: number; offset: number }) {
  const where = eq(knowledgeBases.businessId, businessId);
  const [[{ n }], rows] = await Promise.all([
    db.select({ n: countAll() }).from(knowledgeBases).where(where),
    db
      .select({ id: knowledgeBases.id, cname: knowledgeBases.cname })
      .from(knowledgeBases)
      .where(where)
      .orderBy(asc(knowledgeBases.id))
      .limit(page.limit)
      .offset(page.offset),
  ]);
  return { rows, total: n };
}

export async function baseById(db: Db, businessId: number, id: number): Promise<KnowledgeBase | undefined> {
  const [row] = await db.select().from(knowledgeBases).where(ofBusiness(businessId, id));
  return row;
}

/** The base's row locked until the transaction ends, so its state cannot change under a write. */
export async function lockBase(db: Db, businessId: number, id: number): Promise<KnowledgeBase | undefined> {
  const [row] = await db.select().from(knowledgeBases).where(ofBusiness(businessId, id)).for('update');
  return row;
}

export async function basesByIds(db: Db, businessId: number, ids: readonly number[]): Promise<KnowledgeBase[]> {
  return db
    .select()
    .from(knowledgeBases)
    .where(and(eq(knowledgeBases.businessId, businessId), inArray(knowledgeBases.id, [...ids])))
    .for('update');
}

export async function baseNameTaken(db: Db, businessId: number, cname: string): Promise<boolean> {
  const [row] = await db
    .select({ id: knowledgeBases.id })
    .from(knowledgeBases)
    .where(and(eq(knowledgeBases.businessId, businessId), eq(knowledgeBases.cname, cname)));
  return row !== undefined;
}

export async function insertBase(db: Db, values: { businessId: number; cname: string; now: Date }): Promise<number> {
  const [row] = await db
    .insert(knowledgeBases)
    .values({ businessId: values.businessId, cname: values.cname, createdAt: values.now, updatedAt: values.now })
    .returning({ id: knowledgeBases.id });
  return row.id;
}

export async function deleteBases(db: Db, businessId: number, ids: readonly number[]): Promise<void> {
  await db
    .delete(knowledgeBases)
    .where(and(eq(knowledgeBases.businessId, businessId), inArray(knowledgeBases.id, [...ids])));
}

export async function setBaseState(
  db: Db,
  id: number,
  change: { state: number; reason?: string; updatedAt?: Date; reviewedAt?: Date },
): Promise<void> {
  await db.update(knowledgeBases).set(change).where(eq(knowledgeBases.id, id));
}

export async function countQuestions(db: Db, kbId: number): Promise<number> {
  const [{ n }] = await db.select({ n: countAll() }).from(knowledgeQuestions).where(eq(knowledgeQuestions.kbId, kbId));
  return n;
}

export async function tagsOf(db: Db, kbId: number) {
  return db
    .select({ id: knowledgeTags.id, name: knowledgeTags.name })
    .from(knowledgeTags)
    .where(eq(knowledgeTags.kbId, kbId))
    .orderBy(asc(knowledgeTags.id));
}

export async function tagByName(db: Db, kbId: number, name: string) {
  const [row] = await db
    .select({ id: knowledgeTags.id, name: knowledgeTags.name })
    .from(knowledgeTags)
    .where(and(eq(knowledgeTags.kbId, kbId), eq(knowledgeTags.name, name)));
  return row;
}

export async function tagById(db: Db, kbId: number, id: number) {
  const [row] = await db
    .select({ id: knowledgeTags.id, name: knowledgeTags.name })
    .from(knowledgeTags)
    .where(and(eq(knowledgeTags.kbId, kbId), eq(knowledgeTags.id, id)));
  return row;
}

export async function insertTag(db: Db, values: { kbId: number; name: string; now: Date }): Promise<number> {
  const [row] = await db
    .insert(knowledgeTags)
    .values({ kbId: values.kbId, name: values.name, createdAt: values.now })
    .returning({ id: knowledgeTags.id });
  return row.id;
}

/** The ids among `dictionaryIds` that are dictionaries of the business. */
export async function ownDictionaryIds(db: Db, businessId: number, dictionaryIds: readonly number[]) {
  const rows = await db
    .select({ id: dictionaries.id })
    .from(dictionaries)
    .where(and(eq(dictionaries.businessId, businessId), inArray(dictionaries.id, [...dictionaryIds])));
  return rows.map((row) => row.id);
}

export async function linkDictionaries(db: Db, kbId: number, dictionaryIds: readonly number[]): Promise<void> {
  await db
    .insert(knowledgeDictionaries)
    .values(dictionaryIds.map((dictionaryId) => ({ kbId, dictionaryId })))
    .onConflictDoNothing();
}

export async function unlinkDictionaries(db: Db, kbId: number, dictionaryIds: readonly number[]): Promise<void> {
  await db
    .delete(knowledgeDictionaries)
    .where(and(eq(knowledgeDictionaries.kbId, kbId), inArray(knowledgeDictionaries.dictionaryId, [...dictionaryIds])));
}

/** 刷新: the base is marked updated without any change of content or state. */
export async function touchBase(db: Db, id: number, now: Date): Promise<void> {
  await db.update(knowledgeBases).set({ updatedAt: now }).where(eq(knowledgeBases.id, id));
}

/** The names of those of `ids` that are knowledge bases of the business. */
export async function knowledgeBaseNames(db: Db, businessId: number, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: knowledgeBases.id, name: knowledgeBases.cname })
    .from(knowledgeBases)
    .where(and(eq(knowledgeBases.businessId, businessId), inArray(knowledgeBases.id, ids)));
  return new Map(rows.map((row) => [row.id, row.name]));
}
