import { compileKnowledge, findKnowledgeQuestion, type KnowledgeBase } from '@console/dialogue';
import { CORPUS_DIR, readTsv } from './tsv.ts';

/**
 * The knowledge paraphrase set: an FAQ per trade as an enterprise would enter it
 * (knowledge-base.tsv: base, id, question, similar questions separated by |, with questions that
 * differ in one key term on purpose), and what customers ask on the phone (knowledge-lines.tsv:
 * base, label, hard, text), each line labelled with the question whose answer answers it, or
 * `none`. For knowledge, precision comes first: a wrong answer is worse than 没听清楚.
 */
export interface KnowledgeLine {
  base: string;
  /** 1-based, the header being line 1. */
  lineNo: number;
  /** A question id of the line's base, or none. */
  label: string;
  hard: boolean;
  text: string;
}

/** answered: the right question; wrong: another one, or any for a `none` line; missed: no answer to a question the base has. */
export type KnowledgeVerdict = 'answered' | 'wrong' | 'missed' | 'abstained';

export interface JudgedQuestion extends KnowledgeLine {
  /** The id of the question answered, if any. */
  found: string | null;
  verdict: KnowledgeVerdict;
}

/** The FAQ of each base, with numeric question ids as the engine has them and the file's ids beside. */
export function readKnowledgeBases(dir = CORPUS_DIR): Map<string, { base: KnowledgeBase; ids: string[] }> {
  const bases = new Map<string, { base: KnowledgeBase; ids: string[] }>();
  for (const { fields } of readTsv(dir, 'knowledge-base.tsv', 'base\tid\tquestion\tsimilar')) {
    const [name, id, question, similar] = fields;
    let entry = bases.get(name);
    if (!entry) {
      entry = { base: { id: bases.size + 1, name, dictionaryIds: [], questions: [] }, ids: [] };
      bases.set(name, entry);
    }
    entry.ids.push(id);
    entry.base.questions.push({
      id: entry.ids.length,
      question,
      similar: similar.split('|').filter((text) => text.trim() !== ''),
      answers: [{ text: `${question}的回答` }],
      interrupt: false,
    });
  }
  return bases;
}

export function readKnowledgeLines(dir = CORPUS_DIR): KnowledgeLine[] {
  return readTsv(dir, 'knowledge-lines.tsv', 'base\tlabel\thard\ttext').map(
    ({ lineNo, fields: [base, label, hard, text] }) => ({
      base,
      lineNo,
      label,
      hard: hard === '1',
      text,
    }),
  );
}

function verdictOf(label: string, found: string | null): KnowledgeVerdict {
  if (found === null) return label === 'none' ? 'abstained' : 'missed';
  return found === label ? 'answered' : 'wrong';
}

/** Every line asked of its base alone, as a call at a node without a matching branch would ask it. */
export function judgeKnowledge(dir = CORPUS_DIR): JudgedQuestion[] {
  const bases = readKnowledgeBases(dir);
  const compiled = new Map(
    [...bases].map(([name, { base }]) => [name, compileKnowledge({ knowledgeBases: [base], dictionaries: [] })]),
  );
  return readKnowledgeLines(dir).map((line) => {
    const entry = bases.get(line.base);
    const knowledge = compiled.get(line.base);
    if (!entry || !knowledge) throw new Error(`knowledge-lines.tsv:${line.lineNo}: no base ${line.base}`);
    const hit = findKnowledgeQuestion(knowledge, line.text);
    const found = hit ? (entry.ids[hit.question.id - 1] ?? null) : null;
    return { ...line, found, verdict: verdictOf(line.label, found) };
  });
}

export interface KnowledgeTally {
  lines: number;
  /** Right answers and right silences over all lines. */
  accuracy: number;
  /** Right answers over all answers given. */
  precision: number;
  answered: number;
  wrong: number;
  missed: number;
  abstained: number;
}

export function tallyKnowledge(lines: readonly JudgedQuestion[]): KnowledgeTally {
  const count = (verdict: KnowledgeVerdict) => lines.filter((line) => line.verdict === verdict).length;
  const answered = count('answered');
  const wrong = count('wrong');
  const abstained = count('abstained');
  return {
    lines: lines.length,
    accuracy: lines.length === 0 ? 0 : (answered + abstained) / lines.length,
    precision: answered + wrong === 0 ? 1 : answered / (answered + wrong),
    answered,
    wrong,
    missed: count('missed'),
    abstained,
  };
}

/**
 * The question-pair set (knowledge-pairs.tsv: a, b, same, kind): general questions as people type
 * them, half asking the same thing in other words, half sharing most words but asking something
 * else (a key term, the intent or a negation differs). Each pair is judged as a knowledge base
 * holding b alone and asked a: the way a paraphrase classifier is measured.
 */
export interface JudgedPair {
  lineNo: number;
  a: string;
  b: string;
  same: boolean;
  kind: string;
  /** Whether the engine answered a with b. */
  matched: boolean;
}

export function judgePairs(dir = CORPUS_DIR): JudgedPair[] {
  return readTsv(dir, 'knowledge-pairs.tsv', 'a\tb\tsame\tkind').map(({ lineNo, fields: [a, b, same, kind] }) => {
    const base: KnowledgeBase = {
      id: 1,
      name: 'pair',
      dictionaryIds: [],
      questions: [{ id: 1, question: b, similar: [], answers: [{ text: '' }], interrupt: false }],
    };
    const knowledge = compileKnowledge({ knowledgeBases: [base], dictionaries: [] });
    return { lineNo, a, b, same: same === '1', kind, matched: findKnowledgeQuestion(knowledge, a) !== null };
  });
}

export interface PairTally {
  pairs: number;
  accuracy: number;
  /** Pairs called the same that are, over all called the same. */
  precision: number;
  /** Pairs called the same that are, over all that are. */
  recall: number;
}

export function tallyPairs(pairs: readonly JudgedPair[]): PairTally {
  const called = pairs.filter((pair) => pair.matched);
  const right = called.filter((pair) => pair.same).length;
  const same = pairs.filter((pair) => pair.same).length;
  const agreed = pairs.filter((pair) => pair.matched === pair.same).length;
  return {
    pairs: pairs.length,
    accuracy: pairs.length === 0 ? 0 : agreed / pairs.length,
    precision: called.length === 0 ? 1 : right / called.length,
    recall: same === 0 ? 1 : right / same,
  };
}
