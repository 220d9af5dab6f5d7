import type { FlowDocument } from '@console/contracts';
import type { Dictionary, KnowledgeBase } from '@console/dialogue';
import type { Db } from '../../db/database.ts';
import * as repo from './sources-repo.ts';

function groupBy<T, K>(items: T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

/**
 * The knowledge bases and similar-word dictionaries a script links, as the engine takes them:
 * the document's dictionaries and those linked to its knowledge bases. Ids that are not the
 * enterprise's are left out (the engine names them among its warnings). An answer recorded as
 * audio keeps its text, which is what the transcript shows; empty answers are left out.
 */
export async function loadScriptSources(
  db: Db,
  businessId: number,
  document: FlowDocument,
): Promise<{ knowledgeBases: KnowledgeBase[]; dictionaries: Dictionary[] }> {
  const bases =
    document.knowledgeBaseIds.length > 0 ? await repo.basesOf(db, businessId, document.knowledgeBaseIds) : [];
  const kbIds = bases.map((base) => base.id);
  const links = kbIds.length > 0 ? await repo.dictionaryLinksOf(db, kbIds) : [];
  const questions = kbIds.length > 0 ? await repo.questionsOf(db, kbIds) : [];
  const questionIds = questions.map((q) => q.id);
  const [similar, answers] =
    questionIds.length > 0
      ? await Promise.all([repo.similarQuestionsOf(db, questionIds), repo.answersOf(db, questionIds)])
      : [[], []];
  const similarOf = groupBy(similar, (s) => s.questionId);
  const answersOf = groupBy(answers, (a) => a.questionId);
  const questionsOf = groupBy(questions, (q) => q.kbId);

  const knowledgeBases: KnowledgeBase[] = bases.map((base) => ({
    id: base.id,
    name: base.name,
    dictionaryIds: links.filter((link) => link.kbId === base.id).map((link) => link.dictionaryId),
    questions: (questionsOf.get(base.id) ?? []).map((question) => ({
      id: question.id,
      question: question.name,
      similar: (similarOf.get(question.id) ?? []).map((s) => s.question),
      answers: (answersOf.get(question.id) ?? [])
        .map((a) =>
          a.type === 'audio' ? { text: a.description, audio: a.content } : { text: a.description || a.content },
        )
        .filter((a) => a.text !== '' || a.audio),
      interrupt: question.interrupt === 1,
      ...(question.category ? { category: question.category } : {}),
    })),
  }));
  const dictionaryIds = [...new Set([...document.dictionaryIds, ...links.map((link) => link.dictionaryId)])];
  const dictionaries = dictionaryIds.length > 0 ? await repo.dictionariesOf(db, businessId, dictionaryIds) : [];
  return { knowledgeBases, dictionaries };
}
