import type { FlowBranch } from '@console/contracts';
import type { Candidate, CompiledListen, CompiledScript } from '../compile.ts';
import { KNOWLEDGE_THRESHOLD, rounded, SIMILARITY_THRESHOLD, Utterance } from '../features.ts';
import type { KnowledgeMatch } from '../knowledge-index.ts';
import { type Reading, readLine, YES_NO_INTENTS } from '../reading.ts';
import type { TraceStep, TraceStepKind } from '../types.ts';
import type { LineFor, Scored } from './best.ts';
import { matchKeywords, matchSynonyms } from './keyword-step.ts';
import { matchKnowledge } from './knowledge-step.ts';
import { matchPatterns } from './regex-step.ts';
import { bestBySound, bestExampleByWords } from './similarity-step.ts';

/** How a listening node understood a spoken line. */
export type Understanding =
  /** `aside`: a question asked beside a yes or no (是我，多少钱), answered before the branch is taken. */
  | { kind: 'intent'; candidate: Candidate; step: TraceStepKind; aside?: Candidate }
  | { kind: 'knowledge'; match: KnowledgeMatch }
  | { kind: 'any'; branch: FlowBranch }
  | { kind: 'unrecognised' };

function traced(nodeId: string, step: TraceStepKind, found: Scored | null, hit: boolean, threshold?: number) {
  const entry: TraceStep = { nodeId, step, result: hit ? 'hit' : 'miss' };
  if (found) {
    entry.intentId = found.candidate.intent.id;
    entry.matched = found.matched;
    if (threshold !== undefined) entry.score = rounded(found.score);
    const notes = [found.candidate.global ? '全局意图' : '', found.note ?? ''].filter((note) => note !== '');
    if (notes.length > 0) entry.note = notes.join('，');
  }
  if (threshold !== undefined) entry.threshold = threshold;
  return entry;
}

type Step = (candidates: readonly Candidate[]) => Scored | null;

/** Patterns and keywords: the steps that hear a part of a line for sure. */
const exactSteps = (lineFor: LineFor) => stepsFor(lineFor).slice(0, 2);

/** The matching steps, most literal first; the similarity steps with their threshold. */
const stepsFor = (lineFor: LineFor): [TraceStepKind, Step, number?][] => [
  ['regex', (tier) => matchPatterns(tier, lineFor)],
  ['keyword', (tier) => matchKeywords(tier, lineFor)],
  ['synonym', (tier) => matchSynonyms(tier, lineFor)],
  ['similarity', (tier) => bestExampleByWords(tier, lineFor), SIMILARITY_THRESHOLD],
  ['pinyin', (tier) => bestBySound(tier, lineFor), SIMILARITY_THRESHOLD],
];

/**
 * One matching step over tiers of candidates: the first tier with a match at the threshold
 * decides. Without a match the trace names the best candidate of all tiers.
 */
function tryStep(
  tiers: readonly Candidate[][],
  step: Step,
  threshold = 0,
): { hit: Scored | null; best: Scored | null } {
  let best: Scored | null = null;
  for (const tier of tiers) {
    const found = step(tier);
    if (found && found.score >= threshold) return { hit: found, best: found };
    if (found && (best === null || found.score > best.score)) best = found;
  }
  return { hit: null, best };
}

/**
 * A yes or no said with a question beside it (是我，你们一节课多少钱): the question, if a global
 * intent that answers and returns hears it by pattern or keyword, is answered too.
 */
function asideOf(
  script: CompiledScript,
  listen: CompiledListen,
  reading: Reading,
  hit: Scored,
  trace: TraceStep[],
): { aside?: Candidate } {
  if (!YES_NO_INTENTS.has(hit.candidate.intent.id) || reading.asked === '') return {};
  const answering = (globals: Candidate[]) => globals.filter((candidate) => candidate.global?.after === 'return');
  const asked = new Utterance(reading.asked, script.synonyms);
  for (const [step, match] of exactSteps(() => asked)) {
    const { hit: found } = tryStep([answering(listen.highGlobals), answering(listen.lowGlobals)], match);
    if (!found) continue;
    const entry = traced(listen.ref.nodeId, step, found, true);
    entry.note = `${entry.note}，问句「${reading.asked}」`;
    trace.push(entry);
    return { aside: found.candidate };
  }
  return {};
}

