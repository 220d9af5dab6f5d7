import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  DEFAULT_REPORT_TIME_ZONE,
  DEFAULT_SERVICE_PREFIXES,
  type DownloadTaskRow,
  downloadApi,
  ErrorCode,
} from '@console/contracts';
import { and, eq, gte, lt } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callSessions, downloadTasks, users } from '../../db/schema/index.ts';
import { RANGE, reportTask, until } from '../../test/download-tasks.ts';
import { countRows, createMember } from '../../test/fixtures.ts';
import {
  createTestApp,
  DEMO_BUSINESS_ID,
  MASTER_PHONE,
  MEMBER_PHONE,
  OPERATOR_PHONE,
  type TestApp,
} from '../../test/test-app.ts';
import { reportRange } from '../report/range.ts';

const TZ = DEFAULT_REPORT_TIME_ZONE;

/** Holds the export before reading a page once `hold` is set, until released. */
const gate = {
  hold: false,
  /** Pages the worker went on to read (counted as it asks for each). */
  pages: 0,
  release: undefined as (() => void) | undefined,
  async beforeBatch() {
    gate.pages++;
    if (gate.hold) await new Promise<void>((resolve) => (gate.release = resolve));
  },
  open() {
    gate.hold = false;
    gate.release?.();
    gate.release = undefined;
  },
};

let t: TestApp;
let master: string;
let member: string;

const list = (token: string, body: Record<string, unknown> = {}) =>
  t.call(downloadApi.queryDownloadTask, { token, businessId: DEMO_BUSINESS_ID, body });
const add = (token: string, body: Record<string, unknown>) =>
  t.call(downloadApi.addDownloadTask, { token, businessId: DEMO_BUSINESS_ID, body });
const remove = (token: string, id: number, businessId: number = DEMO_BUSINESS_ID) =>
  t.call(downloadApi.deleteDownloadTask, { token, businessId, body: { id } });
const report = reportTask;

async function taskOf(token: string, id: number): Promise<DownloadTaskRow | undefined> {
  return (await list(token, { pageSize: 100 })).body.result.rows.find((row) => row.id === id);
}

/** downloadFile with the session token, as our console called it before signed links. */
function tokenUrl(businessId: number, id: number, token: string) {
  return `${DEFAULT_SERVICE_PREFIXES.downloadCenterApi}/api/v1/task/${businessId}/downloadFile?id=${id}&token=${token}`;
}

/** config downUrl + a row's filePath: what a plain link in the download centre opens. */
const signedUrl = (filePath: string) => `${DEFAULT_SERVICE_PREFIXES.downloadCenterApi}/files${filePath}`;

beforeAll(async () => {
  t = await createTestApp({ demoTraffic: true, downloads: { batchSize: 400, beforeBatch: () => gate.beforeBatch() } });
  master = (await t.login(MASTER_PHONE)).token.access_token;
  member = (await t.login(MEMBER_PHONE)).token.access_token;
});

afterAll(async () => {
  gate.open();
  await t.close();
});

