import { describe, expect, it } from 'vitest';
import { buildSynonymTable, canonicalWords, expandKeyword } from './synonyms.ts';

const table = buildSynonymTable([
  {
    id: 1,
    name: '费用',
    terms: [
      { term: '学费', synonyms: ['费用', '价钱', '多少钱'] },
      { term: '行', synonyms: ['可以'] },
      { term: '孤词', synonyms: [] },
    ],
  },
  { id: 2, name: '第二本', terms: [{ term: '费用', synonyms: ['花费'] }] },
]);

describe('similar-word dictionaries', () => {
  it('a whole keyword expands to the members of its entries, one hop', () => {
    expect(expandKeyword(table, '学费')).toEqual(['费用', '价钱', '多少钱']);
    expect(expandKeyword(table, '费用')).toEqual(['学费', '价钱', '多少钱', '花费']);
    expect(expandKeyword(table, '花费')).toEqual(['费用']);
  });

  it('a dictionary word inside a keyword is replaced by its synonyms', () => {
    expect(expandKeyword(table, '每月学费')).toEqual(['每月费用', '每月价钱', '每月多少钱']);
  });

  it('one-character words only stand for their synonyms as a whole (行 is not replaced in 银行)', () => {
    expect(expandKeyword(table, '行')).toEqual(['可以']);
    expect(expandKeyword(table, '银行')).toEqual([]);
  });

  it('maps words, and runs of words forming a dictionary word, to their first entry’s term', () => {
    expect(canonicalWords(table, ['你们', '的', '费用'])).toEqual(['你们', '的', '学费']);
    expect(canonicalWords(table, ['多少', '钱'])).toEqual(['学费']);
    expect(canonicalWords(table, ['花费', '行'])).toEqual(['费用', '行']);
  });

  it('entries of one member and members that normalise to nothing are left out', () => {
    expect(buildSynonymTable([{ id: 1, name: 'x', terms: [{ term: '孤词', synonyms: ['。'] }] }]).entries).toEqual([]);
  });
});
