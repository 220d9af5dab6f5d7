import {
  CALL_REPORT_EXPORT_HEADER,
  DOWNLOAD_SYS_TYPE,
  DownloadType,
  downloadApi,
  ErrorCode,
  receptionDataApi,
} from '@console/contracts';
import * as XLSX from '@e965/xlsx';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloadTasks } from '../../../db/schema/index.ts';
import { countRows } from '../../../test/fixtures.ts';
import { downloadedFile, finishedDownload, sheetRows } from '../../../test/imports.ts';
import {
  demoScript,
  type InboundCallFixture,
  MINUTE,
  openReception,
  RECEPTION_DIALOG,
  writeInboundCall,
} from '../../../test/inbound-calls.ts';
import { type Caller, demoMaster, otherEnterprise } from '../../../test/knowledge.ts';
import { createTestApp, DEMO_BUSINESS_ID, type TestApp } from '../../../test/test-app.ts';
import { exportRowOf } from './export.ts';

/** 09:00 in Shanghai on a day no other fixture writes calls on. */
const DAY = Date.parse('2026-02-03T01:00:00.000Z');
/** The page's default range: 09:00:00 – 21:00:00. */
const RANGE = { callOutBeginTime: DAY, callOutEndTime: DAY + 12 * 60 * MINUTE };

let t: TestApp;
let master: Caller;
let other: Caller;
let skill: { id: number; name: string };

/**
 * Calls with equal times, durations, grades and numbers, so that the export's pages (two rows
 * each) break inside runs of equal sort values.
 */
const CALLS: InboundCallFixture[] = [
  {
    caller: '13811110001',
    callee: '4008001001',
    minute: 10,
    durationMs: 65_400,
    intention: 'A级',
    labels: ['价格', '地址'],
    transferred: true,
    dialog: RECEPTION_DIALOG,
  },
  { caller: '13922220002', callee: '02160001002', minute: 20, durationMs: 5_000 },
  { caller: '13811110003', callee: '4008001001', minute: 30, intention: 'B级' },
  { caller: '13811110004', callee: '4008001001', minute: 30, durationMs: 5_000, intention: 'A级', labels: ['地址'] },
  { caller: '13811110005', callee: '02160001002', minute: 200, durationMs: 30_000, intention: 'A级', labels: ['价格'] },
  { caller: '13811110006', callee: '4008001001', minute: 700, durationMs: 5_000, intention: 'C级', labels: ['其他'] },
  // A script that is gone: the page shows no name.
  { caller: '13811110007', callee: '02160001002', minute: 40, durationMs: 5_000, speechSkillId: 0 },
  // After 21:00, outside the default range.
  { caller: '13811110008', callee: '4008001001', minute: 780, intention: 'A级' },
  // Neither an outbound call nor another enterprise's inbound call is a reception record.
  { caller: '02160001002', callee: '13811110001', minute: 40, direction: 1, intention: 'A级' },
];
const OTHERS_CALLER = '13811119999';

beforeAll(async () => {
  t = await createTestApp({ downloads: { batchSize: 2 } });
  master = await demoMaster(t);
  other = await otherEnterprise(t, '13700000813');
  await openReception(t, [DEMO_BUSINESS_ID, other.businessId]);
  skill = await demoScript(t);
  const at = { dayStart: DAY, speechSkillId: skill.id };
  for (const call of CALLS) await writeInboundCall(t, at, call);
  await writeInboundCall(t, at, {
    caller: OTHERS_CALLER,
    callee: '4008002002',
    minute: 50,
    intention: 'A级',
    businessId: other.businessId,
    speechSkillId: 0,
  });
});
afterAll(() => t.close());

/** The page's query as /ai/data sends it, without the page. */
const pageQuery = (as: Caller, filters: Record<string, unknown>) => ({
  direction: 0,
  channelCode: 2,
  businessId: as.businessId,
  speechSkillId: '',
  callee: '',
  tagIntention: '',
  label: '',
  telNumber: '',
  ...RANGE,
  ...filters,
});

