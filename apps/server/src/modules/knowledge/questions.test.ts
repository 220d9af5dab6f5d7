import { ErrorCode, knowledgeApi } from '@console/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { knowledgeQuestions, knowledgeSimilarQuestions } from '../../db/schema/index.ts';
import { countRows } from '../../test/fixtures.ts';
import { type Caller, createBase, createQuestion, createTag, demoMaster, questionBody } from '../../test/knowledge.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let master: Caller;
let kbId: number;
let tagId: number;

beforeAll(async () => {
  t = await createTestApp();
  master = await demoMaster(t);
  kbId = await createBase(t, master, '问题测试');
  tagId = await createTag(t, master, kbId, '产品');
});
afterAll(() => t.close());

const similar = (count: number) => Array.from({ length: count }, (_, i) => ({ question: `相似问法${i + 1}` }));
const detailOf = async (id: number) =>
  (await t.call(knowledgeApi.questionDetail, { ...master, body: { id } })).body.result.rows[0];

describe('adding and reading a question', () => {
  it('keeps the dialog payload: similar questions without blanks or repeats, three answers, the settings', async () => {
    const id = await createQuestion(
      t,
      master,
      questionBody(kbId, tagId, '怎么收费', {
        questionExtends: [
          { question: '价格多少' },
          { question: '' },
          { question: '价格多少' },
          { question: '怎么收费' },
        ],
        isSendSms: 1,
        smsTemplateCode: 'PRICE_SMS',
      }),
    );
    const detail = await detailOf(id);
    expect(detail).toMatchObject({
      id,
      kbId,
      name: '怎么收费',
      tagId,
      tagName: '产品',
      interrupt: 1,
      isSendSms: 1,
      smsTemplateCode: 'PRICE_SMS',
    });
    expect(detail.questionExtends.map((q) => q.question)).toEqual(['价格多少']);
    expect(detail.answers.map((a) => [a.name, a.type, a.content, a.description])).toEqual([
      ['回答1', 'text', '怎么收费的回答', '怎么收费的回答'],
      ['回答2', 'text', '', ''],
      ['回答3', 'text', '', ''],
    ]);
  });

  it('lists the questions with category and answers, sorted by category both ways', async () => {
    const other = await createTag(t, master, kbId, '售后');
    await createQuestion(t, master, questionBody(kbId, other, '怎么退货'));
    const desc = await t.call(knowledgeApi.queryQuestionList, { ...master, body: { kbId, sortName: 'tagName' } });
    expect(desc.body.result.rows.map((r) => r.tagName)).toEqual(['产品', '售后'].sort().reverse());
    const asc = await t.call(knowledgeApi.queryQuestionList, {
      ...master,
      body: { kbId, sortName: 'tagName', sortRule: 'asc', pageSize: 1 },
    });
    expect(asc.body.result.rows).toHaveLength(1);
    expect(asc.body.result.totalCount).toBe(desc.body.result.rows.length);
    expect(desc.body.result.rows[0].answers).toHaveLength(3);
  });
});

