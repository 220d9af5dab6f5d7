import { dictionaryApi, ErrorCode } from '@console/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dictionaries, dictionaryTerms } from '../../../db/schema/index.ts';
import { countRows } from '../../../test/fixtures.ts';
import { type Caller, demoMaster, otherEnterprise } from '../../../test/knowledge.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let master: Caller;
let other: Caller;

beforeAll(async () => {
  t = await createTestApp();
  master = await demoMaster(t);
  other = await otherEnterprise(t, '13700000073');
});
afterAll(() => t.close());

async function createDictionary(cname: string, as = master) {
  const answer = await t.call(dictionaryApi.addDict, { ...as, body: { cname } });
  expect(answer.body.code, answer.body.message).toBe(0);
  return answer.body.result.rows[0].id;
}

async function addTerm(dicId: number, term: string, synonyms: string) {
  const answer = await t.call(dictionaryApi.addSingle, { ...master, body: { dicId, term, synonyms } });
  expect(answer.body.code, answer.body.message).toBe(0);
  return answer.body.result.rows[0].id;
}

describe('dictionaries', () => {
  it('新建词典 removes whitespace, lists with createTime and termNum, and refuses bad or taken names', async () => {
    const id = await createDictionary(' 常用 词库 ');
    await addTerm(id, '价格', '多少钱');
    const list = await t.call(dictionaryApi.queryDicList, { ...master, body: { pageIndex: 1, pageSize: 10 } });
    expect(list.body.result.rows).toContainEqual({
      id,
      cname: '常用词库',
      createTime: '2026-03-02 10:00:00',
      termNum: 1,
      selected: 0,
    });
    const before = await countRows(t.database, dictionaries);
    for (const [cname, code, message] of [
      ['常用词库', ErrorCode.DictionaryNameTaken, '词库名称已存在'],
      ['   ', ErrorCode.ParamRequired, '请输入词库名称'],
      ['常用-词库', ErrorCode.ParamInvalid, '词库名称格式不正确'],
      ['一二三四五六七八九十一', ErrorCode.ParamInvalid, '词库名称不能超过10个字符'],
    ] as const) {
      expect((await t.call(dictionaryApi.addDict, { ...master, body: { cname } })).body).toMatchObject({
        code,
        message,
      });
    }
    expect(await countRows(t.database, dictionaries)).toBe(before);
  });

  it('deletes a dictionary with its terms; 刷新 answers success', async () => {
    const id = await createDictionary('待删词库');
    await addTerm(id, '地址', '位置');
    expect((await t.call(dictionaryApi.addTask, { ...master, body: { dicId: id } })).body.code).toBe(0);
    expect((await t.call(dictionaryApi.delDict, { ...master, body: { dicId: id } })).body.code).toBe(0);
    const gone = await t.call(dictionaryApi.queryDicDetail, { ...master, body: { id } });
    expect(gone.body).toMatchObject({ code: ErrorCode.NotFound, message: '词库不存在' });
  });
});

