import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compileScript } from '@console/dialogue';
import { describe, expect, it } from 'vitest';
import { CORPUS_DIR } from './tsv.ts';
import {
  CORPUS_TEMPLATES,
  judgeCorpus,
  readCorpus,
  type Tally,
  tally,
  tallyBy,
  UNSCRIPTED_LABELS,
} from './understanding.ts';

/** The figures last recorded (scripts/bench/understanding.mjs prints them): raise them as the robot learns. */
const recorded: { overall: Share; templates: Record<string, Share> } = JSON.parse(
  readFileSync(join(CORPUS_DIR, 'recorded.json'), 'utf8'),
);
interface Share {
  right: number;
  wrong: number;
}
const share = (t: Tally) => ({ right: t.right / t.lines, wrong: t.wrong / t.lines });

describe('the understanding corpus', () => {
  it('labels lines at the templates’ listening nodes with their intents or the unscripted meanings', () => {
    let lines = 0;
    let hard = 0;
    for (const [name, template] of Object.entries(CORPUS_TEMPLATES)) {
      const script = compileScript({ document: template.document, knowledgeBases: [], dictionaries: [] });
      const labels = new Set<string>([...script.intents.keys(), ...UNSCRIPTED_LABELS]);
      const corpus = readCorpus(name);
      const problems = corpus.flatMap((line) => [
        ...(script.listens.has(line.node) ? [] : [`${name}.tsv:${line.lineNo}: no listening node ${line.node}`]),
        ...(labels.has(line.label) ? [] : [`${name}.tsv:${line.lineNo}: unknown label ${line.label}`]),
        ...(line.text.trim() ? [] : [`${name}.tsv:${line.lineNo}: no text`]),
      ]);
      expect(problems).toEqual([]);
      expect(new Set(corpus.map((line) => line.text)).size).toBe(corpus.length);
      // Every listening node of the template is heard.
      expect(new Set(corpus.map((line) => line.node))).toEqual(new Set(script.listens.keys()));
      lines += corpus.length;
      hard += corpus.filter((line) => line.hard).length;
    }
    expect(lines).toBeGreaterThanOrEqual(1000);
    expect(hard / lines).toBeGreaterThanOrEqual(0.2);
  });

  it('is understood no worse than the figures last recorded', () => {
    const judged = judgeCorpus();
    const overall = share(tally(judged));
    expect(overall.right).toBeGreaterThanOrEqual(recorded.overall.right);
    expect(overall.wrong).toBeLessThanOrEqual(recorded.overall.wrong);
    for (const [name, t] of tallyBy(judged, (line) => line.corpus)) {
      expect(share(t).right, name).toBeGreaterThanOrEqual(recorded.templates[name].right);
      expect(share(t).wrong, name).toBeLessThanOrEqual(recorded.templates[name].wrong);
    }
  });
});
