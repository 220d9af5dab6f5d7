import { describe, expect, it } from 'vitest';
import { compileKnowledge, findKnowledgeQuestion, segmentLine } from './knowledge-search.ts';
import type { Dictionary, KnowledgeBase } from './types.ts';

const base: KnowledgeBase = {
  id: 7,
  name: '售后问答',
  dictionaryIds: [3],
  questions: [
    {
      id: 11,
      question: '你们公司在哪里',
      similar: ['公司地址是什么'],
      answers: [{ text: '我们在杭州市西湖区。' }],
      interrupt: true,
    },
    {
      id: 12,
      question: '学费多少',
      similar: [],
      answers: [{ text: '每月八百元。' }],
      interrupt: false,
    },
    { id: 13, question: '我不想上课了', similar: [], answers: [{ text: '可以随时退课。' }], interrupt: true },
  ],
};
const linked: Dictionary = { id: 3, name: '费用', terms: [{ term: '学费', synonyms: ['价钱'] }] };
const unlinked: Dictionary = { id: 4, name: '地点', terms: [{ term: '公司', synonyms: ['单位'] }] };

const knowledge = compileKnowledge({ knowledgeBases: [base], dictionaries: [linked, unlinked] });

describe('the knowledge base on its own (体验)', () => {
  it('finds a question by its similar question, phrased differently', () => {
    const hit = findKnowledgeQuestion(knowledge, '请问你们公司地址是什么呀？');
    expect(hit).toMatchObject({ text: '公司地址是什么', by: 'words' });
    expect(hit?.question.id).toBe(11);
    expect(hit?.score).toBeGreaterThanOrEqual(0.6);
  });

  it('maps a linked dictionary synonym to its term (价钱 is 学费)', () => {
    expect(findKnowledgeQuestion(knowledge, '价钱多少')?.question.id).toBe(12);
  });

  it('ignores a dictionary the bases do not link (单位 is not 公司 here)', () => {
    const withUnlinked = findKnowledgeQuestion(knowledge, '你们单位在哪里');
    const withWord = findKnowledgeQuestion(knowledge, '你们公司在哪里');
    expect(withWord?.score).toBe(1);
    expect(withUnlinked?.score ?? 0).toBeLessThan(1);
  });

  it('finds a line heard by sound (homophones)', () => {
    expect(findKnowledgeQuestion(knowledge, '学废多少')?.question.id).toBe(12);
  });

  it('answers null for an unrelated line, noise, or a negated twin of a question', () => {
    expect(findKnowledgeQuestion(knowledge, '今天天气怎么样')).toBeNull();
    expect(findKnowledgeQuestion(knowledge, '？！ ')).toBeNull();
    expect(findKnowledgeQuestion(knowledge, '我想上课了')).toBeNull();
    expect(findKnowledgeQuestion(compileKnowledge({ knowledgeBases: [], dictionaries: [] }), '学费多少')).toBeNull();
  });

  it('segments a line into the engine’s words, without punctuation', () => {
    expect(segmentLine('你们公司在哪里？')).toEqual(['你们', '公司', '在', '哪里']);
    expect(segmentLine(' ，。')).toEqual([]);
  });
});