describe('terms', () => {
  it('splits the synonyms on both commas, trims and drops repeats and the term itself', async () => {
    const dicId = await createDictionary('同义词');
    const id = await addTerm(dicId, '手机', ' 电话，移动电话,电话 ,,手机，座机');
    const detail = await t.call(dictionaryApi.queryDetail, { ...master, body: { dicId, id } });
    expect(detail.body.result.rows[0]).toEqual({
      id,
      term: '手机',
      synonyms: [{ term: '电话' }, { term: '移动电话' }, { term: '座机' }],
    });
  });

  it('edits a term by id; a term is unique in its dictionary', async () => {
    const dicId = await createDictionary('编辑词库');
    const id = await addTerm(dicId, '快递', '物流');
    await addTerm(dicId, '退款', '退钱');
    const edited = await t.call(dictionaryApi.addSingle, {
      ...master,
      body: { dicId, id, term: '快递公司', synonyms: '物流，顺丰' },
    });
    expect(edited.body.result.rows[0]).toEqual({ id });
    const taken = await t.call(dictionaryApi.addSingle, { ...master, body: { dicId, id, term: '退款', synonyms: '' } });
    expect(taken.body).toMatchObject({ code: ErrorCode.DictionaryTermTaken, message: '标准词已存在' });
    const detail = await t.call(dictionaryApi.queryDicDetail, { ...master, body: { id: dicId, pageSize: 10 } });
    expect(detail.body.result.rows[0].terms.map((term) => term.term)).toEqual(['快递公司', '退款']);
    expect(detail.body.result.totalCount).toBe(2);
  });

  it('refuses a bad term or too many synonyms with the field named, writing nothing', async () => {
    const dicId = await createDictionary('规则词库');
    const before = await countRows(t.database, dictionaryTerms);
    const many = Array.from({ length: 101 }, (_, i) => `词${i}`).join(',');
    for (const [term, synonyms, code, message] of [
      ['', '', ErrorCode.ParamRequired, '请输入标准词'],
      ['二十一个字二十一个字二十一个字二十一个字二', '', ErrorCode.ParamInvalid, '标准词不能超过20个字符'],
      ['带 空格', '', ErrorCode.ParamInvalid, '标准词格式不正确'],
      ['词', many, ErrorCode.ParamInvalid, '相似词不能超过100个'],
      ['词', '二十一个字二十一个字二十一个字二十一个字二', ErrorCode.ParamInvalid, '每个相似词不能超过20个字符'],
    ] as const) {
      const answer = await t.call(dictionaryApi.addSingle, { ...master, body: { dicId, term, synonyms } });
      expect(answer.body).toMatchObject({ code, message });
    }
    expect(await countRows(t.database, dictionaryTerms)).toBe(before);
  });

  it('searches terms with spaces ignored and deletes them all or nothing', async () => {
    const dicId = await createDictionary('搜索词库');
    const a = await addTerm(dicId, '会员价格', '会员价');
    const b = await addTerm(dicId, '运费', '邮费');
    const found = await t.call(dictionaryApi.queryByterm, { ...master, body: { dicId, term: ' 价 格 ' } });
    expect(found.body.result.rows.map((r) => r.id)).toEqual([a]);
    const all = await t.call(dictionaryApi.queryByterm, { ...master, body: { dicId, term: '' } });
    expect(all.body.result.totalCount).toBe(2);
    const partly = await t.call(dictionaryApi.delDicbyids, { ...master, body: { ids: [a, 999999] } });
    expect(partly.body.code).toBe(ErrorCode.NotFound);
    expect((await t.call(dictionaryApi.delDicbyids, { ...master, body: { ids: [a, b], dicId } })).body.code).toBe(0);
    expect((await t.call(dictionaryApi.queryByterm, { ...master, body: { dicId } })).body.result.rows).toEqual([]);
  });
});

describe('tenancy', () => {
  it("another enterprise's dictionaries and terms answer 100404 and change nothing", async () => {
    const dicId = await createDictionary('私有词库');
    const id = await addTerm(dicId, '私有', '自己的');
    const answers = [
      await t.call(dictionaryApi.queryDicDetail, { ...other, body: { id: dicId } }),
      await t.call(dictionaryApi.queryDetail, { ...other, body: { dicId, id } }),
      await t.call(dictionaryApi.queryByterm, { ...other, body: { dicId } }),
      await t.call(dictionaryApi.addSingle, { ...other, body: { dicId, term: '入侵', synonyms: '' } }),
      await t.call(dictionaryApi.addSingle, { ...other, body: { dicId, id, term: '入侵', synonyms: '' } }),
      await t.call(dictionaryApi.delDicbyids, { ...other, body: { ids: [id] } }),
      await t.call(dictionaryApi.delDict, { ...other, body: { dicId } }),
      await t.call(dictionaryApi.addTask, { ...other, body: { dicId } }),
      await t.call(dictionaryApi.exportDic, { ...other, body: { dicId, sysType: '2' } }),
    ];
    for (const answer of answers) expect(answer.body.code).toBe(ErrorCode.NotFound);
    expect((await t.call(dictionaryApi.queryDicList, { ...other, body: {} })).body.result.rows).toEqual([]);
    const detail = await t.call(dictionaryApi.queryDetail, { ...master, body: { dicId, id } });
    expect(detail.body.result.rows[0].term).toBe('私有');
  });
});