describe('report export', () => {
  it('runs in the background and leaves an xlsx with every matching call', async () => {
    const added = await add(master, report());
    expect(added.body.code).toBe(0);
    const [row] = added.body.result.rows;
    expect(row).toMatchObject({
      fileName: '数据统计-AI外呼-20260201-20260301.xlsx',
      taskStatus: 0,
      filePath: '',
      downloadType: 9,
      userAccount: MASTER_PHONE,
    });
    expect(row.createTime).toBe('2026-03-02 10:00:00');
    expect(row.userId).toBeGreaterThan(0);

    const done = await until(
      () => taskOf(master, row.id),
      (r) => r?.taskStatus === 3,
      'the export',
    );
    expect(done?.progress).toBe(100);
    expect(done?.filePath).toMatch(
      new RegExp(`^/${row.id}/${encodeURIComponent(row.fileName)}\\?expires=\\d+&sig=[0-9a-f]{64}$`),
    );
    expect(done?.fileSize).toBeGreaterThan(0);

    // A plain link opens it: no token, no cookie.
    const response = await t.app.inject({ method: 'GET', url: signedUrl(done?.filePath ?? '') });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('数据统计-AI外呼-20260201-20260301.xlsx')}`,
    );
    expect(response.rawPayload.length).toBe(done?.fileSize);

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['概览', '趋势', '通话明细']);

    const range = reportRange(RANGE.beginTime, RANGE.endTime, TZ);
    const matching = await t.database.db
      .select({ id: callSessions.id })
      .from(callSessions)
      .where(
        and(
          eq(callSessions.businessId, DEMO_BUSINESS_ID),
          eq(callSessions.direction, 1),
          gte(callSessions.startAt, range.from),
          lt(callSessions.startAt, range.to),
        ),
      );
    const expected = matching.length;
    // More than one keyset page (400 rows each), so paging is exercised.
    expect(expected).toBeGreaterThan(800);
    const detail = workbook.getWorksheet('通话明细');
    expect(detail?.rowCount).toBe(expected + 1);
    expect(detail?.getRow(1).values).toContain('呼叫时间');
    const overview = workbook.getWorksheet('概览');
    const totals = new Map<string, unknown>();
    overview?.eachRow((r) => totals.set(String(r.getCell(1).value), r.getCell(2).value));
    expect(totals.get('总呼叫量')).toBe(expected);
    expect(workbook.getWorksheet('趋势')?.rowCount).toBe(range.periods.length + 1);
  }, 120_000);

  it('shows progress while it runs, and deleting it stops the export and removes its file', async () => {
    gate.hold = true;
    const added = await add(master, report({ fileName: '二月外呼' }));
    const { id, fileName } = added.body.result.rows[0];
    expect(fileName).toBe('二月外呼.xlsx');
    // The first page goes through, the second waits at the gate: progress is between 0 and 100.
    await until(async () => gate.release, Boolean, 'the first page');
    gate.release?.();
    gate.release = undefined;
    const running = await until(
      () => taskOf(master, id),
      (r) => (r?.progress ?? 0) > 0 && !!gate.release,
      'progress',
    );
    expect(running?.taskStatus).toBe(2);
    expect(running?.progress).toBeLessThan(100);
    expect(running?.filePath).toBe('');
    expect(running?.recovering).toBe(false);
    // Unheard of for three of its worker's heartbeats, the list says it recovers instead of a stale percentage.
    t.clock.advance(20_000);
    expect((await taskOf(master, id))?.recovering).toBe(true);
    t.clock.advance(-20_000);
    const folder = join(t.dataDir, 'downloads', String(DEMO_BUSINESS_ID));
    expect(readdirSync(folder).some((name) => name.startsWith(`${id}-`) && name.endsWith('.part'))).toBe(true);

    expect((await remove(master, id)).body.code).toBe(0);
    const pagesBefore = gate.pages;
    gate.open();
    await until(
      async () => readdirSync(folder).filter((name) => name.startsWith(`${id}-`)),
      (names) => names.length === 0,
      'the partial file to go',
    );
    expect(await taskOf(master, id)).toBeUndefined();
    // It stopped after the page it was holding instead of reading the remaining pages.
    expect(gate.pages).toBe(pagesBefore);

    // The worker goes on with the next task.
    const next = (await add(master, report({ fileName: '再次导出' }))).body.result.rows[0];
    await until(
      () => taskOf(master, next.id),
      (r) => r?.taskStatus === 3,
      'the next export',
    );
  }, 120_000);

  it('pages the list newest first', async () => {
    for (const fileName of ['一', '二', '三']) await add(master, report({ fileName }));
    const all = (await list(master, { pageSize: 100 })).body.result;
    expect(all.totalCount).toBeGreaterThanOrEqual(4);
    const ids = all.rows.map((row) => row.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const second = (await list(master, { pageIndex: 2, pageSize: 2 })).body.result;
    expect(second.totalCount).toBe(all.totalCount);
    expect(second.rows.map((row) => row.id)).toEqual(ids.slice(2, 4));
    // Only the listing was under test; the exports need not run.
    for (const row of all.rows.filter((r) => r.taskStatus !== 3)) await remove(master, row.id);
  });
});

describe('permissions and ownership', () => {
  it('refuses export types to a member without report export permission and hides them', async () => {
    const before = await countRows(t.database, downloadTasks);
    const refused = await add(member, report());
    expect(refused.body.code).toBe(ErrorCode.AccessDenied);
    expect(await countRows(t.database, downloadTasks)).toBe(before);

    const [memberRow] = await t.database.db.select().from(users).where(eq(users.phone, MEMBER_PHONE));
    const own = { businessId: DEMO_BUSINESS_ID, userId: memberRow.id, userAccount: MEMBER_PHONE, sysType: 2 };
    const [exported] = await t.database.db
      .insert(downloadTasks)
      .values({ ...own, downloadType: 9, fileName: 'a.xlsx', query: {}, taskStatus: 4, createdAt: t.clock.now() })
      .returning();
    await t.database.db
      .insert(downloadTasks)
      .values({ ...own, downloadType: 11, fileName: 'b.xlsx', query: {}, taskStatus: 4, createdAt: t.clock.now() });
    const hidden = await list(member);
    expect(hidden.body.result.totalCount).toBe(1);
    expect(hidden.body.result.rows.map((r) => r.downloadType)).toEqual([11]);
    const download = await t.app.inject({
      method: 'GET',
      url: tokenUrl(DEMO_BUSINESS_ID, exported.id, member),
    });
    expect(download.json().code).toBe(ErrorCode.AccessDenied);

    // Bit 3 (report export) lets the same member see and add them.
    await t.database.db.update(users).set({ privilege: 8 }).where(eq(users.id, memberRow.id));
    expect((await list(member)).body.result.totalCount).toBe(2);
    const allowed = await add(member, report());
    expect(allowed.body.code).toBe(0);
    expect((await remove(member, allowed.body.result.rows[0].id)).body.code).toBe(0);
    await t.database.db.update(users).set({ privilege: 0 }).where(eq(users.id, memberRow.id));
  });

  it('keeps a task to its owner: others can neither list, delete nor download it', async () => {
    const mine = (await add(master, report({ fileName: '自己的' }))).body.result.rows[0];
    await until(
      () => taskOf(master, mine.id),
      (r) => r?.taskStatus === 3,
      'the export',
    );
    const other = await createMember(t.database, { phone: '13700000088', businessName: '别的企业' });
    const otherToken = (await t.login('13700000088')).token.access_token;
    const otherBusiness = other.business.id;

    const otherList = await t.call(downloadApi.queryDownloadTask, {
      token: otherToken,
      businessId: otherBusiness,
      body: {},
    });
    expect(otherList.body.result.totalCount).toBe(0);
    expect((await remove(otherToken, mine.id, otherBusiness)).body.code).toBe(ErrorCode.NotFound);
    expect((await remove(member, mine.id)).body.code).toBe(ErrorCode.NotFound);
    const foreign = await t.app.inject({
      method: 'GET',
      url: tokenUrl(otherBusiness, mine.id, otherToken),
    });
    expect(foreign.json().code).toBe(ErrorCode.NotFound);
    const throughPath = await t.app.inject({ method: 'GET', url: tokenUrl(DEMO_BUSINESS_ID, mine.id, otherToken) });
    expect(throughPath.json().code).toBe(ErrorCode.BusinessMismatch);
    const sameBusiness = await t.app.inject({ method: 'GET', url: tokenUrl(DEMO_BUSINESS_ID, mine.id, member) });
    expect(sameBusiness.json().code).toBe(ErrorCode.NotFound);
    expect((await taskOf(master, mine.id))?.taskStatus).toBe(3);
  }, 120_000);

  it('opens a signed link only for the task it names and only until it expires', async () => {
    const mine = (await add(master, report({ fileName: '签名链接' }))).body.result.rows[0];
    const done = await until(
      () => taskOf(master, mine.id),
      (r) => r?.taskStatus === 3,
      'the export',
    );
    const link = done?.filePath ?? '';
    expect((await t.app.inject({ method: 'GET', url: signedUrl(link) })).statusCode).toBe(200);

    // The same signature on another task's id (someone else's file) is refused.
    const [memberRow] = await t.database.db.select().from(users).where(eq(users.phone, MEMBER_PHONE));
    const [theirs] = await t.database.db
      .insert(downloadTasks)
      .values({
        businessId: DEMO_BUSINESS_ID,
        userId: memberRow.id,
        userAccount: MEMBER_PHONE,
        sysType: 2,
        downloadType: 11,
        fileName: '别人的.xlsx',
        query: {},
        taskStatus: 3,
        createdAt: t.clock.now(),
      })
      .returning();
    const forged = await t.app.inject({
      method: 'GET',
      url: signedUrl(link.replace(`/${mine.id}/`, `/${theirs.id}/`)),
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toMatchObject({
      code: ErrorCode.AccessDenied,
      message: '下载链接已失效，请在下载中心重新下载',
    });
    const unsigned = await t.app.inject({ method: 'GET', url: signedUrl(link.split('?')[0]) });
    expect(unsigned.json().code).toBe(ErrorCode.ParamRequired);

    t.clock.advance(31 * 60_000);
    const expired = await t.app.inject({ method: 'GET', url: signedUrl(link) });
    expect(expired.statusCode).toBe(403);
    // The list hands out a fresh link.
    const fresh = (await taskOf(master, mine.id))?.filePath ?? '';
    expect((await t.app.inject({ method: 'GET', url: signedUrl(fresh) })).statusCode).toBe(200);
  }, 120_000);

  it('gives the inner-login account its own list, by its operator record', async () => {
    const operator = (await t.innerLogin()).token.access_token;
    const added = await add(operator, report({ fileName: '运营导出' }));
    expect(added.body.code).toBe(0);
    const [row] = added.body.result.rows;
    expect(row.userAccount).toBe(OPERATOR_PHONE);
    expect(row.userId).toBeGreaterThan(0);
    const own = await list(operator, { pageSize: 100 });
    expect(own.body.result.rows.map((r) => r.fileName)).toEqual(['运营导出.xlsx']);
    expect(await taskOf(master, row.id)).toBeUndefined();
    expect((await remove(master, row.id)).body.code).toBe(ErrorCode.NotFound);
    expect((await remove(operator, row.id)).body.code).toBe(0);
  });
});
