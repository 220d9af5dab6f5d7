import { dictionaryApi, ErrorCode, knowledgeApi } from '@console/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Caller,
  createBase,
  createQuestion,
  createTag,
  demoMaster,
  otherEnterprise,
  questionBody,
  waveFile,
} from '../../test/knowledge.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let master: Caller;
let other: Caller;
let kbId: number;
let whereId: number;
let feeId: number;

const line = (content: string, kb = kbId) => ({ content, kbName: kb, threshold: 0, analyzed: 1 as const, source: 1 });

beforeAll(async () => {
  t = await createTestApp();
  master = await demoMaster(t);
  other = await otherEnterprise(t, '13700000073');
  kbId = await createBase(t, master, '体验问答');
  const tagId = await createTag(t, master, kbId, '常见问题');
  whereId = await createQuestion(
    t,
    master,
    questionBody(kbId, tagId, '你们公司在哪里', { questionExtends: [{ question: '公司地址是什么' }] }),
  );
  feeId = await createQuestion(t, master, questionBody(kbId, tagId, '学费多少'));
  const dictionary = await t.call(dictionaryApi.addDict, { ...master, body: { cname: '费用词' } });
  const dicId = dictionary.body.result.rows[0].id;
  await t.call(dictionaryApi.addSingle, { ...master, body: { dicId, term: '学费', synonyms: '价钱，费用' } });
  await t.call(knowledgeApi.adddicrelation, { ...master, body: { id: kbId, dicIds: [dicId] } });
});
afterAll(() => t.close());

describe('体验 of a knowledge base', () => {
  it('analyze answers the words of the line as the engine segments it', async () => {
    const answer = await t.call(knowledgeApi.analyze, { ...master, body: line('你们公司在哪里？') });
    expect(answer.body.code, answer.body.message).toBe(0);
    expect(answer.body.result.rows).toEqual([{ analyzed: '你们 公司 在 哪里', words: ['你们', '公司', '在', '哪里'] }]);
  });

  it('answers a similar question phrased differently with the question’s first answer', async () => {
    const answer = await t.call(knowledgeApi.queryByOr, { ...master, body: line('请问公司的地址是什么呀') });
    expect(answer.body.code, answer.body.message).toBe(0);
    expect(answer.body.result.rows[0]).toMatchObject({
      id: whereId,
      question: '你们公司在哪里',
      matched: '公司地址是什么',
      answer: { contentType: 'text', answer: '你们公司在哪里的回答', id: whereId },
    });
  });

  it('uses the base’s linked dictionaries (价钱 is 学费)', async () => {
    const answer = await t.call(knowledgeApi.queryByOr, { ...master, body: line('价钱多少') });
    expect(answer.body.result.rows[0]?.id).toBe(feeId);
  });

  it('answers a recorded answer as audio with the recording’s name', async () => {
    const detail = await t.call(knowledgeApi.questionDetail, { ...master, body: { id: feeId } });
    const upload = await t.upload(knowledgeApi.recordFill, {
      ...master,
      file: waveFile(),
      filename: '学费.wav',
      contentType: 'audio/wav',
      fileField: 'record',
      fields: { kbId: String(kbId), answerId: String(detail.body.result.rows[0].answers[0].id) },
    });
    const { path } = upload.body.result.rows[0];
    const answer = await t.call(knowledgeApi.queryByOr, { ...master, body: line('学费多少钱') });
    expect(answer.body.result.rows[0]?.answer).toEqual({ contentType: 'audio', answer: path, id: feeId });
  });

  it('answers no rows when nothing is similar enough', async () => {
    const answer = await t.call(knowledgeApi.queryByOr, { ...master, body: line('今天天气怎么样') });
    expect(answer.body).toMatchObject({ code: 0, result: { rows: [] } });
  });

  it('refuses a missing line or base and a malformed threshold', async () => {
    const refusals = [
      [{ kbName: kbId }, ErrorCode.ParamRequired, '请输入问题'],
      [{ content: '   ', kbName: kbId }, ErrorCode.ParamRequired, '请输入问题'],
      [{ content: '学费' }, ErrorCode.ParamRequired, '知识点ID不能为空'],
      [{ content: '学费', kbName: 'abc' }, ErrorCode.ParamInvalid, '知识点ID必须为数字'],
      [{ content: '学费', kbName: kbId, threshold: 2 }, ErrorCode.ParamInvalid, '阈值格式错误'],
    ] as const;
    for (const [body, code, message] of refusals) {
      for (const endpoint of [knowledgeApi.analyze, knowledgeApi.queryByOr]) {
        const answer = await t.call(endpoint, { ...master, body });
        expect(answer.body, `${endpoint.path} ${JSON.stringify(body)}`).toMatchObject({ code, message });
      }
    }
  });

  it('refuses another enterprise’s base as not found', async () => {
    for (const endpoint of [knowledgeApi.analyze, knowledgeApi.queryByOr]) {
      const answer = await t.call(endpoint, { ...other, body: line('你们公司在哪里') });
      expect(answer.body).toMatchObject({ code: ErrorCode.NotFound, result: { rows: [] } });
    }
  });
});