/**
 * A yes or no that opens a line before something else (是我，你直接发短信给我吧; 对，是不是到付的): the
 * yes or no only answers the question, and what follows, when a branch of the node or a global
 * intent that leads on hears it by pattern or keyword, is what the customer wants. Global intents
 * that answer and return are asides instead (asideOf).
 */
function afterYesOrNo(
  script: CompiledScript,
  listen: CompiledListen,
  reading: Reading,
  hit: Scored,
  trace: TraceStep[],
): Scored | null {
  const [first, ...rest] = reading.clauses;
  if (!YES_NO_INTENTS.has(hit.candidate.intent.id) || first === undefined || rest.length === 0) return null;
  // The yes or no must be the opening clause's own, not heard somewhere else in the line.
  const opening = new Utterance(first, script.synonyms);
  if (!exactSteps(() => opening).some(([, match]) => match([hit.candidate]) !== null)) return null;
  const following = new Utterance(rest.join(''), script.synonyms);
  const leading = (tier: Candidate[]) =>
    tier.filter((candidate) => !YES_NO_INTENTS.has(candidate.intent.id) && candidate.global?.after !== 'return');
  for (const [step, match] of exactSteps(() => following)) {
    const { hit: found } = tryStep(
      [leading(listen.highGlobals), leading(listen.candidates), leading(listen.lowGlobals)],
      match,
    );
    if (!found) continue;
    const entry = traced(listen.ref.nodeId, step, found, true);
    entry.note = [entry.note, `「${first}」之后说的「${rest.join('')}」`].filter(Boolean).join('，');
    trace.push(entry);
    return found;
  }
  return null;
}

/**
 * Matches a line as said (non-empty once normalised) at a listening node. It is read first
 * (readLine: negations resolved, the clauses that ask set apart), then tried with patterns,
 * keywords, dictionary synonyms, examples by words, then by sound (the low-priority global intents
 * through the same steps after), knowledge questions, the any branch. The first step that matches
 * decides; each step tried leaves one trace entry with its best candidate.
 */
export function understand(
  script: CompiledScript,
  listen: CompiledListen,
  said: string,
  trace: TraceStep[],
): Understanding {
  const nodeId = listen.ref.nodeId;
  const reading = readLine(said);
  if (reading.notes.length > 0) trace.push({ nodeId, step: 'polarity', result: 'hit', note: reading.notes.join('；') });
  const utterance = new Utterance(reading.text, script.synonyms);
  const answer = reading.answer === reading.text ? utterance : new Utterance(reading.answer, script.synonyms);
  // Yes and no are heard only where the line does not ask: 是我，多少钱 says yes in 是我 alone.
  const lineFor = (candidate: Candidate) => (YES_NO_INTENTS.has(candidate.intent.id) ? answer : utterance);
  const steps = stepsFor(lineFor);
  // The high-priority global intents and the node's branches first, through every step; the
  // low-priority global intents only when none of those matched.
  for (const tiers of [[listen.highGlobals, listen.candidates], [listen.lowGlobals]]) {
    if (tiers.every((tier) => tier.length === 0)) continue;
    for (const [step, match, threshold] of steps) {
      const { hit, best } = tryStep(tiers, match, threshold);
      trace.push(traced(nodeId, step, best, hit !== null, threshold));
      if (!hit) continue;
      const aside = asideOf(script, listen, reading, hit, trace);
      if (aside.aside) return { kind: 'intent', candidate: hit.candidate, step, ...aside };
      const wanted = afterYesOrNo(script, listen, reading, hit, trace);
      return { kind: 'intent', candidate: (wanted ?? hit).candidate, step };
    }
  }

  const knowledge = matchKnowledge(script.knowledge, utterance);
  const entry: TraceStep = { nodeId, step: 'knowledge', result: knowledge.hit ? 'hit' : 'miss' };
  if (knowledge.best) {
    entry.matched = knowledge.best.text;
    entry.score = rounded(knowledge.best.score);
    const { differs } = knowledge.best;
    entry.note = `问题${knowledge.best.question.id}${knowledge.by === 'pinyin' ? '，按读音' : ''}${differs ? `，关键词不同（${differs[0]}/${differs[1]}）` : ''}`;
  }
  entry.threshold = KNOWLEDGE_THRESHOLD;
  trace.push(entry);
  if (knowledge.hit && knowledge.best) return { kind: 'knowledge', match: knowledge.best };

  trace.push({ nodeId, step: 'any', result: listen.any ? 'hit' : 'miss' });
  if (listen.any) return { kind: 'any', branch: listen.any };
  return { kind: 'unrecognised' };
}
