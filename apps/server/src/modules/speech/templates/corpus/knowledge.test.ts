import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { judgeKnowledge, readKnowledgeBases, readKnowledgeLines, tallyKnowledge } from './knowledge.ts';
import { CORPUS_DIR } from './tsv.ts';

const recorded: { knowledge: { accuracy: number; precision: number } } = JSON.parse(
  readFileSync(join(CORPUS_DIR, 'recorded.json'), 'utf8'),
);

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
