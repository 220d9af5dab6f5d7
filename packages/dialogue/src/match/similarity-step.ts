import type { Candidate } from '../compile.ts';
import { pinyinSimilarity, wordSimilarity } from '../features.ts';
import { better, type LineFor, type Scored } from './best.ts';

/** The example most similar to the line by words, whatever its score (the caller thresholds). */
export function bestExampleByWords(candidates: readonly Candidate[], lineFor: LineFor): Scored | null {
  let best: Scored | null = null;
  for (const candidate of candidates) {
    const utterance = lineFor(candidate);
    if (utterance.text === '') continue;
    for (const example of candidate.intent.examples) {
      const found = { candidate, matched: example.text, score: wordSimilarity(utterance, example.features), length: 0 };
      if (found.score > 0 && better(found, best)) best = found;
    }
  }
  return best;
}

/** Whether `part` occurs in `whole` as consecutive syllables. */
function containsSyllables(whole: readonly string[], part: readonly string[]): boolean {
  outer: for (let at = 0; at + part.length <= whole.length; at++) {
    for (let offset = 0; offset < part.length; offset++) if (whole[at + offset] !== part[offset]) continue outer;
    return true;
  }
  return false;
}

/**
 * What the line sounds like: a keyword heard in its syllables (score 1; the longer keyword wins,
 * so 不敢兴趣 is 不感兴趣, not 感兴趣), or the example most similar by syllable pairs.
 */
export function bestBySound(candidates: readonly Candidate[], lineFor: LineFor): Scored | null {
  let best: Scored | null = null;
  for (const candidate of candidates) {
    const utterance = lineFor(candidate);
    if (utterance.text === '') continue;
    for (const spoken of candidate.intent.spokenKeywords) {
      if (!containsSyllables(utterance.syllables, spoken.syllables)) continue;
      const found = { candidate, matched: spoken.word, score: 1, length: spoken.syllables.length, note: '关键词读音' };
      if (better(found, best)) best = found;
    }
    for (const example of candidate.intent.examples) {
      const score = pinyinSimilarity(utterance, example.features);
      const found = { candidate, matched: example.text, score, length: example.features.pairs.length };
      if (score > 0 && better(found, best)) best = found;
    }
  }
  return best;
}
