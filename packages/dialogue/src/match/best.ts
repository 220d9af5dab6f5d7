import type { Candidate } from '../compile.ts';
import type { Utterance } from '../features.ts';

/** Which part of the line a candidate's phrases are looked for in. */
export type LineFor = (candidate: Candidate) => Utterance;

/** A candidate intent's best evidence in one step. */
export interface Scored {
  candidate: Candidate;
  /** The keyword, pattern or example. */
  matched: string;
  score: number;
  /** Ranks equal scores: the longer keyword is the more specific (不需要 over 需要). */
  length: number;
  note?: string;
}

/** Higher score, then longer evidence, then the earlier branch: the same winner every time. */
export function better(a: Scored, b: Scored | null): boolean {
  if (!b) return true;
  if (a.score !== b.score) return a.score > b.score;
  if (a.length !== b.length) return a.length > b.length;
  return a.candidate.order < b.candidate.order;
}

export function characters(text: string): number {
  let count = 0;
  for (const _ of text) count++;
  return count;
}
