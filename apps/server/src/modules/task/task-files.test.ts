import { ErrorCode, type LoginResult, TaskStatus, taskApi } from '@console/contracts';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses, feeAccounts, speechSkills, taskNumbers, tasks, taskUploads } from '../../db/schema/index.ts';
import { countRows, createMember, verifyEnterprise } from '../../test/fixtures.ts';
import { createTestApp, DEMO_BUSINESS_ID, MASTER_PHONE, type TestApp } from '../../test/test-app.ts';
import { NumberLists } from '../blacklist/membership.ts';
import * as lists from '../blacklist/repo.ts';
import { DEMO } from '../demo/seed.ts';

const HOUR = 3_600_000;

let t: TestApp;
let master: LoginResult;
let scriptId: number;
beforeAll(async () => {
  t = await createTestApp();
  await verifyEnterprise(t.database, DEMO_BUSINESS_ID);
  master = await t.login(MASTER_PHONE);
  const [script] = await t.database.db.select().from(speechSkills).where(eq(speechSkills.name, '教育课程邀约'));
  scriptId = script.id;
  const now = t.clock.now();
  await lists.insertNew(t.database.db, lists.LISTS.blacklist, [
    {
      businessId: DEMO_BUSINESS_ID,
      number: '13900000009',
      reason: '投诉',
      source: 'manual',
      createdBy: '',
      createdAt: now,
    },
  ]);
  await new NumberLists({ db: t.database.db, clock: t.clock.now }).suppress(DEMO_BUSINESS_ID, '13900000008', {
    reason: '别再打了',
  });
});
afterAll(() => t.close());

function uploadCsv(
  text: string,
  options: { speechSkillId?: number | string; filename?: string; who?: LoginResult } = {},
) {
  const who = options.who ?? master;
  return t.upload(taskApi.uploadTaskFile, {
    token: who.token.access_token,
    businessId: who.business.id,
    file: Buffer.from(text, 'utf8'),
    filename: options.filename ?? '号码.csv',
    contentType: 'text/csv',
    fileField: 'OBJECT',
    fields: { fileSuffix: 'csv', speechSkillId: String(options.speechSkillId ?? scriptId) },
  });
}

function create(fileName: string, overrides: Record<string, unknown> = {}) {
  const now = t.clock.now().getTime();
  return t.call(taskApi.createTaskWithFile, {
    token: master.token.access_token,
    businessId: DEMO_BUSINESS_ID,
    body: {
      accountId: master.member.id,
      name: '十一月回访',
      sysType: 2,
      fileName,
      orgFileName: '号码.csv',
      taskConfig: {
        telNum: '02160001003',
        speechSkillId: scriptId,
        beginTime: now + HOUR,
        endTime: now + 24 * HOUR,
        timeRange: ['09:00:00-12:00:00', '13:30:00-20:00:00'],
        recallMaxCount: 2,
        recallWaitTime: 1800,
        pushIntention: ['A'],
        isRecord: 1,
        ...overrides,
      },
    },
  });
}

