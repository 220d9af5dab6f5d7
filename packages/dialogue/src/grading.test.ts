import type { GradeRule } from '@console/contracts';
import { describe, expect, it } from 'vitest';
import { compiled, documentWith, hangup, listen, say, silence, talk } from '../test/documents.ts';
import { summarizeDialogue } from './index.ts';

const nodes = [
  say('ask', '您对课程感兴趣吗？', 'l'),
  listen('l', [
    ['affirm', 'l'],
    ['negate', 'bye'],
  ]),
  hangup('bye'),
];

/** The grade after `inputs` under `rules` (default grade F). */
function grade(rules: unknown[], inputs: Parameters<typeof talk>[1]) {
  const script = compiled(documentWith(nodes, { gradeRules: rules as GradeRule[] }));
  const state = talk(script, inputs).at(-1)?.state;
  if (!state) throw new Error('no state');
  return summarizeDialogue(script, state).grade;
}

const rule = (grade: string, ...conditions: unknown[]) => ({ id: grade, grade, conditions });

describe('grading', () => {
  it('gives the default grade when no rule holds, and when there are none', () => {
    expect(grade([], ['好的'])).toBe('F');
    expect(grade([rule('A', { kind: 'nodeReached', nodeId: 'bye' })], ['好的'])).toBe('F');
  });

  it('the first rule whose conditions all hold wins', () => {
    const rules = [
      rule('A', { kind: 'intentHit', intentId: 'affirm', minTimes: 2 }, { kind: 'nodeReached', nodeId: 'bye' }),
      rule('B', { kind: 'intentHit', intentId: 'affirm' }),
      rule('C', { kind: 'intentHit', intentId: 'affirm' }),
    ];
    expect(grade(rules, ['好的', '好的', '不需要'])).toBe('A');
    expect(grade(rules, ['好的', '不需要'])).toBe('B');
  });

  it('nodeReached', () => {
    const rules = [rule('A', { kind: 'nodeReached', nodeId: 'bye' })];
    expect(grade(rules, ['不需要'])).toBe('A');
    expect(grade(rules, ['好的'])).toBe('F');
  });

  it('intentHit with minTimes; turn outcomes count as well', () => {
    const rules = [rule('A', { kind: 'intentHit', intentId: 'affirm', minTimes: 2 })];
    expect(grade(rules, ['好的', '可以'])).toBe('A');
    expect(grade(rules, ['好的'])).toBe('F');
    expect(grade([rule('S', { kind: 'intentHit', intentId: 'silence' })], [silence])).toBe('S');
  });

  it('turns counts the customer’s spoken turns, not silences; min and max inclusive', () => {
    const rules = [rule('A', { kind: 'turns', min: 2, max: 3 })];
    expect(grade(rules, ['好的', silence])).toBe('F');
    expect(grade(rules, ['好的', '好的'])).toBe('A');
    expect(grade(rules, ['好的', '好的', '好的'])).toBe('A');
    expect(grade(rules, ['好的', '好的', '好的', '好的'])).toBe('F');
  });

  it('keyword: any customer line contains any of the words, normalised', () => {
    const rules = [rule('A', { kind: 'keyword', words: ['考虑一下', 'ＶＩＰ'] })];
    expect(grade(rules, ['我再考虑，一下吧'])).toBe('A');
    expect(grade(rules, ['vip呢'])).toBe('A');
    expect(grade(rules, ['好的'])).toBe('F');
  });

  it('duration in seconds since the call started, from the turns’ atMs', () => {
    const rules = [rule('A', { kind: 'duration', minSeconds: 30, maxSeconds: 60 })];
    expect(grade(rules, [{ text: '好的', atMs: 29_000 }])).toBe('F');
    expect(grade(rules, [{ text: '好的', atMs: 30_000 }])).toBe('A');
    expect(grade(rules, [{ text: '好的', atMs: 60_500 }])).toBe('F');
  });
});
