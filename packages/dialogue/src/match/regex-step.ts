import type { Candidate } from '../compile.ts';
import type { LineFor, Scored } from './best.ts';

/** The first pattern, in branch order, that finds something in the normalised line. */
export function matchPatterns(candidates: readonly Candidate[], lineFor: LineFor): Scored | null {
  for (const candidate of candidates) {
    const { text } = lineFor(candidate);
    if (text === '') continue;
    for (const { pattern, regex } of candidate.intent.patterns) {
      if (regex.test(text)) return { candidate, matched: pattern, score: 1, length: 0 };
    }
  }
  return null;
}
