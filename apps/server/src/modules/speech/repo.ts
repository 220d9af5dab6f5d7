import { type AnyColumn, and, asc, desc, eq, ilike, isNull, max } from 'drizzle-orm';
import { countAll, type Db } from '../../db/database.ts';
import { containing } from '../../db/query-helpers.ts';
import { intentionTags, scriptTemplates, speechSkills, speechSkillVersions } from '../../db/schema/speech.ts';

/** Scripts that are not deleted, of one enterprise. */
const liveOf = (businessId: number) => and(eq(speechSkills.businessId, businessId), isNull(speechSkills.deletedAt));

export interface ListQuery {
  name?: string;
  status?: number;
  id?: number;
  sortName?: 'createTime' | 'modifyTime' | 'status';
  sortOrder?: 'asc' | 'desc';
  limit: number;
  offset: number;
}

/** The list's order: the sorted column (createTime when none or unknown here), newest first by default. */
function orderOf(
  columns: { createTime: AnyColumn; modifyTime: AnyColumn; status?: AnyColumn },
  query: Pick<ListQuery, 'sortName' | 'sortOrder'>,
) {
  const column = (query.sortName && columns[query.sortName]) ?? columns.createTime;
  return (query.sortOrder ?? 'desc') === 'asc' ? asc(column) : desc(column);
}

export async function scriptPage(db: Db, businessId: number, query: ListQuery) {
  const where = and(
    liveOf(businessId),
    query.status === undefined ? undefined : eq(speechSkills.status, query.status),
    query.id === undefined ? undefined : eq(speechSkills.id, query.id),
    query.name ? ilike(speechSkills.name, containing(query.name)) : undefined,
  );
  const order = orderOf(
    { createTime: speechSkills.createdAt, modifyTime: speechSkills.modifiedAt, status: speechSkills.status },
    query,
  );
  const [[{ n }], rows] = await Promise.all([
    db.select({ n: countAll() }).from(speechSkills).where(where),
    db
      .select()
      .from(speechSkills)
      .where(where)
      .orderBy(order, desc(speechSkills.id))
      .limit(query.limit)
      .offset(query.offset),
  ]);
  return { rows, total: n };
}

export async function scriptById(db: Db, businessId: number, id: number) {
  const [row] = await db
    .select()
    .from(speechSkills)
    .where(and(liveOf(businessId), eq(speechSkills.id, id)));
  return row;
}

export async function nameTaken(db: Db, businessId: number, name: string): Promise<boolean> {
  const [row] = await db
    .select({ id: speechSkills.id })
    .from(speechSkills)
    .where(and(liveOf(businessId), eq(speechSkills.name, name)));
  return row !== undefined;
}

export async function insertScript(
  db: Db,
  script: { businessId: number; name: string; type: number; industryType: string; draft: unknown; now: Date },
): Promise<number> {
  const { now, ...values } = script;
  const [row] = await db
    .insert(speechSkills)
    .values({ ...values, status: 0, createdAt: now, modifiedAt: now })
    .returning({ id: speechSkills.id });
  return (row as { id: number }).id;
}

/** Writes the draft only if its revision is still `revision`; answers the new revision, or undefined. */
export async function saveDraft(
  db: Db,
  businessId: number,
  id: number,
  change: { revision: number; draft: unknown; now: Date },
): Promise<number | undefined> {
  const [row] = await db
    .update(speechSkills)
    .set({ draft: change.draft, draftRevision: change.revision + 1, modifiedAt: change.now })
    .where(and(liveOf(businessId), eq(speechSkills.id, id), eq(speechSkills.draftRevision, change.revision)))
    .returning({ revision: speechSkills.draftRevision });
  return row?.revision;
}

export async function setStatus(
  db: Db,
  id: number,
  change: { status: number; publishedVersion?: number; submittedRevision?: number; now: Date },
): Promise<void> {
  const { now, ...values } = change;
  await db
    .update(speechSkills)
    .set({ ...values, modifiedAt: now })
    .where(eq(speechSkills.id, id));
}

export async function markDeleted(db: Db, businessId: number, id: number, now: Date): Promise<void> {
  await db
    .update(speechSkills)
    .set({ deletedAt: now })
    .where(and(liveOf(businessId), eq(speechSkills.id, id)));
}

export async function versionsOf(db: Db, speechSkillId: number) {
  return db
    .select()
    .from(speechSkillVersions)
    .where(eq(speechSkillVersions.speechSkillId, speechSkillId))
    .orderBy(desc(speechSkillVersions.version));
}

export async function versionOf(db: Db, speechSkillId: number, version: number) {
  const [row] = await db
    .select()
    .from(speechSkillVersions)
    .where(and(eq(speechSkillVersions.speechSkillId, speechSkillId), eq(speechSkillVersions.version, version)));
  return row;
}

export async function insertVersion(
  db: Db,
  version: { speechSkillId: number; document: unknown; status: number; now: Date },
): Promise<number> {
  const [{ latest }] = await db
    .select({ latest: max(speechSkillVersions.version) })
    .from(speechSkillVersions)
    .where(eq(speechSkillVersions.speechSkillId, version.speechSkillId));
  const next = (latest ?? 0) + 1;
  await db.insert(speechSkillVersions).values({
    speechSkillId: version.speechSkillId,
    version: next,
    document: version.document,
    status: version.status,
    createdAt: version.now,
  });
  return next;
}

