import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import {
  dictionaries,
  dictionaryTerms,
  knowledgeAnswers,
  knowledgeBases,
  knowledgeDictionaries,
  knowledgeQuestions,
  knowledgeSimilarQuestions,
  knowledgeTags,
} from '../../db/schema/knowledge.ts';

/** The enterprise's knowledge bases of these ids. */
export function basesOf(db: Db, businessId: number, ids: number[]) {
  return db
    .select({ id: knowledgeBases.id, name: knowledgeBases.cname })
    .from(knowledgeBases)
    .where(and(eq(knowledgeBases.businessId, businessId), inArray(knowledgeBases.id, ids)));
}

export function dictionaryLinksOf(db: Db, kbIds: number[]) {
  return db
    .select({ kbId: knowledgeDictionaries.kbId, dictionaryId: knowledgeDictionaries.dictionaryId })
    .from(knowledgeDictionaries)
    .where(inArray(knowledgeDictionaries.kbId, kbIds));
}

export function questionsOf(db: Db, kbIds: number[]) {
  return db
    .select({
      id: knowledgeQuestions.id,
      kbId: knowledgeQuestions.kbId,
      name: knowledgeQuestions.name,
      interrupt: knowledgeQuestions.interrupt,
      category: knowledgeTags.name,
    })
    .from(knowledgeQuestions)
    .leftJoin(knowledgeTags, eq(knowledgeTags.id, knowledgeQuestions.tagId))
    .where(inArray(knowledgeQuestions.kbId, kbIds))
    .orderBy(asc(knowledgeQuestions.id));
}

export function similarQuestionsOf(db: Db, questionIds: number[]) {
  return db
    .select({ questionId: knowledgeSimilarQuestions.questionId, question: knowledgeSimilarQuestions.question })
    .from(knowledgeSimilarQuestions)
    .where(inArray(knowledgeSimilarQuestions.questionId, questionIds))
    .orderBy(asc(knowledgeSimilarQuestions.questionId), asc(knowledgeSimilarQuestions.position));
}

export function answersOf(db: Db, questionIds: number[]) {
  return db
    .select({
      questionId: knowledgeAnswers.questionId,
      type: knowledgeAnswers.type,
      content: knowledgeAnswers.content,
      description: knowledgeAnswers.description,
    })
    .from(knowledgeAnswers)
    .where(inArray(knowledgeAnswers.questionId, questionIds))
    .orderBy(asc(knowledgeAnswers.questionId), asc(knowledgeAnswers.position));
}

/** The enterprise's dictionaries of these ids, with their terms. */
export async function dictionariesOf(db: Db, businessId: number, ids: number[]) {
  const found = await db
    .select({ id: dictionaries.id, name: dictionaries.cname })
    .from(dictionaries)
    .where(and(eq(dictionaries.businessId, businessId), inArray(dictionaries.id, ids)));
  if (found.length === 0) return [];
  const terms = await db
    .select({
      dictionaryId: dictionaryTerms.dictionaryId,
      term: dictionaryTerms.term,
      synonyms: dictionaryTerms.synonyms,
    })
    .from(dictionaryTerms)
    .where(
      inArray(
        dictionaryTerms.dictionaryId,
        found.map((d) => d.id),
      ),
    )
    .orderBy(asc(dictionaryTerms.id));
  return found.map((dictionary) => ({
    ...dictionary,
    terms: terms.filter((t) => t.dictionaryId === dictionary.id).map(({ term, synonyms }) => ({ term, synonyms })),
  }));
}
