import { KnowledgeState } from '@console/contracts';
import { and, asc, eq, gt, ilike, inArray, ne } from 'drizzle-orm';
import { countAll, type Db } from '../../../db/database.ts';
import { containing } from '../../../db/query-helpers.ts';
import { dictionaries, dictionaryTerms, knowledgeBases, knowledgeDictionaries } from '../../../db/schema/knowledge.ts';

export type Dictionary = typeof dictionaries.$inferSelect;
export type TermRecord = typeof dictionaryTerms.$inferSelect;

/** The enterprise's dictionaries, oldest first. */
export async function dictionaryPage(db: Db, businessId: number, page: { limit: number; offset: number }) {
  const where = eq(dictionaries.businessId, businessId);
  const [[{ n }], rows] = await Promise.all([
    db.select({ n: countAll() }).from(dictionaries).where(where),
    db.select().from(dictionaries).where(where).orderBy(asc(dictionaries.id)).limit(page.limit).offset(page.offset),
  ]);
  return { rows, total: n };
}

/** How many terms each of the dictionaries has (empty ones are left out). */
export async function termCounts(db: Db, dictionaryIds: readonly number[]): Promise<Map<number, number>> {
  if (dictionaryIds.length === 0) return new Map();
  const rows = await db
    .select({ dictionaryId: dictionaryTerms.dictionaryId, n: countAll() })
    .from(dictionaryTerms)
    .where(inArray(dictionaryTerms.dictionaryId, [...dictionaryIds]))
    .groupBy(dictionaryTerms.dictionaryId);
  return new Map(rows.map((row) => [row.dictionaryId, row.n]));
}

/** The dictionaries linked to the base. */
export async function linkedTo(db: Db, kbId: number): Promise<Set<number>> {
  const rows = await db
    .select({ id: knowledgeDictionaries.dictionaryId })
    .from(knowledgeDictionaries)
    .where(eq(knowledgeDictionaries.kbId, kbId));
  return new Set(rows.map((row) => row.id));
}

export async function dictionaryById(db: Db, businessId: number, id: number): Promise<Dictionary | undefined> {
  const [row] = await db
    .select()
    .from(dictionaries)
    .where(and(eq(dictionaries.businessId, businessId), eq(dictionaries.id, id)));
  return row;
}

export async function dictionaryNameTaken(db: Db, businessId: number, cname: string): Promise<boolean> {
  const [row] = await db
    .select({ id: dictionaries.id })
    .from(dictionaries)
    .where(and(eq(dictionaries.businessId, businessId), eq(dictionaries.cname, cname)));
  return row !== undefined;
}

export async function insertDictionary(
  db: Db,
  values: { businessId: number; cname: string; now: Date },
): Promise<number> {
  const [row] = await db
    .insert(dictionaries)
    .values({ businessId: values.businessId, cname: values.cname, createdAt: values.now, updatedAt: values.now })
    .returning({ id: dictionaries.id });
  return row.id;
}

/** Whether a base linked to the dictionary is under review (its links must not change). */
export async function linkedToReviewingBase(db: Db, dictionaryId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: knowledgeBases.id })
    .from(knowledgeDictionaries)
    .innerJoin(knowledgeBases, eq(knowledgeBases.id, knowledgeDictionaries.kbId))
    .where(
      and(eq(knowledgeDictionaries.dictionaryId, dictionaryId), eq(knowledgeBases.state, KnowledgeState.reviewing)),
    )
    .limit(1);
  return row !== undefined;
}

export async function deleteDictionary(db: Db, id: number): Promise<void> {
  await db.delete(dictionaries).where(eq(dictionaries.id, id));
}

export async function touchDictionary(db: Db, id: number, now: Date): Promise<void> {
  await db.update(dictionaries).set({ updatedAt: now }).where(eq(dictionaries.id, id));
}

export async function termPage(db: Db, dictionaryId: number, query: { term?: string; limit: number; offset: number }) {
  const where = and(
    eq(dictionaryTerms.dictionaryId, dictionaryId),
    query.term ? ilike(dictionaryTerms.term, containing(query.term)) : undefined,
  );
  const [[{ n }], rows] = await Promise.all([
    db.select({ n: countAll() }).from(dictionaryTerms).where(where),
    db
      .select()
      .from(dictionaryTerms)
      .where(where)
      .orderBy(asc(dictionaryTerms.id))
      .limit(query.limit)
      .offset(query.offset),
  ]);
  return { rows, total: n };
}

/** A page of the dictionary's terms after id `afterId` (the export's keyset pages). */
export function termBatch(db: Db, dictionaryId: number, afterId: number, limit: number) {
  return db
    .select()
    .from(dictionaryTerms)
    .where(and(eq(dictionaryTerms.dictionaryId, dictionaryId), gt(dictionaryTerms.id, afterId)))
    .orderBy(asc(dictionaryTerms.id))
    .limit(limit);
}

export async function countTerms(db: Db, dictionaryId: number): Promise<number> {
  const [{ n }] = await db
    .select({ n: countAll() })
    .from(dictionaryTerms)
    .where(eq(dictionaryTerms.dictionaryId, dictionaryId));
  return n;
}

/** A term of a dictionary of the business. */
export async function termById(db: Db, businessId: number, id: number): Promise<TermRecord | undefined> {
  const [row] = await db
    .select({ term: dictionaryTerms })
    .from(dictionaryTerms)
    .innerJoin(dictionaries, eq(dictionaries.id, dictionaryTerms.dictionaryId))
    .where(and(eq(dictionaryTerms.id, id), eq(dictionaries.businessId, businessId)));
  return row?.term;
}

export async function termTaken(db: Db, dictionaryId: number, term: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: dictionaryTerms.id })
    .from(dictionaryTerms)
    .where(
      and(
        eq(dictionaryTerms.dictionaryId, dictionaryId),
        eq(dictionaryTerms.term, term),
        exceptId === undefined ? undefined : ne(dictionaryTerms.id, exceptId),
      ),
    );
  return row !== undefined;
}

export async function insertTerm(
  db: Db,
  values: { dictionaryId: number; term: string; synonyms: string[]; now: Date },
): Promise<number> {
  const [row] = await db
    .insert(dictionaryTerms)
    .values({ dictionaryId: values.dictionaryId, term: values.term, synonyms: values.synonyms, createdAt: values.now })
    .returning({ id: dictionaryTerms.id });
  return row.id;
}

export async function updateTerm(db: Db, id: number, change: { term: string; synonyms: string[] }): Promise<void> {
  await db.update(dictionaryTerms).set(change).where(eq(dictionaryTerms.id, id));
}

/** The terms among `ids` that belong to dictionaries of the business. */
export async function ownTerms(db: Db, businessId: number, ids: readonly number[]) {
  return db
    .select({ id: dictionaryTerms.id, dictionaryId: dictionaryTerms.dictionaryId })
    .from(dictionaryTerms)
    .innerJoin(dictionaries, eq(dictionaries.id, dictionaryTerms.dictionaryId))
    .where(and(inArray(dictionaryTerms.id, [...ids]), eq(dictionaries.businessId, businessId)));
}

export async function deleteTerms(db: Db, ids: readonly number[]): Promise<void> {
  await db.delete(dictionaryTerms).where(inArray(dictionaryTerms.id, [...ids]));
}
