import { DownloadType, downloadApi, ErrorCode, type LoginResult, TASK_REPORT_HEADER } from '@console/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloadTasks, users } from '../../db/schema/index.ts';
import { until } from '../../test/download-tasks.ts';
import { countRows, createMember } from '../../test/fixtures.ts';
import { downloadedFile, finishedDownload, sheetRows } from '../../test/imports.ts';
import { FIRST_CALL_AT, recordedTask } from '../../test/task-records.ts';
import { insertTask } from '../../test/tasks.ts';
import { createTestApp, DEMO_BUSINESS_ID, MASTER_PHONE, MEMBER_PHONE, type TestApp } from '../../test/test-app.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const T0 = FIRST_CALL_AT;

/** While held, the worker waits before reading a page. */
let held: Promise<void> = Promise.resolve();

let t: TestApp;
let master: LoginResult;
let member: LoginResult;
let taskId: number;

beforeAll(async () => {
  t = await createTestApp({ downloads: { batchSize: 2, beforeBatch: () => held } });
  master = await t.login(MASTER_PHONE);
  member = await t.login(MEMBER_PHONE);
  ({ taskId } = await recordedTask(t.database, { userId: master.member.id, name: '导出任务' }));
});
afterAll(() => t.close());

/** A task without calls, planned from T0 for `days`. */
const plainTask = (name: string, userId: number, days = 1) =>
  insertTask(t.database, {
    businessId: DEMO_BUSINESS_ID,
    userId,
    name,
    script: '教育课程邀约',
    telNums: [],
    beginAt: new Date(T0),
    endAt: new Date(T0 + days * DAY),
  });

function add(who: LoginResult, downloadType: number, query: Record<string, unknown>) {
  return t.call(downloadApi.addDownloadTask, {
    token: who.token.access_token,
    businessId: who.business.id,
    body: {
      businessId: who.business.id,
      sysType: 2,
      channelCode: 2,
      downloadType,
      query: { businessId: who.business.id, channelCode: 2, taskId, ...query },
    },
  });
}

/** Adds the export and answers its file's rows once written. */
async function exported(downloadType: number, query: Record<string, unknown>) {
  const added = (await add(master, downloadType, query)).body;
  expect(added.code).toBe(0);
  const as = { token: master.token.access_token, businessId: DEMO_BUSINESS_ID };
  const task = await finishedDownload(t, as, added.result.rows[0].id);
  return { fileName: task.fileName, rows: sheetRows(await downloadedFile(t, as, task.id)) };
}

describe('download type 1: a task report', () => {
  it("writes the task's calls with the record table's columns and rules, oldest first", async () => {
    const { fileName, rows } = await exported(DownloadType.taskReport, {});
    expect(fileName).toBe('导出任务-任务报表.xlsx');
    expect(rows).toEqual([
      [...TASK_REPORT_HEADER],
      ['13800138100', '2026-03-01 09:00:00', '12秒', '--', '无人接听', '1', '--', '--', ''],
      [
        '13800138100',
        '2026-03-01 10:00:00',
        '3秒',
        '45秒',
        '已接通',
        '2',
        '有意向，询问价格',
        'A级',
        '机器人：您好，这里是课程顾问\n客户：你们在哪里上课\n客户：（无应答）',
      ],
      ['13800138101', '2026-03-01 11:00:00', '8秒', '120秒', '已接通（转人工）', '1', '转人工', 'B级', ''],
      ['13800138102', '2026-03-01 12:00:00', '--', '--', '空号', '1', '--', '--', ''],
    ]);
  });

  it("keeps the page's filters", async () => {
    const { rows } = await exported(DownloadType.taskReport, {
      callResult: '0,15',
      minCallDuration: 60,
      callOutBeginTime: T0,
      callOutEndTime: T0 + 5 * HOUR,
    });
    expect(rows.slice(1).map((row) => [row[0], row[4]])).toEqual([['13800138101', '已接通（转人工）']]);
  });

  it('refuses a 长期任务 without a call time range of at most 31 days (30050)', async () => {
    const long = await plainTask('长期任务', master.member.id, 90);
    const before = await countRows(t.database, downloadTasks);
    for (const range of [{}, { callOutBeginTime: T0, callOutEndTime: T0 + 40 * DAY }]) {
      expect((await add(master, DownloadType.taskReport, { taskId: long, ...range })).body).toMatchObject({
        code: ErrorCode.LongTaskDownload,
        message: '长期任务不能下载',
      });
    }
    expect(await countRows(t.database, downloadTasks)).toBe(before);
    const week = { taskId: long, callOutBeginTime: T0, callOutEndTime: T0 + 7 * DAY };
    expect((await add(master, DownloadType.taskReport, week)).body.code).toBe(0);
  });
});

describe('download type 5: the numbers lists', () => {
  it('下载已呼名单 writes the called numbers with their variables, count and last outcome', async () => {
    const { fileName, rows } = await exported(DownloadType.taskNumbers, { callOut: 1 });
    expect(fileName).toBe('导出任务-已呼名单.xlsx');
    expect(rows).toEqual([
      ['手机号码', '姓名', '拨打次数', '通话结果'],
      ['13800138100', '客户0', '2', '已接通'],
      ['13800138101', '客户1', '1', '已接通（转人工）'],
      ['13800138102', '客户2', '1', '空号'],
    ]);
    const answered = await exported(DownloadType.taskNumbers, { callOut: '1', callResult: '0', label: '有意向' });
    expect(answered.rows.slice(1)).toEqual([['13800138100', '客户0', '2', '已接通']]);
  });

  it('下载待呼名单 writes the numbers still to call, in the numbers file’s columns', async () => {
    const { fileName, rows } = await exported(DownloadType.taskNumbers, { callOut: 0 });
    expect(fileName).toBe('导出任务-待呼名单.xlsx');
    expect(rows).toEqual([
      ['手机号码', '姓名'],
      ['13800138103', '客户3'],
    ]);
  });
});

