import { describe, expect, it } from 'vitest';
import { linkChanges } from './api/link-dictionaries.ts';
import { emptyQuestion, formOfQuestion, questionPayload } from './question-form.ts';

const detail = {
  id: 31,
  kbId: 1,
  name: '你们公司在哪里',
  questionExtends: [],
  tagId: 4,
  tagName: '常见问题',
  answers: [
    { id: 1, type: 'audio' as const, content: 'x.wav', description: '录音的文字', name: '回答1' },
    { id: 2, type: 'text' as const, content: '在杭州', description: '', name: '回答2' },
  ],
  interrupt: 0 as const,
  isSendSms: 0 as const,
  smsTemplateCode: '',
};

describe('the question dialog’s fields', () => {
  it('starts a new question with one empty similar question and three empty answers', () => {
    expect(emptyQuestion()).toEqual({
      question: '',
      similar: [{ question: '' }],
      interrupt: false,
      answers: [
        { text: '', audio: '' },
        { text: '', audio: '' },
        { text: '', audio: '' },
      ],
      isSendSms: false,
    });
  });

  it('reads a stored question: a recording keeps its text, a missing answer is empty', () => {
    const form = formOfQuestion(detail);
    expect(form.similar).toEqual([{ question: '' }]);
    expect(form.answers).toEqual([
      { id: 1, text: '录音的文字', audio: 'x.wav' },
      { id: 2, text: '在杭州', audio: '' },
      { text: '', audio: '' },
    ]);
  });

  it('sends three answers and leaves blank similar questions out', () => {
    const body = questionPayload(7, {
      ...formOfQuestion(detail),
      similar: [{ question: ' 地址 ' }, { question: '  ' }],
      interrupt: true,
    });
    expect(body.questionExtends).toEqual([{ question: '地址', id: undefined }]);
    expect(body.answers.map((a) => [a.type, a.content, a.description, a.name])).toEqual([
      ['audio', 'x.wav', '录音的文字', '回答1'],
      ['text', '在杭州', '在杭州', '回答2'],
      ['text', '', '', '回答3'],
    ]);
    expect(body).toMatchObject({ kbId: 7, tagId: 4, interrupt: 1, isSendSms: 0, smsTemplateCode: '' });
  });
});

describe('关联相近词库', () => {
  it('links what was chosen and unlinks what was dropped', () => {
    expect(linkChanges([1, 2], [2, 3])).toEqual({ added: [3], removed: [1] });
    expect(linkChanges([1], [1])).toEqual({ added: [], removed: [] });
  });
});
