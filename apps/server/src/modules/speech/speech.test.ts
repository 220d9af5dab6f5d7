import {
  ErrorCode,
  emptyFlowDocument,
  SCRIPT_INDUSTRIES,
  ScriptStatus,
  speechApi,
  VersionStatus,
} from '@console/contracts';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { speechSkills, speechSkillVersions } from '../../db/schema/index.ts';
import { countRows, createMember } from '../../test/fixtures.ts';
import {
  as,
  create,
  draftOf,
  loginAgain,
  master,
  operator,
  scriptsApp,
  t,
  templateDocument,
  templateId,
} from '../../test/scripts.ts';
import { DEMO_BUSINESS_ID, MEMBER_PHONE } from '../../test/test-app.ts';

scriptsApp();

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
    // The platform's seeded 教育课程邀约 and the template scriptsApp inserts.
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
    await loginAgain();
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
    expect(first.body.result.rows[0]).toEqual({ version: 1, status: ScriptStatus.reviewing, warnings: [] });
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
    expect(published.body.result.rows[0]).toEqual({ version: 2, status: ScriptStatus.published, warnings: [] });

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