describe('uploadTaskFile and createTaskWithFile', () => {
  it('checks the numbers, lists the rejected rows with reasons, and creates the task with the rest', async () => {
    const csv = [
      '手机号码',
      '138 0013 8000',
      '+86 13800138001',
      '１３８００１３８００２',
      '13800138001',
      '12345',
      '13900000009',
      '13900000008',
      '021-60001002',
    ].join('\n');
    const uploaded = await uploadCsv(csv);
    expect(uploaded.body.code).toBe(0);
    const row = uploaded.body.result.rows[0];
    expect(row).toMatchObject({ totalRows: 8, acceptedRows: 4 });
    expect(row.errorRate).toBeCloseTo(0.5);
    expect(row.errorFilePath).toMatch(/^task-errors\/[a-f0-9]{32}\.xlsx$/);

    const file = await t.app.inject({ method: 'GET', url: `/static/${row.errorFilePath}` });
    expect(file.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const rows: string[][] = [];
    workbook.worksheets[0].eachRow((r) => rows.push((r.values as unknown[]).slice(1).map(String)));
    expect(rows.slice(1).map((r) => r[0])).toEqual(['13800138001', '12345', '13900000009', '13900000008']);
    expect(rows.slice(1).map((r) => r.at(-1))).toEqual(
      expect.arrayContaining([expect.stringContaining('重复'), expect.stringContaining('黑名单')]),
    );

    const created = await create(row.fileName);
    expect(created.body.code).toBe(0);
    const { taskId } = created.body.result.rows[0];
    const listed = await t.call(taskApi.searchTaskList, {
      token: master.token.access_token,
      businessId: DEMO_BUSINESS_ID,
      body: { taskId },
    });
    expect(listed.body.result.rows[0]).toMatchObject({
      name: '十一月回访',
      status: TaskStatus.published,
      numberCount: 4,
      telNum: '02160001003',
      recallMaxCount: 2,
      recallWaitTime: 1800,
      pushIntention: '["A"]',
      uploadFileName: '号码.csv',
      accountName: '演示管理员',
    });
    const numbers = await t.database.db.select().from(taskNumbers).where(eq(taskNumbers.taskId, taskId));
    expect(numbers.map((n) => n.number)).toEqual(['13800138000', '13800138001', '13800138002', '02160001002']);
    // The upload is used up; the line is now held by the task.
    expect((await create(row.fileName)).body).toMatchObject({
      code: ErrorCode.NotFound,
      message: '外呼数据不存在，请重新上传',
    });
    const again = await uploadCsv('手机号码\n13800138100');
    expect((await create(again.body.result.rows[0].fileName)).body).toMatchObject({
      code: ErrorCode.DisplayLineInvalid,
      message: '外显号码02160001003占用中',
    });
  });

  it('refuses a file that is no spreadsheet, a script not published, and another enterprise', async () => {
    const before = await countRows(t.database, taskUploads);
    const png = await t.upload(taskApi.uploadTaskFile, {
      token: master.token.access_token,
      businessId: DEMO_BUSINESS_ID,
      file: Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'),
      filename: '号码.xlsx',
      contentType: 'application/octet-stream',
      fileField: 'OBJECT',
      fields: { speechSkillId: String(scriptId) },
    });
    expect(png.body).toMatchObject({ code: ErrorCode.ParamInvalid, message: '文件格式不正确' });
    expect((await uploadCsv('手机号码\n13800138000', { speechSkillId: 999_999 })).body).toMatchObject({
      code: ErrorCode.NotFound,
      message: '话术不存在或未发布',
    });
    expect((await uploadCsv('手机号码\n13800138000', { speechSkillId: 'x' })).body).toMatchObject({
      code: ErrorCode.ParamInvalid,
      message: '话术ID必须为数字',
    });
    await createMember(t.database, { phone: '13700000901' });
    const other = await t.login('13700000901');
    expect((await uploadCsv('手机号码\n13800138000', { who: other })).body.code).toBe(ErrorCode.NotFound);
    expect(await countRows(t.database, taskUploads)).toBe(before);
  });

  it.each([
    [{ telNum: '' }, ErrorCode.ParamRequired, '请选择外显号码'],
    [{ beginTime: 3 * HOUR, endTime: 2 * HOUR }, ErrorCode.ParamInvalid, '开始时间不能大于结束时间'],
    [{ recallMaxCount: 2, recallWaitTime: 0 }, ErrorCode.ParamInvalid, '请选择外呼间隔时间'],
    [{ recallMaxCount: 0, recallWaitTime: 1800 }, ErrorCode.ParamInvalid, '请选择外呼次数'],
    [{ recallWaitTime: 77 }, ErrorCode.ParamInvalid, '外呼间隔时间格式错误'],
    [{ timeRange: ['09:00:00-12:00:00'] }, ErrorCode.ParamInvalid, '请选择机器人工作时间'],
  ])('refuses a task of %j naming the field, keeping the upload', async (overrides, code, message) => {
    const uploaded = await uploadCsv('手机号码\n13800138200');
    const { fileName } = uploaded.body.result.rows[0];
    const tasksBefore = await countRows(t.database, taskNumbers);
    expect((await create(fileName, overrides)).body).toMatchObject({ code, message });
    expect(await countRows(t.database, taskNumbers)).toBe(tasksBefore);
    const [still] = await t.database.db.select().from(taskUploads).where(eq(taskUploads.fileName, fileName));
    expect(still?.acceptedRows).toBe(1);
  });

  it('refuses to create a task for an enterprise that is not verified or lacks credit, as the page does', async () => {
    const uploaded = await uploadCsv('手机号码\n13800138201');
    const { fileName } = uploaded.body.result.rows[0];
    const tasksBefore = await countRows(t.database, tasks);
    try {
      for (const [status, message] of [
        [0, '您尚未进行企业认证，暂时无法创建任务'],
        [1, '企业正在审核中，暂时无法创建任务'],
        [3, '企业认证失败，暂时无法创建任务'],
      ] as const) {
        await t.database.db.update(businesses).set({ status }).where(eq(businesses.id, DEMO_BUSINESS_ID));
        expect((await create(fileName)).body).toMatchObject({ code: ErrorCode.AccessDenied, message });
      }
      await verifyEnterprise(t.database, DEMO_BUSINESS_ID);
      await t.database.db
        .update(feeAccounts)
        .set({ balanceFen: 0 })
        .where(eq(feeAccounts.businessId, DEMO_BUSINESS_ID));
      expect((await create(fileName)).body).toMatchObject({
        code: ErrorCode.AccessDenied,
        message: '您的账号余额不足，请充值后再来创建任务',
      });
      expect(await countRows(t.database, tasks)).toBe(tasksBefore);
    } finally {
      await verifyEnterprise(t.database, DEMO_BUSINESS_ID);
      await t.database.db
        .update(feeAccounts)
        .set({ balanceFen: DEMO.feeBalanceFen })
        .where(eq(feeAccounts.businessId, DEMO_BUSINESS_ID));
    }
  });
});
