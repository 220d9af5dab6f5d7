import {
  dictionaryApi,
  ErrorCode,
  emptyFlowDocument,
  type FlowDocument,
  knowledgeApi,
  SCRIPT_INDUSTRIES,
  ScriptStatus,
  speechApi,
  VersionStatus,
} from '@console/contracts';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scriptTemplates, speechSkills, speechSkillVersions } from '../../db/schema/index.ts';
import { countRows, createMember } from '../../test/fixtures.ts';
import { createTestApp, DEMO_BUSINESS_ID, MASTER_PHONE, MEMBER_PHONE, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let master: string;
let operator: string;
let templateId: number;

/** A template with a line, a question with labels and two ends. */
function templateDocument(): FlowDocument {
  const document = emptyFlowDocument();
  const main = document.flows[0];
  main.nodes = [
    {
      id: 'opening',
      kind: 'say',
      name: '开场白',
      text: '您好，这里是课程中心。',
      next: 'ask',
      position: { x: 0, y: 0 },
      labels: [],
      interruptible: true,
    },
    {
      id: 'ask',
      kind: 'listen',
      name: '询问意向',
      position: { x: 0, y: 100 },
      labels: [],
      branches: [
        { id: 'yes', intent: 'affirm', target: 'bye', labels: ['有意向'] },
        { id: 'other', intent: 'any', target: 'bye', labels: [] },
      ],
    },
    { id: 'bye', kind: 'hangup', name: '结束', text: '再见', position: { x: 0, y: 200 }, labels: ['已邀约'] },
  ];
  return document;
}

beforeAll(async () => {
  t = await createTestApp();
  master = (await t.login(MASTER_PHONE)).token.access_token;
  operator = (await t.innerLogin()).token.access_token;
  const now = t.clock.now();
  const [template] = await t.database.db
    .insert(scriptTemplates)
    .values({
      name: '教育课程邀约模板',
      type: 1,
      industryType: 'education',
      document: templateDocument(),
      createdAt: now,
      modifiedAt: now,
    })
    .returning({ id: scriptTemplates.id });
  templateId = template.id;
});
afterAll(() => t.close());

const as = (token: string) => ({ token, businessId: DEMO_BUSINESS_ID });

async function create(name: string, type: 1 | 2 = 1) {
  const answer = await t.call(speechApi.saveSpeechSkill, {
    ...as(master),
    body: { name, type, industryType: 'education', jsonData: '{}', version: 1, sysType: '2' },
  });
  expect(answer.body.code, answer.body.message).toBe(0);
  return answer.body.result.rows[0].id;
}

async function draftOf(id: number, token = master) {
  return (await t.call(speechApi.queryDraft, { ...as(token), body: { id } })).body.result.rows[0];
}

describe('the script list and templates', () => {
  it('lists the enterprise scripts with the fields the pages read, sorted and searched', async () => {
    const answer = await t.call(speechApi.querySpeechSkill, {
      ...as(master),
      body: { name: '', pageIndex: 1, pageSize: 10, sortName: 'createTime', sortOrder: 'descending', sysType: '2' },
    });
    expect(answer.body.code).toBe(0);
    expect(answer.body.result.totalCount).toBeGreaterThanOrEqual(3);
    expect(answer.body.result.rows[0]).toMatchObject({ type: 1, taskStatus: 0 });
    expect(answer.body.result.rows[0].templateFileUrl).toMatch(
      /^\/speech-templates\/10000\/\d+\.xlsx\?expires=\d+&sig=[0-9a-f]+$/,
    );
    const named = await t.call(speechApi.querySpeechSkill, {
      ...as(master),
      body: { name: '教育', status: 4, pageSize: 100 },
    });
    expect(named.body.result.rows.map((r) => r.name)).toEqual(['教育课程邀约']);
  });

  it('lists the templates to every member and answers a template content', async () => {
    const member = (await t.login(MEMBER_PHONE)).token.access_token;
    const list = await t.call(speechApi.queryTemplateSpeechSkill, { ...as(member), body: { name: '教育' } });
    // The platform's seeded 教育课程邀约 and this file's own template.
    expect(list.body.result.rows.map((r) => r.name).sort()).toEqual(['教育课程邀约', '教育课程邀约模板']);
    const detail = await t.call(speechApi.queryTemplateDetail, { ...as(member), body: { id: templateId } });
    expect(detail.body.result.rows[0].document.flows[0].nodes).toHaveLength(3);
    const missing = await t.call(speechApi.queryTemplateDetail, { ...as(member), body: { id: 999999 } });
    expect(missing.body).toMatchObject({ code: ErrorCode.NotFound, message: '话术模板不存在' });
  });

  it('answers the industry catalogue', async () => {
    const answer = await t.call(speechApi.querMcpConfig, { ...as(master), body: {} });
    expect(answer.body.result.rows).toEqual(SCRIPT_INDUSTRIES.map((i) => ({ ...i })));
  });
});

describe('the number-upload template (templateFileUrl)', () => {
  it('opens below staticUrl without the token: the phone column, then the variables', async () => {
    const id = await create('号码模板话术', 2);
    const document = emptyFlowDocument();
    document.variables = [
      { name: '客户姓名', description: '客户的称呼', sample: '王先生' },
      { name: '到期日期', description: '', sample: '' },
    ];
    await t.call(speechApi.saveDraft, { ...as(master), body: { id, revision: 0, document } });
    const row = (await t.call(speechApi.querySpeechSkill, { ...as(master), body: { id } })).body.result.rows[0];
    const file = await t.app.inject({ method: 'GET', url: `/static${row.templateFileUrl}` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain(encodeURIComponent('号码模板话术号码导入模板.xlsx'));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(file.rawPayload).buffer);
    expect(workbook.worksheets[0].getRow(1).values).toEqual([undefined, '手机号码', '客户姓名', '到期日期']);
    expect(workbook.worksheets[0].getRow(2).values).toEqual([undefined, '13800000000', '王先生', '']);

    const forged = row.templateFileUrl.replace(/sig=[0-9a-f]+/, 'sig=00');
    expect((await t.app.inject({ method: 'GET', url: `/static${forged}` })).statusCode).toBe(404);
    const otherScript = row.templateFileUrl.replace(`/${id}.xlsx`, `/${id + 1}.xlsx`);
    expect((await t.app.inject({ method: 'GET', url: `/static${otherScript}` })).statusCode).toBe(404);
    t.clock.advance(25 * 60 * 60 * 1000);
    expect((await t.app.inject({ method: 'GET', url: `/static${row.templateFileUrl}` })).statusCode).toBe(404);
    // A day later the sessions of this file have expired too.
    master = (await t.login(MASTER_PHONE)).token.access_token;
    operator = (await t.innerLogin()).token.access_token;
  });
});

describe('creating, copying and deleting', () => {
  it('新建话术 makes a script with the empty content, never submitted', async () => {
    const id = await create('新建的话术');
    const draft = await draftOf(id);
    expect(draft).toMatchObject({
      name: '新建的话术',
      status: ScriptStatus.draft,
      revision: 0,
      problems: [],
      publishedVersion: null,
    });
    expect(draft.document).toEqual(emptyFlowDocument());
  });

  it('refuses a taken name, a bad name and an unknown industry, writing nothing', async () => {
    await create('重名话术');
    const before = await countRows(t.database, speechSkills);
    const taken = await t.call(speechApi.saveSpeechSkill, {
      ...as(master),
      body: { name: '重名话术', type: 1, industryType: 'education' },
    });
    expect(taken.body).toMatchObject({ code: ErrorCode.ScriptNameTaken, message: '话术名称已存在' });
    const badName = await t.call(speechApi.saveSpeechSkill, {
      ...as(master),
      body: { name: '带-符号', type: 1, industryType: 'education' },
    });
    expect(badName.body).toMatchObject({ code: ErrorCode.ParamInvalid, message: '话术名称格式不正确' });
    const badType = await t.call(speechApi.saveSpeechSkill, {
      ...as(master),
      body: { name: '类型错误', type: 3 as never, industryType: 'education' },
    });
    expect(badType.body.message).toBe('请选择话术类型');
    const badIndustry = await t.call(speechApi.saveSpeechSkill, {
      ...as(master),
      body: { name: '行业错误', type: 2, industryType: 'mining' },
    });
    expect(badIndustry.body).toMatchObject({ code: ErrorCode.ParamInvalid, message: '请选择话术所属行业' });
    expect(await countRows(t.database, speechSkills)).toBe(before);
  });

  it('使用 copies a template: the copy has its content, type and industry', async () => {
    const answer = await t.call(speechApi.copy, {
      ...as(master),
      body: { name: '教育课程邀约模板副本', id: templateId, sysType: '2' },
    });
    const draft = await draftOf(answer.body.result.rows[0].id);
    expect(draft).toMatchObject({ type: 1, industryType: 'education', status: ScriptStatus.draft });
    expect(draft.document).toEqual(templateDocument());
    const missing = await t.call(speechApi.copy, { ...as(master), body: { name: '不存在的副本', id: 999999 } });
    expect(missing.body.code).toBe(ErrorCode.NotFound);
  });

  it('deletes a script; a deleted name can be used again, and the labels come from its content', async () => {
    const copied = await t.call(speechApi.copy, { ...as(master), body: { name: '待删除', id: templateId } });
    const id = copied.body.result.rows[0].id;
    const labels = await t.call(speechApi.queryLabel, { ...as(master), body: { id, businessId: DEMO_BUSINESS_ID } });
    expect(labels.body.result.rows).toEqual(
      [{ name: '有意向' }, { name: '已邀约' }]
        .sort(() => 0)
        .reverse()
        .reverse(),
    );
    expect((await t.call(speechApi.deleteSpeechSkill, { ...as(master), body: { id } })).body.code).toBe(0);
    expect((await t.call(speechApi.queryDraft, { ...as(master), body: { id } })).body.code).toBe(ErrorCode.NotFound);
    await create('待删除');
  });

  it('refuses to delete a script a running task uses', async () => {
    const id = await create('任务使用中');
    await t.database.db.update(speechSkills).set({ taskStatus: 1 }).where(eq(speechSkills.id, id));
    const answer = await t.call(speechApi.deleteSpeechSkill, { ...as(master), body: { id } });
    expect(answer.body).toMatchObject({ code: ErrorCode.ScriptInUse, message: '话术正在被外呼任务使用中，不能删除' });
  });
});

describe('the draft, review and publication', () => {
  it('saves the draft by revision: a stale revision is refused and nothing is written', async () => {
    const id = await create('草稿冲突');
    const document = templateDocument();
    const saved = await t.call(speechApi.saveDraft, { ...as(master), body: { id, revision: 0, document } });
    expect(saved.body.result.rows[0]).toMatchObject({ revision: 1, problems: [] });
    const stale = await t.call(speechApi.saveDraft, {
      ...as(master),
      body: { id, revision: 0, document: emptyFlowDocument() },
    });
    expect(stale.body).toMatchObject({ code: ErrorCode.ScriptDraftConflict });
    expect((await draftOf(id)).document).toEqual(document);
  });

  it('answers the problems of a saved draft, and refuses a malformed one naming the field', async () => {
    const id = await create('有问题的草稿');
    const document = templateDocument();
    const ask = document.flows[0].nodes[1];
    if (ask.kind === 'listen') ask.branches[1].target = undefined;
    const saved = await t.call(speechApi.saveDraft, { ...as(master), body: { id, revision: 0, document } });
    expect(saved.body.result.rows[0].problems).toEqual([
      {
        code: 'branchWithoutTarget',
        message: '节点「询问意向」的分支「任意」没有连接目标',
        flowId: 'main',
        nodeId: 'ask',
      },
    ]);
    const submitted = await t.call(speechApi.submitReview, { ...as(master), body: { id } });
    expect(submitted.body).toMatchObject({
      code: ErrorCode.ScriptHasProblems,
      message: '话术存在1个问题：节点「询问意向」的分支「任意」没有连接目标',
    });
    const malformed = await t.call(speechApi.saveDraft, {
      ...as(master),
      body: { id, revision: 1, document: { ...document, schemaVersion: 9 } as never },
    });
    expect(malformed.body).toMatchObject({ code: ErrorCode.ParamInvalid, message: '话术内容版本不支持（应为1）' });
    expect((await draftOf(id)).revision).toBe(1);
  });

  it('submit, reject with a reason, submit again, approve, publish; versions are kept', async () => {
    const id = await create('完整流程');
    await t.call(speechApi.saveDraft, { ...as(master), body: { id, revision: 0, document: templateDocument() } });
    const first = await t.call(speechApi.submitReview, { ...as(master), body: { id } });
    expect(first.body.result.rows[0]).toEqual({ version: 1, status: ScriptStatus.reviewing });
    const locked = await t.call(speechApi.saveDraft, {
      ...as(master),
      body: { id, revision: 1, document: templateDocument() },
    });
    expect(locked.body).toMatchObject({ code: ErrorCode.ScriptStateInvalid, message: '话术审核中，不能编辑' });
    expect((await t.call(speechApi.submitReview, { ...as(master), body: { id } })).body.code).toBe(
      ErrorCode.ScriptStateInvalid,
    );

    // Only the platform operator reviews; a rejection needs its reason.
    const byMaster = await t.call(speechApi.reviewSpeechSkill, {
      ...as(master),
      body: { id, version: 1, approve: true },
    });
    expect(byMaster.body.code).toBe(ErrorCode.AccessDenied);
    const pending = await t.call(speechApi.queryReviewList, { ...as(operator), body: {} });
    expect(pending.body.result.rows.map((r) => [r.name, r.version])).toContainEqual(['完整流程', 1]);
    const noReason = await t.call(speechApi.reviewSpeechSkill, {
      ...as(operator),
      body: { id, version: 1, approve: false },
    });
    expect(noReason.body).toMatchObject({ code: ErrorCode.ParamRequired, message: '请填写失败原因' });
    const rejected = await t.call(speechApi.reviewSpeechSkill, {
      ...as(operator),
      body: { id, version: 1, approve: false, remark: '开场白缺少公司名称' },
    });
    expect(rejected.body.result.rows[0]).toEqual({ status: ScriptStatus.rejected });
    const remark = await t.call(speechApi.querySpeechSkillReview, { ...as(master), body: { speechSkillId: id } });
    expect(remark.body.result.rows[0]).toEqual({ remark: '开场白缺少公司名称' });
    expect((await t.call(speechApi.publish, { ...as(master), body: { id } })).body).toMatchObject({
      code: ErrorCode.ScriptStateInvalid,
      message: '话术未通过审核，不能发布',
    });

    const fixed = templateDocument();
    const opening = fixed.flows[0].nodes[0];
    if (opening.kind === 'say') opening.text = '您好，这里是星辰教育课程中心。';
    await t.call(speechApi.saveDraft, { ...as(master), body: { id, revision: 1, document: fixed } });
    expect((await t.call(speechApi.submitReview, { ...as(master), body: { id } })).body.result.rows[0].version).toBe(2);
    await t.call(speechApi.reviewSpeechSkill, { ...as(operator), body: { id, version: 2, approve: true } });
    const published = await t.call(speechApi.publish, { ...as(master), body: { id } });
    expect(published.body.result.rows[0]).toEqual({ version: 2, status: ScriptStatus.published });

    const list = await t.call(speechApi.querySpeechSkill, { ...as(master), body: { id } });
    expect(list.body.result.rows[0]).toMatchObject({ status: 4, publishedVersion: 2, draftChanged: false });
    const versions = await t.call(speechApi.queryVersions, { ...as(master), body: { id } });
    expect(versions.body.result.rows.map((v) => [v.version, v.status, v.current])).toEqual([
      [2, VersionStatus.published, true],
      [1, VersionStatus.rejected, false],
    ]);
    const v1 = await t.call(speechApi.queryVersion, { ...as(master), body: { id, version: 1 } });
    expect(v1.body.result.rows[0].document).toEqual(templateDocument());

    // Restoring version 1 makes it the draft again; the published version stays what tasks run.
    const restored = await t.call(speechApi.restoreVersion, { ...as(master), body: { id, version: 1, revision: 2 } });
    expect(restored.body.result.rows[0].revision).toBe(3);
    expect((await draftOf(id)).document).toEqual(templateDocument());
    const after = await t.call(speechApi.querySpeechSkill, { ...as(master), body: { id } });
    expect(after.body.result.rows[0]).toMatchObject({ status: 4, publishedVersion: 2, draftChanged: true });
    expect(await countRows(t.database, speechSkillVersions)).toBeGreaterThanOrEqual(2);
  });
});

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
    await t.call(dictionaryApi.addSingle, { ...as(master), body: { dicId, term: '好的', synonyms: '中，成' } });

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
      await t.call(speechApi.respondExperience, { ...as(master), body: { id, state: asked.state, text: '中' } })
    ).body.result.rows[0];
    expect(agreed.trace.find((step) => step.result === 'hit')).toMatchObject({ step: 'synonym', intentId: 'affirm' });
    expect(agreed).toMatchObject({ finished: true, labels: ['有意向', '已邀约'] });
  });
});

