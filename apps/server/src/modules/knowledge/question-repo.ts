import { and, asc, desc, eq, gt, inArray, ne } from 'drizzle-orm';
import { countAll, type Db } from '../../db/database.ts';
import {
  knowledgeAnswers,
  knowledgeBases,
  knowledgeQuestions,
  knowledgeSimilarQuestions,
  knowledgeTags,
} from '../../db/schema/knowledge.ts';

export type AnswerRecord = typeof knowledgeAnswers.$inferSelect;

/** What a question is made of, as add and edit write it. */
export interface QuestionContent {
  tagId: number;
  name: string;
  similar: readonly string[];
  /** 回答1-3 in order. */
  answers: readonly { type: 'text' | 'audio'; content: string; description: string }[];
  interrupt: number;
  sendSms: number;
  smsTemplateCode: string;
}

const questionColumns = {
  id: knowledgeQuestions.id,
  kbId: knowledgeQuestions.kbId,
  tagId: knowledgeQuestions.tagId,
  tagName: knowledgeTags.name,
  name: knowledgeQuestions.name,
  interrupt: knowledgeQuestions.interrupt,
  sendSms: knowledgeQuestions.sendSms,
  smsTemplateCode: knowledgeQuestions.smsTemplateCode,
};

export async function questionPage(
  db: Db,
  kbId: number,
  query: { sortRule?: 'asc' | 'desc'; limit: number; offset: number },
) {
  const where = eq(knowledgeQuestions.kbId, kbId);
  const order = query.sortRule === 'asc' ? asc(knowledgeTags.name) : desc(knowledgeTags.name);
  const [[{ n }], rows] = await Promise.all([
    db.select({ n: countAll() }).from(knowledgeQuestions).where(where),
    db
      .select(questionColumns)
      .from(knowledgeQuestions)
      .innerJoin(knowledgeTags, eq(knowledgeTags.id, knowledgeQuestions.tagId))
      .where(where)
      .orderBy(order, desc(knowledgeQuestions.id))
      .limit(query.limit)
      .offset(query.offset),
  ]);
  return { rows, total: n };
}

/** A page of the base's questions after id `afterId`, for the export (keyset, so every page costs the same). */
export function questionBatch(db: Db, kbId: number, afterId: number, limit: number) {
  return db
    .select(questionColumns)
    .from(knowledgeQuestions)
    .innerJoin(knowledgeTags, eq(knowledgeTags.id, knowledgeQuestions.tagId))
    .where(and(eq(knowledgeQuestions.kbId, kbId), gt(knowledgeQuestions.id, afterId)))
    .orderBy(asc(knowledgeQuestions.id))
    .limit(limit);
}

/** A question of a base of the business. */
export async function questionById(db: Db, businessId: number, id: number) {
  const [row] = await db
    .select(questionColumns)
    .from(knowledgeQuestions)
    .innerJoin(knowledgeTags, eq(knowledgeTags.id, knowledgeQuestions.tagId))
    .innerJoin(knowledgeBases, eq(knowledgeBases.id, knowledgeQuestions.kbId))
    .where(and(eq(knowledgeQuestions.id, id), eq(knowledgeBases.businessId, businessId)));
  return row;
}

export async function answersOf(db: Db, questionIds: readonly number[]): Promise<AnswerRecord[]> {
  if (questionIds.length === 0) return [];
  return db
    .select()
    .from(knowledgeAnswers)
    .where(inArray(knowledgeAnswers.questionId, [...questionIds]))
    .orderBy(asc(knowledgeAnswers.questionId), asc(knowledgeAnswers.position));
}

export async function similarOf(db: Db, questionIds: readonly number[]) {
  if (questionIds.length === 0) return [];
  return db
    .select()
    .from(knowledgeSimilarQuestions)
    .where(inArray(knowledgeSimilarQuestions.questionId, [...questionIds]))
    .orderBy(asc(knowledgeSimilarQuestions.questionId), asc(knowledgeSimilarQuestions.position));
}

export async function questionNameTaken(db: Db, kbId: number, name: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: knowledgeQuestions.id })
    .from(knowledgeQuestions)
    .where(
      and(
        eq(knowledgeQuestions.kbId, kbId),
        eq(knowledgeQuestions.name, name),
        exceptId === undefined ? undefined : ne(knowledgeQuestions.id, exceptId),
      ),
    );
  return row !== undefined;
}

async function writeSimilar(db: Db, questionId: number, similar: readonly string[]): Promise<void> {
  if (similar.length === 0) return;
  await db
    .insert(knowledgeSimilarQuestions)
    .values(similar.map((question, index) => ({ questionId, question, position: index + 1 })));
}

function questionValues(content: QuestionContent) {
  const { tagId, name, interrupt, sendSms, smsTemplateCode } = content;
  return { tagId, name, interrupt, sendSms, smsTemplateCode };
}

export async function insertQuestion(db: Db, kbId: number, content: QuestionContent, now: Date): Promise<number> {
  const [{ id }] = await db
    .insert(knowledgeQuestions)
    .values({ kbId, ...questionValues(content), createdAt: now })
    .returning({ id: knowledgeQuestions.id });
  await writeSimilar(db, id, content.similar);
  await db
    .insert(knowledgeAnswers)
    .values(content.answers.map((answer, index) => ({ questionId: id, position: index + 1, ...answer })));
  return id;
}

/** The answers keep their rows (and ids) by position; the similar questions are written anew. */
export async function updateQuestion(db: Db, id: number, content: QuestionContent): Promise<void> {
  await db.update(knowledgeQuestions).set(questionValues(content)).where(eq(knowledgeQuestions.id, id));
  await db.delete(knowledgeSimilarQuestions).where(eq(knowledgeSimilarQuestions.questionId, id));
  await writeSimilar(db, id, content.similar);
  for (const [index, answer] of content.answers.entries()) {
    await db
      .insert(knowledgeAnswers)
      .values({ questionId: id, position: index + 1, ...answer })
      .onConflictDoUpdate({ target: [knowledgeAnswers.questionId, knowledgeAnswers.position], set: answer });
  }
}

/** The ids among `ids` that are questions of the base. */
export async function questionIdsIn(db: Db, kbId: number, ids: readonly number[]): Promise<number[]> {
  const rows = await db
    .select({ id: knowledgeQuestions.id })
    .from(knowledgeQuestions)
    .where(and(eq(knowledgeQuestions.kbId, kbId), inArray(knowledgeQuestions.id, [...ids])));
  return rows.map((row) => row.id);
}

export async function deleteQuestions(db: Db, kbId: number, ids: readonly number[]): Promise<void> {
  await db
    .delete(knowledgeQuestions)
    .where(and(eq(knowledgeQuestions.kbId, kbId), inArray(knowledgeQuestions.id, [...ids])));
}

/** An answer of a base of the business, with the base and question it belongs to. */
export async function answerById(db: Db, businessId: number, id: number) {
  const [row] = await db
    .select({ answer: knowledgeAnswers, kbId: knowledgeQuestions.kbId })
    .from(knowledgeAnswers)
    .innerJoin(knowledgeQuestions, eq(knowledgeQuestions.id, knowledgeAnswers.questionId))
    .innerJoin(knowledgeBases, eq(knowledgeBases.id, knowledgeQuestions.kbId))
    .where(and(eq(knowledgeAnswers.id, id), eq(knowledgeBases.businessId, businessId)));
  return row;
}

export async function setAnswer(db: Db, id: number, change: Pick<AnswerRecord, 'type' | 'content'>): Promise<void> {
  await db.update(knowledgeAnswers).set(change).where(eq(knowledgeAnswers.id, id));
}
