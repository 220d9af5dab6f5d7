import type { FlowBranch } from '@console/contracts';
import type { Candidate, CompiledListen, CompiledScript } from '../compile.ts';
import { rounded, SIMILARITY_THRESHOLD, Utterance } from '../features.ts';
import type { KnowledgeMatch } from '../knowledge-index.ts';
import { readLine, YES_NO_INTENTS } from '../reading.ts';
import type { TraceStep, TraceStepKind } from '../types.ts';
import type { Scored } from './best.ts';
import { matchKeywords, matchSynonyms } from './keyword-step.ts';
import { matchKnowledge } from './knowledge-step.ts';
import { matchPatterns } from './regex-step.ts';
import { bestBySound, bestExampleByWords } from './similarity-step.ts';

/** How a listening node understood a spoken line. */
export type Understanding =
  | { kind: 'intent'; candidate: Candidate; step: TraceStepKind }
  | { kind: 'knowledge'; match: KnowledgeMatch }
  | { kind: 'any'; branch: FlowBranch }
  | { kind: 'unrecognised' };

function traced(nodeId: string, step: TraceStepKind, found: Scored | null, threshold?: number): TraceStep {
  const hit = found !== null && (threshold === undefined || found.score >= threshold);
  const entry: TraceStep = { nodeId, step, result: hit ? 'hit' : 'miss' };
  if (found) {
    entry.intentId = found.candidate.intent.id;
    entry.matched = found.matched;
    if (threshold !== undefined) entry.score = rounded(found.score);
    if (found.note) entry.note = found.note;
  }
  if (threshold !== undefined) entry.threshold = threshold;
  return entry;
}

/**
 * Matches a line as said (non-empty once normalised) at a listening node. It is read first
 * (readLine: negations resolved, the clauses that ask set apart), then tried with patterns,
 * keywords, dictionary synonyms, examples by words, then by sound, knowledge questions, the any
 * branch. The first step that matches decides; each step tried leaves one trace entry with its
 * best candidate.
 */
export function understand(
  script: CompiledScript,
  listen: CompiledListen,
  said: string,
  trace: TraceStep[],
): Understanding {
  const nodeId = listen.ref.nodeId;
  const { candidates } = listen;
  const reading = readLine(said);
  if (reading.notes.length > 0) trace.push({ nodeId, step: 'polarity', result: 'hit', note: reading.notes.join('；') });
  const utterance = new Utterance(reading.text, script.synonyms);
  const answer = reading.answer === reading.text ? utterance : new Utterance(reading.answer, script.synonyms);
  // Yes and no are heard only where the line does not ask: 是我，多少钱 says yes in 是我 alone.
  const lineFor = (candidate: Candidate) => (YES_NO_INTENTS.has(candidate.intent.id) ? answer : utterance);
  const exact: [TraceStepKind, () => Scored | null][] = [
    ['regex', () => matchPatterns(candidates, lineFor)],
    ['keyword', () => matchKeywords(candidates, lineFor)],
    ['synonym', () => matchSynonyms(candidates, lineFor)],
  ];
  for (const [step, match] of exact) {
    const found = match();
    trace.push(traced(nodeId, step, found));
    if (found) return { kind: 'intent', candidate: found.candidate, step };
  }
  const similar: [TraceStepKind, () => Scored | null][] = [
    ['similarity', () => bestExampleByWords(candidates, utterance)],
    ['pinyin', () => bestBySound(candidates, utterance)],
  ];
  for (const [step, match] of similar) {
    const found = match();
    trace.push(traced(nodeId, step, found, SIMILARITY_THRESHOLD));
    if (found && found.score >= SIMILARITY_THRESHOLD) return { kind: 'intent', candidate: found.candidate, step };
  }

  const knowledge = matchKnowledge(script.knowledge, utterance);
  const entry: TraceStep = { nodeId, step: 'knowledge', result: knowledge.hit ? 'hit' : 'miss' };
  if (knowledge.best) {
    entry.matched = knowledge.best.text;
    entry.score = rounded(knowledge.best.score);
    entry.note = `问题${knowledge.best.question.id}${knowledge.by === 'pinyin' ? '，按读音' : ''}`;
  }
  entry.threshold = SIMILARITY_THRESHOLD;
  trace.push(entry);
  if (knowledge.hit && knowledge.best) return { kind: 'knowledge', match: knowledge.best };

  trace.push({ nodeId, step: 'any', result: listen.any ? 'hit' : 'miss' });
  if (listen.any) return { kind: 'any', branch: listen.any };
  return { kind: 'unrecognised' };
}