export async function updateVersion(
  db: Db,
  speechSkillId: number,
  version: number,
  change: { status: number; remark?: string; reviewedAt?: Date; publishedAt?: Date },
): Promise<void> {
  await db
    .update(speechSkillVersions)
    .set(change)
    .where(and(eq(speechSkillVersions.speechSkillId, speechSkillId), eq(speechSkillVersions.version, version)));
}

/** The enterprise's versions waiting for review, oldest first. */
export async function reviewPage(
  db: Db,
  businessId: number,
  page: { limit: number; offset: number },
  reviewing: number,
) {
  const where = and(liveOf(businessId), eq(speechSkillVersions.status, reviewing));
  const joined = () =>
    db
      .select()
      .from(speechSkillVersions)
      .innerJoin(speechSkills, eq(speechSkills.id, speechSkillVersions.speechSkillId));
  const [[{ n }], rows] = await Promise.all([
    db
      .select({ n: countAll() })
      .from(speechSkillVersions)
      .innerJoin(speechSkills, eq(speechSkills.id, speechSkillVersions.speechSkillId))
      .where(where),
    joined().where(where).orderBy(asc(speechSkillVersions.createdAt)).limit(page.limit).offset(page.offset),
  ]);
  return { rows, total: n };
}

export async function templatePage(db: Db, query: Omit<ListQuery, 'status' | 'id'>) {
  const where = query.name ? ilike(scriptTemplates.name, containing(query.name)) : undefined;
  const order = orderOf({ createTime: scriptTemplates.createdAt, modifyTime: scriptTemplates.modifiedAt }, query);
  const [[{ n }], rows] = await Promise.all([
    db.select({ n: countAll() }).from(scriptTemplates).where(where),
    db
      .select()
      .from(scriptTemplates)
      .where(where)
      .orderBy(order, asc(scriptTemplates.id))
      .limit(query.limit)
      .offset(query.offset),
  ]);
  return { rows, total: n };
}

export async function templateById(db: Db, id: number) {
  const [row] = await db.select().from(scriptTemplates).where(eq(scriptTemplates.id, id));
  return row;
}

/** The enterprise's scripts by id with their names (deleted ones too: past calls keep their names). */
export async function scriptNames(db: Db, businessId: number): Promise<Map<number, string>> {
  const rows = await db
    .select({ id: speechSkills.id, name: speechSkills.name })
    .from(speechSkills)
    .where(eq(speechSkills.businessId, businessId));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** The business's intention tag names in their order; every one appears in the report's tagIntention. */
export function intentionTagNames(db: Db, businessId: number) {
  return db
    .select({ name: intentionTags.name })
    .from(intentionTags)
    .where(eq(intentionTags.businessId, businessId))
    .orderBy(intentionTags.sort, intentionTags.id);
}

/** The intention tags of the report's filter (queryLabelOptionList), in their order. */
export function intentionTagRows(db: Db, businessId: number) {
  return db
    .select({
      contextId: intentionTags.contextId,
      name: intentionTags.name,
      description: intentionTags.description,
      talkScriptFlag: intentionTags.talkScriptFlag,
    })
    .from(intentionTags)
    .where(eq(intentionTags.businessId, businessId))
    .orderBy(asc(intentionTags.sort), asc(intentionTags.id));
}

/** Whether the business has an intention tag of this name (a manual grade must be one). */
export async function hasIntentionTag(db: Db, businessId: number, name: string): Promise<boolean> {
  const rows = await db
    .select({ id: intentionTags.id })
    .from(intentionTags)
    .where(and(eq(intentionTags.businessId, businessId), eq(intentionTags.name, name)))
    .limit(1);
  return rows.length > 0;
}

const GRADE_LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** A letter grade sorts by its letter (A first, a custom E after D); any other name after the letters. */
function sortOfGrade(name: string): number {
  const letter = name.length === 1 ? GRADE_LETTERS.indexOf(name) : -1;
  return letter >= 0 ? letter : GRADE_LETTERS.length;
}

/**
 * Intention tags of the business, each unless it has one of that name. The unique index on the
 * name, not a read first, keeps two publications or server instances at once from doubling one;
 * the rows go in by name, so two transactions adding the same grades wait for each other in the
 * same order instead of deadlocking.
 */
export async function addIntentionTags(
  db: Db,
  businessId: number,
  tags: readonly { name: string; description: string }[],
): Promise<void> {
  if (tags.length === 0) return;
  const byName = [...tags].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  await db
    .insert(intentionTags)
    .values(
      byName.map((tag) => ({
        businessId,
        contextId: `intent-${tag.name}`,
        ...tag,
        talkScriptFlag: 1,
        sort: sortOfGrade(tag.name),
      })),
    )
    .onConflictDoNothing();
}

/** The business's live scripts, each with the document of its published version (the version tasks run). */
export function publishedDocuments(db: Db, businessId: number) {
  return db
    .select({ id: speechSkills.id, document: speechSkillVersions.document })
    .from(speechSkills)
    .innerJoin(
      speechSkillVersions,
      and(
        eq(speechSkillVersions.speechSkillId, speechSkills.id),
        eq(speechSkillVersions.version, speechSkills.publishedVersion),
      ),
    )
    .where(and(eq(speechSkills.businessId, businessId), isNull(speechSkills.deletedAt)))
    .orderBy(asc(speechSkills.id));
}