function addExport(as: Caller, query: Record<string, unknown>) {
  return t.call(downloadApi.addDownloadTask, {
    token: as.token,
    businessId: as.businessId,
    body: {
      businessId: as.businessId,
      sysType: DOWNLOAD_SYS_TYPE,
      downloadType: DownloadType.reportInbound,
      channelCode: 2,
      query,
    },
  });
}

/** The rows of the export of the filters, header included, and the file's name. */
async function exported(filters: Record<string, unknown>, as: Caller = master) {
  const added = (await addExport(as, pageQuery(as, filters))).body;
  expect(added.code, added.message).toBe(0);
  const task = await finishedDownload(t, as, added.result.rows[0].id);
  return { fileName: task.fileName, rows: sheetRows(await downloadedFile(t, as, task.id)) };
}

/** queryCallReport's rows for the same filters (all on one page), as the file writes them. */
async function listed(filters: Record<string, unknown>, as: Caller = master): Promise<string[][]> {
  const answer = await t.call(receptionDataApi.queryCallReport, {
    token: as.token,
    businessId: as.businessId,
    body: { ...pageQuery(as, filters), pageIndex: 1, pageSize: 100 },
  });
  expect(answer.body.code, answer.body.message).toBe(0);
  expect(answer.body.result.totalCount).toBe(answer.body.result.rows.length);
  return answer.body.result.rows.map(exportRowOf);
}

