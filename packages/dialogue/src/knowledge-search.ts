import { Utterance } from './features.ts';
import { KnowledgeIndex, type KnowledgeMatch } from './knowledge-index.ts';
import { matchKnowledge } from './match/knowledge-step.ts';
import { normaliseText } from './normalise.ts';
import { segment } from './segmenter.ts';
import { buildSynonymTable, type SynonymTable } from './synonyms.ts';
import type { Dictionary, KnowledgeBase } from './types.ts';

/**
 * Knowledge bases on their own, without a script: what the knowledge base's 体验 asks. A line is
 * answered exactly as the knowledge step of a call answers it (same index, same threshold, words
 * then sound), so what a person tries here is what a customer gets.
 */
export interface CompiledKnowledge {
  index: KnowledgeIndex;
  synonyms: SynonymTable;
}

export interface KnowledgeHit extends KnowledgeMatch {
  by: 'words' | 'pinyin';
}

/**
 * Indexes the questions of the bases. The dictionaries that count are those the bases link, as
 * on a call; others given are ignored.
 */
export function compileKnowledge(sources: {
  knowledgeBases: readonly KnowledgeBase[];
  dictionaries: readonly Dictionary[];
}): CompiledKnowledge {
  const linked = new Set(sources.knowledgeBases.flatMap((base) => base.dictionaryIds));
  const synonyms = buildSynonymTable(sources.dictionaries.filter((dictionary) => linked.has(dictionary.id)));
  return { index: new KnowledgeIndex(sources.knowledgeBases, synonyms), synonyms };
}

/** The question the line asks, when one is similar enough; null otherwise (also for noise). */
export function findKnowledgeQuestion(knowledge: CompiledKnowledge, line: string): KnowledgeHit | null {
  const text = normaliseText(line);
  if (text === '') return null;
  const outcome = matchKnowledge(knowledge.index, new Utterance(text, knowledge.synonyms));
  return outcome.hit && outcome.best ? { ...outcome.best, by: outcome.by } : null;
}

/** The words of a line as the engine segments it (normalised first: no punctuation or spaces). */
export function segmentLine(line: string): string[] {
  return segment(normaliseText(line));
}
