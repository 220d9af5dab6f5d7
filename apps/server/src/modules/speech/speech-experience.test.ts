import { dictionaryApi, ErrorCode, knowledgeApi, speechApi } from '@console/contracts';
import { describe, expect, it } from 'vitest';
import { as, create, master, scriptsApp, t, templateDocument, templateId } from '../../test/scripts.ts';

scriptsApp();

describe('体验', () => {
  it('talks to the draft: the opening, a line understood by keyword, the grade and labels, the end', async () => {
    const copied = await t.call(speechApi.copy, { ...as(master), body: { name: '体验用话术', id: templateId } });
    const id = copied.body.result.rows[0].id;
    const opening = await t.call(speechApi.startExperience, { ...as(master), body: { id } });
    const first = opening.body.result.rows[0];
    expect(first.robot.map((line) => [line.nodeName, line.text])).toEqual([['开场白', '您好，这里是课程中心。']]);
    expect(first).toMatchObject({ finished: false, end: null, turns: 0, grade: 'F' });

    const answered = await t.call(speechApi.respondExperience, {
      ...as(master),
      body: { id, state: first.state, text: '好的' },
    });
    const second = answered.body.result.rows[0];
    expect(second.trace.find((step) => step.result === 'hit')).toMatchObject({ step: 'keyword', intentId: 'affirm' });
    expect(second.robot.map((line) => line.text)).toEqual(['再见']);
    expect(second).toMatchObject({ finished: true, end: 'hangup', labels: ['有意向', '已邀约'], turns: 1 });

    const again = await t.call(speechApi.respondExperience, {
      ...as(master),
      body: { id, state: second.state, text: '喂' },
    });
    expect(again.body).toMatchObject({ code: ErrorCode.ScriptStateInvalid, message: '对话已结束，请重新开始' });
  });

  it('a silence is a turn of its own; a state or a line that is not one is refused', async () => {
    const id = (await t.call(speechApi.copy, { ...as(master), body: { name: '体验沉默', id: templateId } })).body.result
      .rows[0].id;
    const { state } = (await t.call(speechApi.startExperience, { ...as(master), body: { id } })).body.result.rows[0];
    const silent = await t.call(speechApi.respondExperience, { ...as(master), body: { id, state, silence: true } });
    expect(silent.body.result.rows[0].trace.map((step) => step.step)).toContain('silence');
    const empty = await t.call(speechApi.respondExperience, { ...as(master), body: { id, state } });
    expect(empty.body).toMatchObject({ code: ErrorCode.ParamRequired, message: '请输入客户回答' });
    const forged = await t.call(speechApi.respondExperience, {
      ...as(master),
      body: { id, state: { ...state, turns: -1 }, text: '好的' },
    });
    expect(forged.body.code).toBe(ErrorCode.ParamInvalid);
    const elsewhere = await t.call(speechApi.respondExperience, {
      ...as(master),
      body: { id, state: { ...state, at: { flowId: 'main', nodeId: 'gone' } }, text: '好的' },
    });
    expect(elsewhere.body).toMatchObject({ code: ErrorCode.ParamInvalid, message: '话术内容已修改，请重新开始体验' });
  });
});

describe('体验 with knowledge and dictionaries', () => {
  it('answers a question from a linked knowledge base and returns to the node; a dictionary word is a keyword', async () => {
    const kbId = (await t.call(knowledgeApi.addKnow, { ...as(master), body: { cname: '课程问答' } })).body.result
      .rows[0].id;
    const tagId = (await t.call(knowledgeApi.addTag, { ...as(master), body: { kbId, name: '价格' } })).body.result
      .rows[0].id;
    const added = await t.call(knowledgeApi.addSingleQuestion, {
      ...as(master),
      body: {
        kbId,
        question: '学费多少钱',
        questionExtends: [{ question: '课程怎么收费' }],
        answers: [{ description: '学费每学期三千元，可以分期。' }, {}, {}],
        tagId,
      },
    });
    expect(added.body.code, added.body.message).toBe(0);
    const dicId = (await t.call(dictionaryApi.addDict, { ...as(master), body: { cname: '同意说法' } })).body.result
      .rows[0].id;
    await t.call(dictionaryApi.addSingle, { ...as(master), body: { dicId, term: '好的', synonyms: '成，妥嘞' } });

    const id = await create('带知识库的体验');
    const document = templateDocument();
    document.knowledgeBaseIds = [kbId];
    document.dictionaryIds = [dicId];
    await t.call(speechApi.saveDraft, { ...as(master), body: { id, revision: 0, document } });

    const { state } = (await t.call(speechApi.startExperience, { ...as(master), body: { id } })).body.result.rows[0];
    const asked = (
      await t.call(speechApi.respondExperience, { ...as(master), body: { id, state, text: '课程怎么收费呀' } })
    ).body.result.rows[0];
    expect(asked.robot.map((line) => line.text)).toEqual(['学费每学期三千元，可以分期。', '您好，这里是课程中心。']);
    expect(asked.trace.find((step) => step.result === 'hit')?.step).toBe('knowledge');
    expect(asked.finished).toBe(false);

    const agreed = (
      await t.call(speechApi.respondExperience, { ...as(master), body: { id, state: asked.state, text: '妥嘞' } })
    ).body.result.rows[0];
    expect(agreed.trace.find((step) => step.result === 'hit')).toMatchObject({ step: 'synonym', intentId: 'affirm' });
    expect(agreed).toMatchObject({ finished: true, labels: ['有意向', '已邀约'] });
  });
});
