import { randomUUID } from 'node:crypto';
import { encryptPassword } from '@console/contracts';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { freshPhone, post, registerAccount } from './support/accounts.ts';
import { loginToShell } from './support/shell.ts';

/**
 * The data-statistics page and the download centre against the real server, on a fresh
 * enterprise given demo traffic through the server's development helper (the same write path as
 * real calls), so the figures on screen can be checked against the report API.
 */

// One after another: each test gives its enterprise thousands of calls, which the embedded
// database writes while every other request waits.
test.describe.configure({ mode: 'default' });

interface Summary {
  totalCall: number;
  totalAnswer: number;
}

/** YYYYMMDD of a day `back` days before today, in the report time zone (the browser's too). */
function day(back: number): string {
  const date = new Date(Date.now() - back * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Shanghai',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  })
    .format(date)
    .replaceAll('-', '');
}

const LAST_7_DAYS = { beginTime: day(7), endTime: day(1) };

/** Clicks 查询 and answers the report query the page sent. */
async function query(page: Page): Promise<Record<string, unknown>> {
  const [sent] = await Promise.all([
    page.waitForRequest((r) => r.url().includes('/indexStatistics')),
    page.getByRole('button', { name: /查\s*询/ }).click(),
  ]);
  return sent.postDataJSON() as Record<string, unknown>;
}

async function apiLogin(request: APIRequestContext, phone: string, password: string) {
  const timestamp = Date.now();
  const [result] = await post(request, '/uc/api/v1/account/login', {
    phone,
    password: encryptPassword(password, phone, timestamp),
    timestamp,
    clientId: randomUUID(),
    kickOff: 1,
  });
  return (result.token as { access_token: string }).access_token;
}

async function apiSummary(request: APIRequestContext, token: string, businessId: number, body: object) {
  const [summary] = await post(
    request,
    `/data/api/v1/eventSession/${businessId}/indexStatistics`,
    { businessId, channelCode: 2, direction: 1, ...body },
    token,
  );
  return summary as unknown as Summary;
}

/** A fresh enterprise whose master has `calls` demo calls over the last `days` days. */
async function enterpriseWithTraffic(request: APIRequestContext, days: number, calls: number) {
  const account = await registerAccount(request);
  const [row] = await post(request, '/dev/traffic', { businessId: account.businessId, days, calls });
  expect(row.written as number).toBeGreaterThan(0);
  return account;
}

/** 导出报表, waiting for the server to take the task. */
async function exportReport(page: Page): Promise<void> {
  const button = page.getByRole('button', { name: '导出报表' });
  // A click while the previous export is still being added is ignored, as it should be.
  await expect(button).not.toHaveClass(/ant-btn-loading/);
  await Promise.all([page.waitForResponse((r) => r.url().includes('/addDownloadTask')), button.click()]);
}

async function sessionToken(page: Page): Promise<string> {
  const stored = await page.evaluate(() => sessionStorage.getItem('console.session'));
  return (JSON.parse(stored ?? '{}') as { state: { user: { token: string } } }).state.user.token;
}

const tiles = (page: Page) => page.getByRole('definition');
function tile(page: Page, title: string) {
  return page
    .locator('.report-tile', { has: page.getByText(title, { exact: true }) })
    .locator('dd')
    .first();
}
const formatted = (n: number) => n.toLocaleString('en-US');

async function pickPreset(page: Page, preset: string) {
  await page.getByPlaceholder('开始日期').first().click();
  await page.getByText(preset, { exact: true }).click();
}

test('the report follows the range and the script filter, and an empty range is refused', async ({ page, request }) => {
  const account = await enterpriseWithTraffic(request, 30, 1500);
  await loginToShell(page, account.phone, account.password);
  await expect(page).toHaveURL(/\/report$/);
  await expect(tiles(page).first()).toBeVisible();

  const token = await sessionToken(page);
  await pickPreset(page, '过去7天');
  const sent = await query(page);
  // 过去7天 ends yesterday.
  expect(sent).toMatchObject({ beginTime: LAST_7_DAYS.beginTime, endTime: LAST_7_DAYS.endTime, direction: 1 });
  const week = await apiSummary(request, token, account.businessId, sent);
  await expect(tile(page, '总呼叫量')).toHaveText(formatted(week.totalCall));
  await expect(tile(page, '接通量')).toHaveText(formatted(week.totalAnswer));

  // One script: the tiles drop to that script's calls.
  const scripts = await post(
    request,
    `/brain/api/v1/speechSkill/${account.businessId}/querySpeechSkill`,
    { name: '', status: 4, pageIndex: 1, pageSize: 100 },
    token,
  );
  const script = scripts[0] as { id: number; name: string };
  const oneScript = await apiSummary(request, token, account.businessId, {
    ...LAST_7_DAYS,
    speechSkillId: [script.id],
  });
  expect(oneScript.totalCall).toBeLessThan(week.totalCall);
  await page.getByLabel('话术').first().click();
  await page.getByRole('option', { name: script.name }).click();
  await page.keyboard.press('Escape');
  expect(await query(page)).toMatchObject({ speechSkillId: [script.id] });
  await expect(tile(page, '总呼叫量')).toHaveText(formatted(oneScript.totalCall));

  // Cleared range: 日期不能为空, and the figures stay.
  await page.getByPlaceholder('开始日期').first().hover();
  await page.locator('.ant-picker-clear').first().click();
  await page.getByRole('button', { name: /查\s*询/ }).click();
  await expect(page.getByText('日期不能为空')).toBeVisible();
});

test('an export appears in the download centre, shows its progress, ends with a link to a real xlsx, and a queued one can be cancelled', async ({
  page,
  request,
}) => {
  // One download worker serves every enterprise: other tests' exports may run first.
  test.setTimeout(330_000);
  const account = await enterpriseWithTraffic(request, 30, 10_000);
  await loginToShell(page, account.phone, account.password);
  await expect(tile(page, '总呼叫量')).toBeVisible();

  await pickPreset(page, '过去30天');
  const month = await apiSummary(request, await sessionToken(page), account.businessId, await query(page));
  const total = month.totalCall;
  expect(total).toBeGreaterThan(0);
  await expect(tile(page, '总呼叫量')).toHaveText(formatted(total));

  // Two exports; the worker runs one at a time, so the second waits behind the first. (The
  // end-to-end server pauses between pages of records, so a demo-sized export takes long enough
  // to watch.)
  await exportReport(page);
  await expect(page.getByText('已添加到下载中心，请到下载中心查看').first()).toBeVisible();
  await pickPreset(page, '过去7天');
  await exportReport(page);

  await page.getByRole('button', { name: '下载中心' }).click();
  const centre = page.getByRole('dialog', { name: '下载中心' });
  const items = centre.getByRole('listitem');
  await expect(items).toHaveCount(2);
  // Newest first: the 7-day export, queued; the 30-day export, running.
  const queued = items.first();
  const running = items.last();
  const progress = running.getByRole('progressbar');
  await expect(progress).toBeVisible();
  const seen = new Set([await progress.getAttribute('aria-valuenow')]);

  await expect(queued.getByRole('progressbar')).toBeVisible();
  await queued.getByRole('button', { name: '取消' }).click();
  await page.getByRole('button', { name: '确定' }).click();
  await expect(items).toHaveCount(1);

  // The running export's progress, polled every 3 s, until it ends with a link.
  const link = running.getByRole('link');
  await expect(async () => {
    // The bar may go between the two reads; a short timeout lets the next round look again
    // instead of waiting for a bar that will never come back.
    if (await progress.isVisible()) seen.add(await progress.getAttribute('aria-valuenow', { timeout: 500 }));
    await expect(link).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 270_000, intervals: [200] });
  expect([...seen].every((value) => Number(value) >= 0 && Number(value) < 100)).toBe(true);
  await expect(running.getByText(/KB$/)).toBeVisible();

  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const details = workbook.getWorksheet('通话明细');
  expect(details).toBeDefined();
  // A header row, then one row per call of the range.
  expect((details?.actualRowCount ?? 0) - 1).toBe(total);
});

test('a member without export permission sees the report but no export button, and the server refuses the export', async ({
  page,
  request,
}) => {
  const account = await enterpriseWithTraffic(request, 7, 300);
  const phone = freshPhone();
  // Bit 6 (数据统计) only: privilege 64.
  await post(request, '/dev/member', { businessId: account.businessId, phone, privilege: 64 });
  await loginToShell(page, phone, 'demo1234');
  await expect(page).toHaveURL(/\/report$/);
  await expect(tile(page, '总呼叫量')).toBeVisible();
  await expect(page.getByRole('button', { name: /查\s*询/ })).toBeVisible();
  await expect(page.getByRole('button', { name: '导出报表' })).toHaveCount(0);

  const token = await apiLogin(request, phone, 'demo1234');
  const response = await request.post(`/download/api/v1/task/${account.businessId}/addDownloadTask?token=${token}`, {
    data: { businessId: account.businessId, sysType: 2, downloadType: 9, channelCode: 2, query: LAST_7_DAYS },
  });
  const body = (await response.json()) as { code: number };
  expect(body.code).toBe(100403);
});
