import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  judgeKnowledge,
  judgePairs,
  readKnowledgeBases,
  readKnowledgeLines,
  tallyKnowledge,
  tallyPairs,
} from './knowledge.ts';
import { CORPUS_DIR } from './tsv.ts';

const recorded: {
  knowledge: { accuracy: number; precision: number };
  pairs: { accuracy: number; precision: number };
} = JSON.parse(readFileSync(join(CORPUS_DIR, 'recorded.json'), 'utf8'));

describe('the knowledge paraphrase set', () => {
  it('asks each base its own questions, or ones it has no answer for', () => {
    const bases = readKnowledgeBases();
    const ids = [...bases.values()].flatMap((entry) => entry.ids);
    expect(new Set(ids).size).toBe(ids.length);
    const lines = readKnowledgeLines();
    const problems = lines.flatMap((line) => {
      const entry = bases.get(line.base);
      if (!entry) return [`knowledge-lines.tsv:${line.lineNo}: no base ${line.base}`];
      return line.label === 'none' || entry.ids.includes(line.label)
        ? []
        : [`knowledge-lines.tsv:${line.lineNo}: ${line.label} is no question of ${line.base}`];
    });
    expect(problems).toEqual([]);
    expect(lines.length).toBeGreaterThanOrEqual(200);
    expect(lines.filter((line) => line.label === 'none').length / lines.length).toBeGreaterThanOrEqual(0.25);
  });

  it('is answered no worse than the figures last recorded', () => {
    const tally = tallyKnowledge(judgeKnowledge());
    expect(tally.accuracy).toBeGreaterThanOrEqual(recorded.knowledge.accuracy);
    expect(tally.precision).toBeGreaterThanOrEqual(recorded.knowledge.precision);
  });
});

describe('the question-pair set', () => {
  it('holds as many pairs that ask the same as pairs that do not, most of those sharing words', () => {
    const pairs = judgePairs();
    expect(pairs.length).toBeGreaterThanOrEqual(500);
    expect(pairs.filter((pair) => pair.same).length / pairs.length).toBeCloseTo(0.5, 1);
    const hard = pairs.filter((pair) => !pair.same && ['keyterm', 'intent', 'negation'].includes(pair.kind));
    expect(hard.length).toBeGreaterThanOrEqual(200);
    expect(new Set(pairs.map((pair) => `${pair.a}\t${pair.b}`)).size).toBe(pairs.length);
  });

  it('is told apart no worse than the figures last recorded', () => {
    const tally = tallyPairs(judgePairs());
    expect(tally.accuracy).toBeGreaterThanOrEqual(recorded.pairs.accuracy);
    expect(tally.precision).toBeGreaterThanOrEqual(recorded.pairs.precision);
  });
});
