import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  differingKeyTerms,
  KEY_TERM_PENALTY,
  KNOWLEDGE_THRESHOLD,
  pinyinSimilarity,
  textFeatures,
  Utterance,
  wordSimilarity,
} from './features.ts';
import { KnowledgeIndex } from './knowledge-index.ts';
import { normaliseText } from './normalise.ts';
import { readNumbers } from './numerals.ts';
import { buildSynonymTable } from './synonyms.ts';
import type { KnowledgeBase } from './types.ts';

const none = buildSynonymTable([]);
const WORDS = [
  '学费',
  '多少',
  '钱',
  '老师',
  '怎么样',
  '上课',
  '在哪里',
  '不',
  '你们',
  '时间',
  '退费',
  '可以',
  '吗',
  '试听',
];
const phrase = fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 5 }).map((parts) => parts.join(''));

const base = (questions: string[][]): KnowledgeBase => ({
  id: 1,
  name: 'kb',
  dictionaryIds: [],
  questions: questions.map(([question = '', ...similar], id) => ({
    id,
    question,
    similar,
    answers: [],
    interrupt: true,
  })),
});

/** Every text scored one by one: what the index must agree with. */
function fullScan(bases: KnowledgeBase[], text: string, measure: typeof wordSimilarity) {
  const utterance = new Utterance(normaliseText(text), none);
  let best: { text: string; score: number } | null = null;
  for (const question of bases.flatMap((b) => b.questions)) {
    for (const candidate of [question.question, ...question.similar]) {
      const normalised = normaliseText(candidate);
      const features = textFeatures(normalised, none);
      let score = measure(utterance, features);
      const named = {
        keyTerms: features.keyTerms,
        words: new Set(features.words.map(([word]) => word)),
        text: readNumbers(normalised),
      };
      if (score >= KNOWLEDGE_THRESHOLD && differingKeyTerms(utterance.named, named)) score *= KEY_TERM_PENALTY;
      if (score > 0 && (!best || score > best.score)) best = { text: candidate, score };
    }
  }
  return best;
}

describe('the knowledge index', () => {
  it('finds the best question or similar question', () => {
    const index = new KnowledgeIndex([base([['上课地点在哪里', '你们在哪里上课'], ['老师怎么样']])], none);
    const best = index.bestByWords(new Utterance('你们在哪里上课呀', none));
    expect(best).toMatchObject({ text: '你们在哪里上课', score: 1 });
    expect(best?.question.id).toBe(0);
    expect(index.bestByWords(new Utterance('天气', none))).toBeNull();
  });

  it('lowers a question that names something else than the line below the threshold', () => {
    const index = new KnowledgeIndex([base([['房子多少钱一平'], ['首套房首付多少']])], none);
    const shop = index.bestByWords(new Utterance('商铺多少钱一平', none));
    expect(shop?.differs).toEqual(['商铺', '房子']);
    expect(shop?.score).toBeLessThan(KNOWLEDGE_THRESHOLD);
    expect(index.bestByWords(new Utterance('二套房首付多少', none))?.score).toBeLessThan(KNOWLEDGE_THRESHOLD);
    // 收 and 收费 are one term said shorter or longer.
    const fee = new KnowledgeIndex([base([['学费怎么收费']])], none).bestByWords(new Utterance('学费怎么收', none));
    expect(fee?.differs).toBeUndefined();
    // Amounts differ in digits or in words alike.
    const loans = new KnowledgeIndex([base([['贷款20万一年利息多少']])], none);
    expect(loans.bestByWords(new Utterance('贷款10万一年利息多少', none))?.score).toBeLessThan(KNOWLEDGE_THRESHOLD);
    expect(loans.bestByWords(new Utterance('贷款二十万一年利息多少', none))?.score).toBe(1);
    // What the line adds is no substitution: the question is still asked.
    const house = index.bestByWords(new Utterance('房子多少钱一平米', none));
    expect(house?.differs).toBeUndefined();
    expect(house?.score).toBeGreaterThanOrEqual(KNOWLEDGE_THRESHOLD);
  });

  it('equal scores go to the earlier question', () => {
    const index = new KnowledgeIndex([base([['学费多少'], ['学费多少']])], none);
    expect(index.bestByWords(new Utterance('学费多少', none))?.question.id).toBe(0);
  });

  it('scores the same as a full scan, by words and by sound, and leaves no state behind', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(phrase, { minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 12 }),
        fc.array(phrase, { minLength: 1, maxLength: 4 }),
        (questions, lines) => {
          const bases = [base(questions)];
          const index = new KnowledgeIndex(bases, none);
          for (const line of lines) {
            const utterance = new Utterance(normaliseText(line), none);
            expect(index.bestByWords(utterance)?.score ?? null).toBe(
              fullScan(bases, line, wordSimilarity)?.score ?? null,
            );
            expect(index.bestByPinyin(utterance)?.score ?? null).toBe(
              fullScan(bases, line, pinyinSimilarity)?.score ?? null,
            );
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});