describe('the dialog rules', () => {
  it('refuses each rule with its message and writes nothing', async () => {
    const before = [
      await countRows(t.database, knowledgeQuestions),
      await countRows(t.database, knowledgeSimilarQuestions),
    ];
    const otherBase = await createBase(t, master, '别的知识点');
    const foreignTag = await createTag(t, master, otherBase, '别处分类');
    const long = (n: number) => '字'.repeat(n);
    const base = questionBody(kbId, tagId, '规则检查');
    const cases = [
      [{ question: '' }, ErrorCode.ParamRequired, '请输入主问法'],
      [{ question: long(61) }, ErrorCode.ParamInvalid, '主问法不能超过60个字符'],
      [{ questionExtends: similar(31) }, ErrorCode.ParamInvalid, '最多增加添加30个相似问法'],
      [{ questionExtends: [{ question: long(201) }] }, ErrorCode.ParamInvalid, '相似问法不能超过200个字符'],
      [{ answers: base.answers.slice(0, 2) }, ErrorCode.ParamInvalid, '回答必须为3个'],
      [
        { answers: [{ ...base.answers[0], description: long(501) }, base.answers[1], base.answers[2]] },
        ErrorCode.ParamInvalid,
        '回答1不能超过500个字符',
      ],
      [
        { answers: [{ ...base.answers[0], description: '', content: '' }, base.answers[1], base.answers[2]] },
        ErrorCode.ParamRequired,
        '请输入回答',
      ],
      [
        { answers: [{ ...base.answers[0], type: 'audio', content: 'nothing.wav' }, base.answers[1], base.answers[2]] },
        ErrorCode.ParamInvalid,
        '回答1的录音不存在，请重新上传',
      ],
      [{ tagId: '' }, ErrorCode.ParamRequired, '请选择分类'],
      [{ tagId: foreignTag }, ErrorCode.ParamInvalid, '分类不存在，请选择分类'],
      [{ interrupt: 2 }, ErrorCode.ParamInvalid, '回答支持打断格式错误'],
      [{ isSendSms: 1, smsTemplateCode: '' }, ErrorCode.ParamRequired, '请选择短信'],
      [{ isSendSms: 1, smsTemplateCode: long(65) }, ErrorCode.ParamInvalid, '短信模板不能超过64个字符'],
    ] as const;
    for (const [change, code, message] of cases) {
      const answer = await t.call(knowledgeApi.addSingleQuestion, { ...master, body: { ...base, ...change } as never });
      expect(answer.body, message).toMatchObject({ code, message });
    }
    expect([
      await countRows(t.database, knowledgeQuestions),
      await countRows(t.database, knowledgeSimilarQuestions),
    ]).toEqual(before);
  });

  it('takes exactly 30 similar questions; a main question is unique in its base only', async () => {
    const id = await createQuestion(
      t,
      master,
      questionBody(kbId, tagId, '三十个相似', { questionExtends: similar(30) }),
    );
    expect((await detailOf(id)).questionExtends).toHaveLength(30);
    const taken = await t.call(knowledgeApi.addSingleQuestion, {
      ...master,
      body: questionBody(kbId, tagId, '三十个相似'),
    });
    expect(taken.body).toMatchObject({ code: ErrorCode.KnowledgeQuestionTaken, message: '该问题已存在' });
    const elsewhere = await createBase(t, master, '另一个库');
    const elsewhereTag = await createTag(t, master, elsewhere, '产品');
    await createQuestion(t, master, questionBody(elsewhere, elsewhereTag, '三十个相似'));
  });
});

describe('editing and deleting', () => {
  it('edits a question: answers keep their ids, the similar questions are replaced', async () => {
    const id = await createQuestion(t, master, questionBody(kbId, tagId, '编辑前', { questionExtends: similar(2) }));
    const before = await detailOf(id);
    const body = questionBody(kbId, tagId, '编辑后', {
      questionExtends: [{ question: '新的相似问法', id: before.questionExtends[0].id }],
      interrupt: 0,
    });
    body.answers[1] = { ...body.answers[1], content: '第二个回答', description: '第二个回答' };
    const edited = await t.call(knowledgeApi.editSingleQuestion, { ...master, body: { ...body, id } });
    expect(edited.body.code).toBe(0);
    const after = await detailOf(id);
    expect(after).toMatchObject({ name: '编辑后', interrupt: 0 });
    expect(after.questionExtends.map((q) => q.question)).toEqual(['新的相似问法']);
    expect(after.answers.map((a) => a.id)).toEqual(before.answers.map((a) => a.id));
    expect(after.answers[1].description).toBe('第二个回答');

    const taken = await t.call(knowledgeApi.editSingleQuestion, {
      ...master,
      body: { ...questionBody(kbId, tagId, '怎么收费'), id },
    });
    expect(taken.body.code).toBe(ErrorCode.KnowledgeQuestionTaken);
    const wrongBase = await t.call(knowledgeApi.editSingleQuestion, {
      ...master,
      body: { ...questionBody(999999, tagId, '换个库'), id },
    });
    expect(wrongBase.body).toMatchObject({ code: ErrorCode.NotFound, message: '问题不存在' });
    expect((await detailOf(id)).name).toBe('编辑后');
  });

  it('deletes questions of the base all or nothing', async () => {
    const a = await createQuestion(t, master, questionBody(kbId, tagId, '删除甲'));
    const b = await createQuestion(t, master, questionBody(kbId, tagId, '删除乙'));
    const partly = await t.call(knowledgeApi.deleteQuestionByIds, { ...master, body: { kbId, ids: [a, 999999] } });
    expect(partly.body).toMatchObject({ code: ErrorCode.NotFound, message: '问题不存在' });
    expect((await detailOf(a)).name).toBe('删除甲');
    const both = await t.call(knowledgeApi.deleteQuestionByIds, { ...master, body: { kbId, ids: [a, b] } });
    expect(both.body.code).toBe(0);
    const gone = await t.call(knowledgeApi.questionDetail, { ...master, body: { id: a } });
    expect(gone.body.code).toBe(ErrorCode.NotFound);
  });
});
