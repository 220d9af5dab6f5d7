import { KNOWLEDGE_THRESHOLD, type Utterance } from '../features.ts';
import type { KnowledgeIndex, KnowledgeMatch } from '../knowledge-index.ts';

export interface KnowledgeOutcome {
  /** The best question found, hit or not. */
  best: KnowledgeMatch | null;
  hit: boolean;
  by: 'words' | 'pinyin';
}

/** The knowledge question most similar to the line: by words first, then by sound, at the knowledge threshold. */
export function matchKnowledge(index: KnowledgeIndex, utterance: Utterance): KnowledgeOutcome {
  if (index.size === 0) return { best: null, hit: false, by: 'words' };
  const byWords = index.bestByWords(utterance);
  if (byWords && byWords.score >= KNOWLEDGE_THRESHOLD) return { best: byWords, hit: true, by: 'words' };
  const bySound = index.bestByPinyin(utterance);
  if (bySound && bySound.score >= KNOWLEDGE_THRESHOLD) return { best: bySound, hit: true, by: 'pinyin' };
  if (bySound && (!byWords || bySound.score > byWords.score)) return { best: bySound, hit: false, by: 'pinyin' };
  return { best: byWords, hit: false, by: 'words' };
}
