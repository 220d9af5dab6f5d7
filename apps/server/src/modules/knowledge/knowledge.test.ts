import { dictionaryApi, ErrorCode, KnowledgeState, knowledgeApi } from '@console/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { knowledgeBases, knowledgeDictionaries, knowledgeTags } from '../../db/schema/index.ts';
import { countRows } from '../../test/fixtures.ts';
import {
  baseWithQuestion,
  type Caller,
  createBase,
  createQuestion,
  createTag,
  demoMaster,
  otherEnterprise,
  questionBody,
  waveFile,
} from '../../test/knowledge.ts';
import { createTestApp, DEMO_BUSINESS_ID, MEMBER_PHONE, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let master: Caller;
let operator: Caller;
let other: Caller;

beforeAll(async () => {
  t = await createTestApp();
  master = await demoMaster(t);
  operator = { token: (await t.innerLogin()).token.access_token, businessId: DEMO_BUSINESS_ID };
  other = await otherEnterprise(t, '13700000071');
});
afterAll(() => t.close());

async function rowOf(kbId: number) {
  const list = await t.call(knowledgeApi.queryKnowList, { ...master, body: { pageSize: 100 } });
  const row = list.body.result.rows.find((r) => r.id === kbId);
  if (!row) throw new Error(`base ${kbId} not listed`);
  return row;
}

async function submit(kbId: number) {
  return t.call(knowledgeApi.commitKbToReview, { ...master, body: { kbId } });
}

describe('knowledge bases', () => {
  it('adds a base and lists it with the fields the page reads', async () => {
    const kbId = await createBase(t, master, '售后问答');
    const row = await rowOf(kbId);
    expect(row).toEqual({
      id: kbId,
      cname: '售后问答',
      questionCount: 0,
      updateTime: '2026-03-02 10:00:00',
      dics: [],
      state: KnowledgeState.draft,
      stateName: '未提交',
      reason: '',
    });
  });

  it('refuses a missing, long, malformed or taken name, writing nothing', async () => {
    await createBase(t, master, '重名知识点');
    const before = await countRows(t.database, knowledgeBases);
    const refusals = [
      [{}, ErrorCode.ParamRequired, '请输入知识点名称'],
      [{ cname: '一二三四五六七八九十一' }, ErrorCode.ParamInvalid, '知识点名称不能超过10个字符'],
      [{ cname: '带-符号' }, ErrorCode.ParamInvalid, '知识点名称格式不正确'],
      [{ cname: '重名知识点' }, ErrorCode.KnowledgeNameTaken, '知识点名称已存在'],
    ] as const;
    for (const [body, code, message] of refusals) {
      const answer = await t.call(knowledgeApi.addKnow, { ...master, body });
      expect(answer.body).toMatchObject({ code, message });
    }
    expect(await countRows(t.database, knowledgeBases)).toBe(before);
  });

  it('searches by name, sorts by updateTime both ways and pages with the total', async () => {
    const first = await createBase(t, master, '排序甲');
    t.clock.advance(60_000);
    const second = await createBase(t, master, '排序乙');
    const newest = await t.call(knowledgeApi.queryKnowList, { ...master, body: { name: '排序', sortRule: 'desc' } });
    expect(newest.body.result.rows.map((r) => r.id)).toEqual([second, first]);
    const oldest = await t.call(knowledgeApi.queryKnowList, {
      ...master,
      body: { name: '排序', sortRule: 'ascending', pageSize: 1, pageIndex: 1 },
    });
    expect(oldest.body.result.rows.map((r) => r.id)).toEqual([first]);
    expect(oldest.body.result.totalCount).toBe(2);
    const all = await t.call(knowledgeApi.querylistByBus, { ...master, body: { pageIndex: 1, pageSize: 1000 } });
    expect(all.body.result.rows).toContainEqual({ id: first, cname: '排序甲' });
  });

  it('刷新 answers success and moves updateTime', async () => {
    const kbId = await createBase(t, master, '刷新测试');
    t.clock.advance(3_600_000);
    const answer = await t.call(knowledgeApi.refresh, { ...master, body: { kbId } });
    expect(answer.body.code).toBe(0);
    expect((await rowOf(kbId)).updateTime).not.toBe('2026-03-02 10:00:00');
  });

  it('deletes bases with their questions; an unknown id deletes none', async () => {
    const { kbId } = await baseWithQuestion(t, master, '待删除');
    const kept = await createBase(t, master, '保留的');
    const partly = await t.call(knowledgeApi.deleteKnowledgeByIds, { ...master, body: { ids: [kept, 999999] } });
    expect(partly.body.code).toBe(ErrorCode.NotFound);
    const empty = await t.call(knowledgeApi.deleteKnowledgeByIds, { ...master, body: { ids: [] } });
    expect(empty.body).toMatchObject({ code: ErrorCode.ParamInvalid, message: '知识点ID不能为空' });
    expect((await rowOf(kept)).id).toBe(kept);
    expect((await t.call(knowledgeApi.deleteKnowledgeByIds, { ...master, body: { ids: [kbId] } })).body.code).toBe(0);
    const list = await t.call(knowledgeApi.queryQuestionList, { ...master, body: { kbId } });
    expect(list.body.code).toBe(ErrorCode.NotFound);
  });
});

describe('categories', () => {
  it('adds and lists the categories of a base; names are unique in the base only', async () => {
    const kbId = await createBase(t, master, '分类测试');
    const elsewhere = await createBase(t, master, '分类测试二');
    const tagId = await createTag(t, master, kbId, '价格');
    await createTag(t, master, elsewhere, '价格');
    const tags = await t.call(knowledgeApi.queryTags, { ...master, body: { kbId } });
    expect(tags.body.result.rows).toEqual([{ id: tagId, name: '价格' }]);
    const before = await countRows(t.database, knowledgeTags);
    for (const [name, code, message] of [
      ['价格', ErrorCode.KnowledgeTagTaken, '分类名称已存在'],
      ['', ErrorCode.ParamRequired, '请输入分类名称'],
      ['价 格', ErrorCode.ParamInvalid, '分类名称格式不正确'],
    ] as const) {
      expect((await t.call(knowledgeApi.addTag, { ...master, body: { kbId, name } })).body).toMatchObject({
        code,
        message,
      });
    }
    expect(await countRows(t.database, knowledgeTags)).toBe(before);
  });
});

describe('review', () => {
  it('refuses to submit a base without questions', async () => {
    const kbId = await createBase(t, master, '空知识点');
    expect((await submit(kbId)).body).toMatchObject({
      code: ErrorCode.KnowledgeEmpty,
      message: '知识点还没有问题，不能提交审核',
    });
    expect((await rowOf(kbId)).state).toBe(KnowledgeState.draft);
  });

  it('locks a base under review: every change is refused and nothing is written', async () => {
    const { kbId, tagId, questionId } = await baseWithQuestion(t, master, '审核锁定');
    const dictionary = await t.call(dictionaryApi.addDict, { ...master, body: { cname: '锁定词库' } });
    const dicId = dictionary.body.result.rows[0].id;
    expect((await submit(kbId)).body.result.rows[0]).toEqual({ state: KnowledgeState.reviewing });
    expect(await rowOf(kbId)).toMatchObject({ state: 2, stateName: '审核中' });
    expect((await submit(kbId)).body.code).toBe(ErrorCode.KnowledgeStateInvalid);

    const detail = await t.call(knowledgeApi.questionDetail, { ...master, body: { id: questionId } });
    const answerId = detail.body.result.rows[0].answers[0].id;
    const refusals = [
      await t.call(knowledgeApi.addTag, { ...master, body: { kbId, name: '新分类' } }),
      await t.call(knowledgeApi.addSingleQuestion, { ...master, body: questionBody(kbId, tagId, '新问题') }),
      await t.call(knowledgeApi.editSingleQuestion, {
        ...master,
        body: { ...questionBody(kbId, tagId, '改过的问题'), id: questionId },
      }),
      await t.call(knowledgeApi.deleteQuestionByIds, { ...master, body: { kbId, ids: [questionId] } }),
      await t.call(knowledgeApi.adddicrelation, { ...master, body: { id: kbId, dicIds: [dicId] } }),
      await t.call(knowledgeApi.recordfileDelete, { ...master, body: { id: answerId } }),
      await t.upload(knowledgeApi.recordFill, {
        ...master,
        file: waveFile(),
        filename: 'a.wav',
        contentType: 'audio/wav',
        fileField: 'record',
        fields: { kbId: String(kbId), answerId: String(answerId) },
      }),
    ];
    for (const answer of refusals) {
      expect(answer.body).toMatchObject({ code: ErrorCode.KnowledgeLocked, message: '知识点审核中，不能修改' });
    }
    const deleted = await t.call(knowledgeApi.deleteKnowledgeByIds, { ...master, body: { ids: [kbId] } });
    expect(deleted.body).toMatchObject({ code: ErrorCode.KnowledgeLocked, message: '知识点审核中，不能删除' });
    const removeDictionary = await t.call(dictionaryApi.delDict, { ...master, body: { dicId } });
    expect(removeDictionary.body.code).toBe(0);
    expect(await rowOf(kbId)).toMatchObject({ questionCount: 1, state: 2 });
    expect((await t.call(knowledgeApi.queryTags, { ...master, body: { kbId } })).body.result.rows).toHaveLength(1);
  });

  it('only the platform operator reviews; a rejection needs the reason, which the list shows', async () => {
    const { kbId, tagId } = await baseWithQuestion(t, master, '审核流程');
    await submit(kbId);
    const byMaster = await t.call(knowledgeApi.reviewKnowledge, { ...master, body: { kbId, approve: true } });
    expect(byMaster.body.code).toBe(ErrorCode.AccessDenied);
    const noReason = await t.call(knowledgeApi.reviewKnowledge, { ...operator, body: { kbId, approve: false } });
    expect(noReason.body).toMatchObject({ code: ErrorCode.ParamRequired, message: '请填写失败原因' });
    const rejected = await t.call(knowledgeApi.reviewKnowledge, {
      ...operator,
      body: { kbId, approve: false, reason: '回答含有违规词' },
    });
    expect(rejected.body.result.rows[0]).toEqual({ state: KnowledgeState.rejected });
    expect(await rowOf(kbId)).toMatchObject({ state: 4, stateName: '未通过', reason: '回答含有违规词' });
    const again = await t.call(knowledgeApi.reviewKnowledge, { ...operator, body: { kbId, approve: true } });
    expect(again.body).toMatchObject({ code: ErrorCode.KnowledgeStateInvalid, message: '该知识点不在审核中' });

    await submit(kbId);
    await t.call(knowledgeApi.reviewKnowledge, { ...operator, body: { kbId, approve: true } });
    expect(await rowOf(kbId)).toMatchObject({ state: 3, stateName: '已通过', reason: '' });

    // A change after the review needs a review again.
    await createQuestion(t, master, questionBody(kbId, tagId, '审核后新增'));
    expect(await rowOf(kbId)).toMatchObject({ state: 0, stateName: '未提交', questionCount: 2 });
  });
});

describe('dictionary links', () => {
  it('links and unlinks dictionaries; the list shows them and queryDicList marks them selected', async () => {
    const kbId = await createBase(t, master, '关联词库');
    const ids: number[] = [];
    for (const cname of ['关联甲', '关联乙']) {
      ids.push((await t.call(dictionaryApi.addDict, { ...master, body: { cname } })).body.result.rows[0].id);
    }
    expect((await t.call(knowledgeApi.adddicrelation, { ...master, body: { id: kbId, dicIds: ids } })).body.code).toBe(
      0,
    );
    expect((await rowOf(kbId)).dics).toEqual([
      { id: ids[0], cname: '关联甲' },
      { id: ids[1], cname: '关联乙' },
    ]);
    await t.call(knowledgeApi.adddicrelation, { ...master, body: { id: kbId, dicIds: [ids[0]], deleted: 1 } });
    const selected = await t.call(dictionaryApi.queryDicList, { ...master, body: { kbId, pageSize: 500 } });
    const marks = selected.body.result.rows.filter((r) => ids.includes(r.id)).map((r) => [r.cname, r.selected]);
    expect(marks).toEqual([
      ['关联甲', 0],
      ['关联乙', 1],
    ]);
    const before = await countRows(t.database, knowledgeDictionaries);
    const foreign = await t.call(knowledgeApi.adddicrelation, {
      ...master,
      body: { id: kbId, dicIds: [ids[0], 999999] },
    });
    expect(foreign.body).toMatchObject({ code: ErrorCode.NotFound, message: '词库不存在' });
    expect(await countRows(t.database, knowledgeDictionaries)).toBe(before);
  });
});

describe('tenancy', () => {
  it("another enterprise's ids answer 100404 and change nothing", async () => {
    const { kbId, questionId } = await baseWithQuestion(t, master, '别人看不到');
    const mine = await t.call(dictionaryApi.addDict, { ...other, body: { cname: '别人的词库' } });
    const answers = [
      await t.call(knowledgeApi.queryQuestionList, { ...other, body: { kbId } }),
      await t.call(knowledgeApi.queryTags, { ...other, body: { kbId } }),
      await t.call(knowledgeApi.addTag, { ...other, body: { kbId, name: '入侵' } }),
      await t.call(knowledgeApi.refresh, { ...other, body: { kbId } }),
      await t.call(knowledgeApi.commitKbToReview, { ...other, body: { kbId } }),
      await t.call(knowledgeApi.deleteKnowledgeByIds, { ...other, body: { ids: [kbId] } }),
      await t.call(knowledgeApi.exportKbQuestion, { ...other, body: { id: kbId, sysType: '2' } }),
      await t.call(knowledgeApi.questionDetail, { ...other, body: { id: questionId } }),
      await t.call(knowledgeApi.deleteQuestionByIds, { ...other, body: { kbId, ids: [questionId] } }),
      await t.call(knowledgeApi.adddicrelation, {
        ...other,
        body: { id: kbId, dicIds: [mine.body.result.rows[0].id] },
      }),
      await t.call(dictionaryApi.queryDicList, { ...other, body: { kbId } }),
    ];
    for (const answer of answers) expect(answer.body.code).toBe(ErrorCode.NotFound);
    const review = await t.call(knowledgeApi.reviewKnowledge, { ...operator, body: { kbId: 999999, approve: true } });
    expect(review.body.code).toBe(ErrorCode.NotFound);
    expect((await t.call(knowledgeApi.queryKnowList, { ...other, body: {} })).body.result.rows).toEqual([]);
    const throughPath = await t.call(knowledgeApi.queryKnowList, { token: other.token, businessId: DEMO_BUSINESS_ID });
    expect(throughPath.body.code).toBe(ErrorCode.BusinessMismatch);
    expect(await rowOf(kbId)).toMatchObject({ questionCount: 1, state: 0 });
  });

  it('a member of the enterprise works on its bases too', async () => {
    const member = { token: (await t.login(MEMBER_PHONE)).token.access_token, businessId: DEMO_BUSINESS_ID };
    const kbId = await createBase(t, member, '成员创建');
    expect((await rowOf(kbId)).cname).toBe('成员创建');
  });
});