describe('tenancy', () => {
  it("another enterprise's member cannot read, change or delete the scripts", async () => {
    const id = await create('别人看不到');
    await createMember(t.database, { phone: '13700000061', businessName: '别的企业' });
    const login = await t.login('13700000061');
    const other = { token: login.token.access_token, businessId: login.business.id };
    for (const answer of [
      await t.call(speechApi.queryDraft, { ...other, body: { id } }),
      await t.call(speechApi.saveDraft, { ...other, body: { id, revision: 0, document: emptyFlowDocument() } }),
      await t.call(speechApi.deleteSpeechSkill, { ...other, body: { id } }),
      await t.call(speechApi.submitReview, { ...other, body: { id } }),
      await t.call(speechApi.queryVersions, { ...other, body: { id } }),
      await t.call(speechApi.startExperience, { ...other, body: { id } }),
    ]) {
      expect(answer.body.code).toBe(ErrorCode.NotFound);
    }
    const list = await t.call(speechApi.querySpeechSkill, { ...other, body: {} });
    expect(list.body.result.rows).toEqual([]);
    const throughPath = await t.call(speechApi.queryDraft, {
      token: other.token,
      businessId: DEMO_BUSINESS_ID,
      body: { id },
    });
    expect(throughPath.body.code).toBe(ErrorCode.BusinessMismatch);
    expect((await draftOf(id)).revision).toBe(0);
  });
});
