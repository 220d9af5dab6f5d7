import { describe, expect, it } from 'vitest';
import { pinyinSimilarity, syllablePairs, textFeatures, Utterance, wordSimilarity } from './features.ts';
import { buildSynonymTable } from './synonyms.ts';

const none = buildSynonymTable([]);
const words = (a: string, b: string, table = none) => wordSimilarity(new Utterance(a, table), textFeatures(b, table));
const sound = (a: string, b: string) => pinyinSimilarity(new Utterance(a, none), textFeatures(b, none));

describe('similarity', () => {
  it('words: Dice over words weighted by their length; fillers do not count', () => {
    expect(words('学费多少钱', '学费多少钱')).toBe(1);
    expect(words('学费多少钱呢', '学费多少钱啊')).toBe(1);
    // 学费 (2) + 多少 (2) shared; 你们 (2) + 人 (1) and 学费 多少 人 (5) in all: 2*4 / (6+5).
    expect(words('你们学费多少', '学费多少人')).toBeCloseTo(8 / 11, 10);
    expect(words('今天天气', '学费多少钱')).toBe(0);
  });

  it('words: a line of fillers only is its words', () => {
    expect(textFeatures('的了', none).words.length).toBeGreaterThan(0);
  });

  it('words: the ways of asking one thing compare as one word (如何 怎么, 什么价 价格)', () => {
    expect(words('学费如何收', '学费怎么收')).toBe(1);
    expect(words('房子什么价', '房子价格')).toBe(1);
    // 多少钱 stays 多少 and 钱.
    expect(words('学费多少钱', '学费多少')).toBeCloseTo(8 / 9, 10);
    expect(words('去哪儿上课', '去什么地方上课')).toBe(1);
  });

  it('words: dictionary synonyms compare as their term', () => {
    const table = buildSynonymTable([{ id: 1, name: 'd', terms: [{ term: '学费', synonyms: ['费用'] }] }]);
    expect(words('费用多少', '学费多少', table)).toBe(1);
    expect(words('费用多少', '学费多少')).toBeLessThan(0.6);
  });

  it('pinyin: syllable pairs keep the order (可以 is not 一刻), homophones are equal', () => {
    expect(syllablePairs(['可以'])).toEqual(['ke yi']);
    expect(syllablePairs(['好'])).toEqual(['hao']);
    expect(sound('一刻', '可以')).toBe(0);
    expect(sound('我很敢兴趣', '我很感兴趣')).toBe(1);
  });

  it('either measure is 0 across polarity', () => {
    expect(words('我不想报班', '我想报班')).toBe(0);
    expect(sound('我不想报班', '我想报班')).toBe(0);
  });

  it('an utterance works out its features lazily and once', () => {
    const utterance = new Utterance('学费', none);
    expect(utterance.features).toBe(utterance.features);
    expect(utterance.syllables).toEqual(['xue', 'fei']);
  });
});

describe('a keyword said as words of its own', () => {
  const says = (line: string, keyword: string) => new Utterance(line, none).says(keyword);

  it('is not heard inside another word', () => {
    expect(says('我们是做什么行业的', '行')).toBe(false);
    expect(says('方便面', '方便')).toBe(false);
    expect(says('你们在对面那栋楼吗', '对')).toBe(false);
    expect(says('我现在方便', '方便')).toBe(true);
    expect(says('我不感兴趣', '不感兴趣')).toBe(true);
  });

  it('of one character, only where it opens or closes the line, repeats and particles aside', () => {
    expect(says('对我是家长', '对')).toBe(true);
    expect(says('对对对啥事儿', '对')).toBe(true);
    expect(says('行吧', '行')).toBe(true);
    expect(says('好多钱啊', '好')).toBe(false);
    expect(says('我有个问题想问', '有')).toBe(false);
  });
});