describe('adding a task export', () => {
  it("refuses the member's second export of the same list while the first runs (30051)", async () => {
    let release = () => {};
    held = new Promise((resolve) => (release = resolve));
    try {
      const first = (await add(master, DownloadType.taskNumbers, { callOut: 1 })).body;
      expect(first.code).toBe(0);
      const before = await countRows(t.database, downloadTasks);
      expect((await add(master, DownloadType.taskNumbers, { callOut: 1 })).body).toMatchObject({
        code: ErrorCode.DownloadRunning,
        message: '下载任务正在进行中，请稍后再试',
      });
      expect(await countRows(t.database, downloadTasks)).toBe(before);
      // The other list is another file.
      expect((await add(master, DownloadType.taskNumbers, { callOut: 0 })).body.code).toBe(0);
      held = Promise.resolve();
      release();
      await finishedDownload(
        t,
        { token: master.token.access_token, businessId: DEMO_BUSINESS_ID },
        first.result.rows[0].id,
      );
      expect((await add(master, DownloadType.taskNumbers, { callOut: 1 })).body.code).toBe(0);
    } finally {
      held = Promise.resolve();
      release();
    }
    await until(
      () => t.database.db.select().from(downloadTasks).where(sql`${downloadTasks.taskStatus} < 3`),
      (running) => running.length === 0,
      'the exports to finish',
    );
  });

  it('needs the 导出报表 privilege and the member’s own task', async () => {
    const before = await countRows(t.database, downloadTasks);
    expect((await add(member, DownloadType.taskReport, {})).body.code).toBe(ErrorCode.AccessDenied);
    await t.database.db
      .update(users)
      .set({ privilege: 1 << 3 })
      .where(eq(users.id, member.member.id));
    try {
      expect((await add(member, DownloadType.taskReport, {})).body).toMatchObject({
        code: ErrorCode.NotFound,
        message: '任务不存在',
      });
      expect((await add(member, DownloadType.taskNumbers, { callOut: 0 })).body.code).toBe(ErrorCode.NotFound);
    } finally {
      await t.database.db.update(users).set({ privilege: 0 }).where(eq(users.id, member.member.id));
    }
    expect(await countRows(t.database, downloadTasks)).toBe(before);
  });

  it("refuses another enterprise's task and a query naming another enterprise", async () => {
    await createMember(t.database, { phone: '13700000821' });
    const other = await t.login('13700000821');
    const before = await countRows(t.database, downloadTasks);
    expect((await add(other, DownloadType.taskReport, {})).body.code).toBe(ErrorCode.NotFound);
    expect((await add(other, DownloadType.taskNumbers, { callOut: 1 })).body.code).toBe(ErrorCode.NotFound);
    expect((await add(master, DownloadType.taskReport, { businessId: other.business.id })).body.code).toBe(
      ErrorCode.BusinessMismatch,
    );
    expect(await countRows(t.database, downloadTasks)).toBe(before);
  });

  it.each([
    [DownloadType.taskReport, { taskId: 'x' }, ErrorCode.ParamInvalid, '任务ID必须为数字'],
    [DownloadType.taskReport, { taskId: '' }, ErrorCode.ParamRequired, '任务ID不能为空'],
    [DownloadType.taskReport, { callResult: '0,88' }, ErrorCode.ParamInvalid, '通话结果格式错误'],
    [
      DownloadType.taskReport,
      { maxCallDuration: 5, minCallDuration: 9 },
      ErrorCode.ParamInvalid,
      '最短通话时长不能大于最长通话时长',
    ],
    [DownloadType.taskNumbers, {}, ErrorCode.ParamRequired, '名单类型不能为空'],
    [DownloadType.taskNumbers, { callOut: 2 }, ErrorCode.ParamInvalid, '名单类型格式错误'],
  ])('refuses type %i with %j naming the field, adding nothing', async (downloadType, query, code, message) => {
    const before = await countRows(t.database, downloadTasks);
    expect((await add(master, downloadType, query)).body).toMatchObject({ code, message });
    expect(await countRows(t.database, downloadTasks)).toBe(before);
  });
});

describe('the exports in the download list', () => {
  it('are hidden from a member once the 导出报表 privilege is gone', async () => {
    const own = await plainTask('成员导出', member.member.id);
    const listed = async () =>
      (
        await t.call(downloadApi.queryDownloadTask, {
          token: member.token.access_token,
          businessId: DEMO_BUSINESS_ID,
          body: { pageSize: 100 },
        })
      ).body.result.rows.map((row) => row.fileName);
    await t.database.db
      .update(users)
      .set({ privilege: 1 << 3 })
      .where(eq(users.id, member.member.id));
    expect((await add(member, DownloadType.taskNumbers, { taskId: own, callOut: 0 })).body.code).toBe(0);
    expect(await listed()).toEqual(['成员导出-待呼名单.xlsx']);
    await t.database.db.update(users).set({ privilege: 0 }).where(eq(users.id, member.member.id));
    expect(await listed()).toEqual([]);
  });
});
