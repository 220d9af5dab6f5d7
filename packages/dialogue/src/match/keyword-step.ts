import type { Candidate } from '../compile.ts';
import { better, characters, type LineFor, type Scored } from './best.ts';

/** The longest keyword the line says (Utterance.says); ties go to the earlier branch. */
export function matchKeywords(candidates: readonly Candidate[], lineFor: LineFor): Scored | null {
  let best: Scored | null = null;
  for (const candidate of candidates) {
    const line = lineFor(candidate);
    for (const keyword of candidate.intent.keywords) {
      if (!line.says(keyword)) continue;
      const found = { candidate, matched: keyword, score: 1, length: characters(keyword) };
      if (better(found, best)) best = found;
    }
  }
  return best;
}

/** The same over the keywords' dictionary variants; the note names the keyword it stands for. */
export function matchSynonyms(candidates: readonly Candidate[], lineFor: LineFor): Scored | null {
  let best: Scored | null = null;
  for (const candidate of candidates) {
    const line = lineFor(candidate);
    for (const { word, keyword } of candidate.intent.variants) {
      if (!line.says(word)) continue;
      const found = { candidate, matched: word, score: 1, length: characters(word), note: `近义于「${keyword}」` };
      if (better(found, best)) best = found;
    }
  }
  return best;
}
