import { CALL_REPORT_EXPORT_HEADER } from '@console/contracts';
import ExcelJS from 'exceljs';
import { post, registerAccount } from './support/accounts.ts';
import { expect, test } from './support/console-test.ts';
import { loginToShell, operator } from './support/shell.ts';

/**
 * 接待数据 (/ai/data) in Chromium against the real server: a fresh enterprise with the reception
 * menu and a day of demo traffic, half of it inbound, lists today's inbound calls, narrows them by
 * the caller's number and adds 导出报表 to the download centre, whose file holds those calls only.
 */
test('a fresh enterprise lists, filters and exports its inbound calls', async ({ page, request, baseURL }) => {
  test.setTimeout(90_000);
  const account = await registerAccount(request);
  // Two days of calls, so yesterday's calling hours are all there whatever the hour now.
  await post(request, '/dev/traffic', { businessId: account.businessId, days: 2, calls: 600, inboundShare: 0.5 });
  await operator(baseURL ?? '', 'flag', String(account.businessId), 'menu', '{"ai":true}');

  await loginToShell(page, account.phone, account.password);
  // The page's default range is today 09:00–21:00: the browser's clock says it is yesterday noon
  // in Shanghai (after the login, whose password timestamp the server checks against its own).
  const shanghaiToday = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
  await page.clock.install({ time: new Date(`${shanghaiToday}T12:00:00+08:00`).getTime() - 86_400_000 });
  await page.goto('/ai/data');
  const rows = page.locator('.reception-data-table tbody tr.ant-table-row');
  await expect(rows.first()).toBeVisible();
  const total = Number((await page.getByText(/^共 \d+ 条$/).textContent())?.match(/\d+/)?.[0]);
  expect(total).toBeGreaterThan(0);
  // Every row is an inbound call to one of the enterprise's numbers.
  await expect(page.getByRole('columnheader', { name: '被叫号码' })).toBeVisible();

  const caller = (await rows.first().locator('td').nth(1).textContent()) ?? '';
  expect(caller).toMatch(/^1\d{10}$/);
  await page.getByLabel('手机号码').fill(caller);
  await Promise.all([
    page.waitForResponse(
      (r) => r.url().includes('/queryCallReport') && (r.request().postData() ?? '').includes(caller),
    ),
    page.getByRole('button', { name: '筛选' }).click(),
  ]);
  await expect(rows.first().locator('td').nth(1)).toHaveText(caller);
  const callers = await rows.evaluateAll((trs) => trs.map((tr) => tr.querySelectorAll('td')[1]?.textContent));
  expect(new Set(callers)).toEqual(new Set([caller]));
  const filtered = Number((await page.getByText(/^共 \d+ 条$/).textContent())?.match(/\d+/)?.[0]);

  const [added] = await Promise.all([
    page.waitForResponse((r) => r.url().includes('/addDownloadTask')),
    page.getByRole('button', { name: '导出报表' }).click(),
  ]);
  expect((await added.json()).code).toBe(0);
  await expect(page.getByText('已添加到下载中心，请到下载中心查看')).toBeVisible();

  // The file holds the calls the page lists: the page's columns, the filtered caller only.
  await page.getByRole('button', { name: '下载中心' }).click();
  const link = page.getByRole('dialog', { name: '下载中心' }).getByRole('listitem').first().getByRole('link');
  await expect(link).toBeVisible({ timeout: 60_000 });
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toMatch(/^接待数据-\d{8}-\d{8}\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.worksheets[0];
  expect(sheet.getRow(1).values).toEqual([undefined, ...CALL_REPORT_EXPORT_HEADER]);
  const filed: string[] = [];
  sheet.eachRow((row, index) => {
    if (index > 1) filed.push(String(row.getCell(2).value));
  });
  expect(new Set(filed)).toEqual(new Set([caller]));
  expect(filed).toHaveLength(filtered);
});
