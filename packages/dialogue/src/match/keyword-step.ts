import type { Candidate } from '../compile.ts';
import type { Utterance } from '../features.ts';
import { better, characters, type Scored } from './best.ts';

/** The longest keyword the line says (Utterance.says); ties go to the earlier branch. */
export function matchKeywords(candidates: readonly Candidate[], utterance: Utterance): Scored | null {
  let best: Scored | null = null;
  for (const candidate of candidates) {
    for (const keyword of candidate.intent.keywords) {
      if (!utterance.says(keyword)) continue;
      const found = { candidate, matched: keyword, score: 1, length: characters(keyword) };
      if (better(found, best)) best = found;
    }
  }
  return best;
}

/** The same over the keywords' dictionary variants; the note names the keyword it stands for. */
export function matchSynonyms(candidates: readonly Candidate[], utterance: Utterance): Scored | null {
  let best: Scored | null = null;
  for (const candidate of candidates) {
    for (const { word, keyword } of candidate.intent.variants) {
      if (!utterance.says(word)) continue;
      const found = { candidate, matched: word, score: 1, length: characters(word), note: `近义于「${keyword}」` };
      if (better(found, best)) best = found;
    }
  }
  return best;
}