describe('导出报表 of /ai/data (download type 10)', () => {
  it("writes the page's columns for the calls of the range, newest first", async () => {
    const { fileName, rows } = await exported({});
    expect(fileName).toBe('接待数据-20260203-20260203.xlsx');
    expect(rows[0]).toEqual([...CALL_REPORT_EXPORT_HEADER]);
    expect(rows.slice(1).map((row) => row[1])).toEqual([
      '13811110006',
      '13811110005',
      '13811110007',
      '13811110004',
      '13811110003',
      '13922220002',
      '13811110001',
    ]);
    expect(rows.at(-1)).toEqual([
      '4008001001',
      '13811110001',
      skill.name,
      '2026-02-03 09:10:00',
      '1分5秒',
      '价格,地址',
      'A级',
      '是',
      '机器人：您好，这里是接待\n客户：我想咨询',
    ]);
    expect(rows[3]).toEqual([
      '02160001002',
      '13811110007',
      '--',
      '2026-02-03 09:40:00',
      '0分5秒',
      '--',
      '--',
      '否',
      '',
    ]);
    expect(rows.slice(1)).toEqual(await listed({}));
  });

  it.each([
    ['意向程度, by duration', { tagIntention: "'A级','C级'", order: 'connected_duration_sec desc' }, 4],
    ['标签, by labels', { label: '地址 其他', order: 'label_show.keyword asc' }, 3],
    [
      '手机号码 and 被叫号码, by grade then time',
      { telNumber: '1381111', callee: "'4008001001'", order: 'tag.keyword desc, call_begin_time asc' },
      4,
    ],
    [
      'a time of day, by transfer',
      { callOutBeginTime: DAY + 30 * MINUTE, callOutEndTime: DAY + 200 * MINUTE, order: 'transfer_mark asc' },
      4,
    ],
    ['the evening up to 22:00', { callOutEndTime: DAY + 13 * 60 * MINUTE, order: 'dnis.keyword desc' }, 8],
    [
      '话术, by script then number',
      { speechSkillId: skill?.id ?? 0, order: 'speechskillid.keyword asc, dnis.keyword desc' },
      6,
    ],
    ['all, by script, one gone', { order: 'speechskillid.keyword desc, duration_call asc' }, 7],
    ['all, by time oldest first', { order: 'call_begin_time asc' }, 7],
  ])('writes what queryCallReport lists: %s', async (_name, filters, count) => {
    // The script's id is known only once the fixtures are written.
    const query = 'speechSkillId' in filters ? { ...filters, speechSkillId: skill.id } : filters;
    const { rows } = await exported(query);
    expect(rows.slice(1)).toHaveLength(count);
    expect(rows.slice(1)).toEqual(await listed(query));
  });

  it("never writes another enterprise's calls", async () => {
    const own = await exported({ tagIntention: "'A级'" });
    expect(own.rows.flat()).not.toContain(OTHERS_CALLER);
    const theirs = await exported({}, other);
    expect(theirs.rows.slice(1).map((row) => row[1])).toEqual([OTHERS_CALLER]);
  });

  it.each([
    [{ tagIntention: 'A级' }, ErrorCode.ParamInvalid, '意向程度格式错误'],
    [{ callee: ['4008001001'] }, ErrorCode.ParamInvalid, '被叫号码格式错误'],
    [{ telNumber: '138-abc' }, ErrorCode.ParamInvalid, '手机号码格式错误'],
    [{ speechSkillId: 'abc' }, ErrorCode.ParamInvalid, '话术ID必须为数字'],
    [{ order: 'caller desc' }, ErrorCode.ParamInvalid, '排序格式错误'],
    [{ direction: 1 }, ErrorCode.ParamInvalid, '呼叫方向格式错误'],
    [{ callOutEndTime: '' }, ErrorCode.ParamRequired, '呼入结束时间不能为空'],
    [{ callOutBeginTime: DAY, callOutEndTime: DAY - 1 }, ErrorCode.ParamInvalid, '呼入开始时间不能大于结束时间'],
  ])('refuses %o naming the field, writing no download', async (filters, code, message) => {
    const before = await countRows(t.database, downloadTasks);
    expect((await addExport(master, pageQuery(master, filters))).body).toMatchObject({ code, message });
    expect(await countRows(t.database, downloadTasks)).toBe(before);
  });

  it('refuses a query naming another enterprise, and an enterprise without AI接待', async () => {
    const before = await countRows(t.database, downloadTasks);
    const naming = { ...pageQuery(master, {}), businessId: other.businessId };
    expect((await addExport(master, naming)).body.code).toBe(ErrorCode.BusinessMismatch);
    const closed = await otherEnterprise(t, '13700000814');
    expect((await addExport(closed, pageQuery(closed, {}))).body.code).toBe(ErrorCode.AccessDenied);
    expect(await countRows(t.database, downloadTasks)).toBe(before);
  });

  it("stores the parsed filters, so the file is the page's however late it runs", async () => {
    const added = (await addExport(master, pageQuery(master, { tagIntention: "'A级'", label: '价格' }))).body;
    expect(added.code).toBe(0);
    const [task] = await t.database.db
      .select()
      .from(downloadTasks)
      .where(eq(downloadTasks.id, added.result.rows[0].id));
    expect(task.query).toMatchObject({
      tagIntention: ['A级'],
      label: ['价格'],
      order: [{ field: 'call_begin_time', dir: 'desc' }],
      ...RANGE,
    });
    await finishedDownload(t, master, task.id);
  });
});

describe("/report's AI接待 export (download type 10 of whole days)", () => {
  it('still writes the report workbook, with every inbound call of the days', async () => {
    const added = (
      await addExport(master, {
        businessId: DEMO_BUSINESS_ID,
        direction: 0,
        beginTime: '20260203',
        endTime: '20260203',
      })
    ).body;
    expect(added.code, added.message).toBe(0);
    const task = await finishedDownload(t, master, added.result.rows[0].id);
    expect(task.fileName).toBe('数据统计-AI接待-20260203-20260203.xlsx');
    const workbook = XLSX.read(await downloadedFile(t, master, task.id), { type: 'buffer' });
    expect(workbook.SheetNames).toEqual(['概览', '趋势', '通话明细']);
    const detail = XLSX.utils.sheet_to_json<string[]>(workbook.Sheets.通话明细, { header: 1, raw: false });
    // The whole day: the call after 21:00 too, none of the other enterprise's.
    expect(detail.flat()).toContain('13811110008');
    expect(detail.flat()).not.toContain(OTHERS_CALLER);
    expect(detail).toHaveLength(8 + 1);
  });
});
