/**
 * How well the robot understands what customers really say: the understanding corpus (apps/server/
 * src/modules/speech/templates/corpus, over 1,000 lines at the six templates' listening nodes,
 * labelled with the meaning the robot must act on) answered by the templates as shipped. A line is
 * right when the robot took the label's intent, or decided nothing when the node has no branch for
 * that meaning (robot, who, proxy, repeat, none and the like); confidently wrong when it took
 * another intent; missed when the node could express it and the robot heard nothing. Printed:
 * overall, per template, per label, hard cases apart, beside the figures last recorded (recorded.json,
 * which understanding.test.ts holds the engine to). Then the knowledge paraphrase set (knowledge.ts:
 * customer questions to an FAQ per trade, answered or rightly not): accuracy and precision; and the
 * question-pair set (same question or not, as a paraphrase classifier is measured), per kind of pair.
 * Measures; never fails a build.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { importTypeScript } from './lib/typescript-module.mjs';

const root = join(import.meta.dirname, '..', '..');
const corpusDir = join(root, 'apps/server/src/modules/speech/templates/corpus');
const { judgeCorpus, tally, tallyBy } = await importTypeScript(join(corpusDir, 'understanding.ts'));
const recorded = JSON.parse(readFileSync(join(corpusDir, 'recorded.json'), 'utf8'));

const percent = (part, whole) => (whole === 0 ? '-' : `${((100 * part) / whole).toFixed(1)} %`);
const row = (t) => ({
  lines: t.lines,
  right: percent(t.right, t.lines),
  'confidently wrong': percent(t.wrong, t.lines),
  missed: percent(t.missed, t.lines),
});

const judged = judgeCorpus(corpusDir);
const overall = tally(judged);
const expressible = judged.filter((line) => line.expressible);
console.log(
  `\nUnderstanding corpus: ${judged.length} lines, ${judged.filter((line) => line.hard).length} hard; ` +
    `${percent(expressible.length, judged.length)} expressible at their node`,
);
console.table({
  all: row(overall),
  'expressible at the node': row(tally(expressible)),
  hard: row(tally(judged.filter((line) => line.hard))),
  'not hard': row(tally(judged.filter((line) => !line.hard))),
  'last recorded': {
    lines: '',
    right: percent(recorded.overall.right, 1),
    'confidently wrong': percent(recorded.overall.wrong, 1),
    missed: '',
  },
});
const byTemplate = [...tallyBy(judged, (line) => line.corpus)];
console.log('Per template');
console.table(Object.fromEntries(byTemplate.map(([name, t]) => [name, row(t)])));
console.log('Per label (sorted by lines)');
const byLabel = [...tallyBy(judged, (line) => line.label)].sort(([, a], [, b]) => b.lines - a.lines);
console.table(Object.fromEntries(byLabel.map(([label, t]) => [label, row(t)])));

const { judgeKnowledge, tallyKnowledge, judgePairs, tallyPairs } = await importTypeScript(
  join(corpusDir, 'knowledge.ts'),
);
const questions = judgeKnowledge(corpusDir);
const knowledgeRow = (t) => ({
  lines: t.lines,
  accuracy: t.accuracy.toFixed(3),
  precision: t.precision.toFixed(3),
  'answered right': t.answered,
  'answered wrong': t.wrong,
  missed: t.missed,
  'rightly silent': t.abstained,
});
const byBase = new Map();
for (const line of questions) byBase.set(line.base, [...(byBase.get(line.base) ?? []), line]);
console.log(`\nKnowledge paraphrase set: ${questions.length} customer questions to six FAQs`);
console.table({
  all: knowledgeRow(tallyKnowledge(questions)),
  hard: knowledgeRow(tallyKnowledge(questions.filter((line) => line.hard))),
  ...Object.fromEntries([...byBase].map(([base, lines]) => [base, knowledgeRow(tallyKnowledge(lines))])),
  'last recorded': {
    accuracy: recorded.knowledge.accuracy.toFixed(3),
    precision: recorded.knowledge.precision.toFixed(3),
  },
});

const pairs = judgePairs(corpusDir);
const pairRow = (t) => ({
  pairs: t.pairs,
  accuracy: t.accuracy.toFixed(3),
  precision: t.precision.toFixed(3),
  recall: t.recall.toFixed(3),
});
const byKind = new Map();
for (const pair of pairs) byKind.set(pair.kind, [...(byKind.get(pair.kind) ?? []), pair]);
console.log(`\nQuestion pairs: ${pairs.length} pairs, each judged as a base of b asked a`);
console.table({
  all: pairRow(tallyPairs(pairs)),
  // A kind holds pairs of one answer mostly, so accuracy alone says how it went.
  ...Object.fromEntries(
    [...byKind].map(([kind, kindPairs]) => {
      const t = tallyPairs(kindPairs);
      return [kind, { pairs: t.pairs, accuracy: t.accuracy.toFixed(3) }];
    }),
  ),
  'last recorded': {
    accuracy: recorded.pairs.accuracy.toFixed(3),
    precision: recorded.pairs.precision.toFixed(3),
  },
});

// The figures in recorded.json's form, rounded to the safe side, to raise the floor with.
const down = (share) => Math.floor(1000 * share) / 1000;
const up = (share) => Math.ceil(1000 * share) / 1000;
const safe = (t) => ({ right: down(t.right / t.lines), wrong: up(t.wrong / t.lines) });
const knowledge = tallyKnowledge(questions);
const asRecorded = {
  overall: safe(overall),
  templates: Object.fromEntries(byTemplate.map(([name, t]) => [name, safe(t)])),
  knowledge: { accuracy: down(knowledge.accuracy), precision: down(knowledge.precision) },
  pairs: (({ accuracy, precision }) => ({ accuracy: down(accuracy), precision: down(precision) }))(tallyPairs(pairs)),
};
console.log(`These figures as recorded.json:\n${JSON.stringify(asRecorded, null, 2)}`);
