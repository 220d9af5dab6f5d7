import { type Candidate, type CompiledScript, compileScript, heardAt, respond, startDialogue } from '@console/dialogue';
import type { ScriptTemplate } from '../build.ts';
import { conferenceInvitation } from '../conference.ts';
import { education } from '../education.ts';
import { insurance } from '../insurance.ts';
import { loan } from '../loan.ts';
import { logistics } from '../logistics.ts';
import { realEstate } from '../real-estate.ts';
import { CORPUS_DIR, readTsv } from './tsv.ts';

/**
 * The understanding corpus: what customers really say at the templates' listening nodes, each line
 * labelled with the meaning the robot must act on, and how the engine as shipped handles them.
 * One TSV per template (node, label, hard, text); the lines were written from how people talk on
 * such calls, not from the intents' phrase lists, and `hard` marks the cases that defeat matching
 * on substrings (negation scope, rhetorical questions, sarcasm, words inside other words).
 */
export const CORPUS_TEMPLATES: Readonly<Record<string, ScriptTemplate>> = {
  'real-estate': realEstate,
  education,
  insurance,
  loan,
  conference: conferenceInvitation,
  logistics,
};

/** Lines that mean nothing the call can act on (noise, someone else spoken to): right is to not decide. */
export const UNSCRIPTED_LABELS = ['none'] as const;

export interface CorpusLine {
  /** The corpus file's name: a key of CORPUS_TEMPLATES. */
  corpus: string;
  /** 1-based, the header being line 1. */
  lineNo: number;
  /** A listening node, `flowId/nodeId`. */
  node: string;
  label: string;
  hard: boolean;
  text: string;
}

export function readCorpus(name: string, dir = CORPUS_DIR): CorpusLine[] {
  return readTsv(dir, `${name}.tsv`, 'node\tlabel\thard\ttext').map(
    ({ lineNo, fields: [node, label, hard, text] }) => ({
      corpus: name,
      lineNo,
      node,
      label,
      hard: hard === '1',
      text,
    }),
  );
}

/** What the robot made of a line: an intent of the node, a knowledge answer, or nothing it could use. */
export type Outcome =
  /** aside: a question answered before the branch was taken. */
  { kind: 'intent'; intentId: string; aside?: string } | { kind: 'knowledge' } | { kind: 'any' | 'unrecognised' };

/** Right: the label's intent (or, for a meaning the node cannot express, no decision). */
export type Verdict = 'right' | 'wrong' | 'missed';

export interface Judged extends CorpusLine {
  outcome: Outcome;
  /** Whether the node hears the label's meaning: a branch of its own or a global intent. */
  expressible: boolean;
  verdict: Verdict;
}

function compiled(template: ScriptTemplate): CompiledScript {
  return compileScript({ document: template.document, knowledgeBases: [], dictionaries: [] });
}

/** The line said at the listening node `node` (`flowId/nodeId`), from a call's first state. */
export function outcomeAt(script: CompiledScript, node: string, text: string): Outcome {
  const [flowId, nodeId] = node.split('/');
  const listen = script.listens.get(node);
  if (!listen) throw new Error(`no listening node ${node}`);
  const start = startDialogue(script, {}).state;
  const state = { ...start, at: { flowId, nodeId }, intentsHit: {}, knowledgeHits: {} };
  const turn = respond(script, state, { text });
  if (Object.keys(turn.state.knowledgeHits).length > 0) return { kind: 'knowledge' };
  // A question answered beside a yes or no (是我，多少钱) is hit first, the yes or no last.
  const hits = Object.keys(turn.state.intentsHit);
  const hit = hits.at(-1);
  if (hit === undefined || hit === 'unrecognised') return { kind: 'unrecognised' };
  if (hit === 'any') return { kind: 'any' };
  return hits.length > 1 ? { kind: 'intent', intentId: hit, aside: hits[0] } : { kind: 'intent', intentId: hit };
}

/** What hearing an intent at a node makes the call do: where it goes and what it labels. */
function actionOf(heard: readonly Candidate[], intentId: string): string | undefined {
  const candidate = heard.find((candidate) => candidate.intent.id === intentId);
  if (!candidate) return undefined;
  const { branch, global } = candidate;
  return JSON.stringify(branch ? [branch.target, branch.labels] : [global.after, global.target, global.text]);
}

/**
 * Right: the label's intent (taken, or answered beside the yes or no taken), or another intent the
 * node acts on the same way (感兴趣 and 好的 at a node that takes both to the same next line); for a
 * meaning the node cannot express, no decision.
 */
function verdictOf(heard: readonly Candidate[], label: string, expressible: boolean, outcome: Outcome): Verdict {
  if (outcome.kind === 'intent') {
    if (!expressible) return 'wrong';
    if (outcome.intentId === label || outcome.aside === label) return 'right';
    return actionOf(heard, outcome.intentId) === actionOf(heard, label) ? 'right' : 'wrong';
  }
  return expressible ? 'missed' : 'right';
}

/** Every line of every corpus file, judged against its template as shipped. */
export function judgeCorpus(dir = CORPUS_DIR): Judged[] {
  const judged: Judged[] = [];
  for (const [name, template] of Object.entries(CORPUS_TEMPLATES)) {
    const script = compiled(template);
    for (const line of readCorpus(name, dir)) {
      const listen = script.listens.get(line.node);
      const heard = listen ? heardAt(listen) : [];
      const expressible = heard.some((candidate) => candidate.intent.id === line.label);
      const outcome = outcomeAt(script, line.node, line.text);
      judged.push({ ...line, outcome, expressible, verdict: verdictOf(heard, line.label, expressible, outcome) });
    }
  }
  return judged;
}

export interface Tally {
  lines: number;
  right: number;
  wrong: number;
  missed: number;
}

export function tally(lines: readonly Judged[]): Tally {
  const count = (verdict: Verdict) => lines.filter((line) => line.verdict === verdict).length;
  return { lines: lines.length, right: count('right'), wrong: count('wrong'), missed: count('missed') };
}

/** Tallies of the lines grouped by `key`, in first-seen order. */
export function tallyBy(lines: readonly Judged[], key: (line: Judged) => string): Map<string, Tally> {
  const groups = new Map<string, Judged[]>();
  for (const line of lines) groups.set(key(line), [...(groups.get(key(line)) ?? []), line]);
  return new Map([...groups].map(([name, group]) => [name, tally(group)]));
}
