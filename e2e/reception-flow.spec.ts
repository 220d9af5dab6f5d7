import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { freshPhone, post, registerAccount } from './support/accounts.ts';
import { expect, test } from './support/console-test.ts';
import { stopReception } from './support/reception.ts';
import { loginToShell, operator } from './support/shell.ts';
import { sessionToken } from './support/tasks.ts';

/**
 * AI接待 from end to end in Chromium against the real server: a fresh enterprise binds one of its
 * published scripts to its reception number on /ai/conf; a simulated customer calls the number,
 * the robot answers, and the call is on /ai/data with the script's opening line in its 识别详情
 * and in the figures of the report's AI接待 tab. Once 停止接待 removes the rule, the next call to
 * the number is refused, and /ai/data lists that refusal too.
 */

const OK = /确\s*定/;
const NUMBER = '4008001001';
const SCRIPT = '教育课程邀约';

interface CallSummary {
  callId: number;
  answered: boolean;
  callResult: string;
  grade: string;
  transferred: boolean;
}

/** A customer calls the enterprise's reception number through the inbound call simulator. */
async function inboundCall(request: APIRequestContext, businessId: number, caller: string): Promise<CallSummary> {
  const [row] = await post(request, '/dev/reception/call', { businessId, cpnCode: NUMBER, caller });
  return row as unknown as CallSummary;
}

/** The first line the robot says when the script's published version picks up a call. */
async function openingLine(request: APIRequestContext, token: string, businessId: number, name: string) {
  const [script] = await post(
    request,
    `/brain/api/v1/speechSkill/${businessId}/querySpeechSkill`,
    { name, status: 4, pageIndex: 1, pageSize: 10 },
    token,
  );
  const [turn] = await post(
    request,
    `/brain/api/v1/speechSkill/${businessId}/startExperience`,
    { id: script.id, version: script.publishedVersion },
    token,
  );
  const [first] = turn.robot as { text: string }[];
  expect(first.text).not.toBe('');
  return first.text;
}

/** Today as YYYY-MM-DD in China, where the server writes its call times. */
function shanghaiToday(): string {
  return new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
}

/** The figure under a tile's title in the report's AI接待 tab, as a number. */
async function receptionFigure(page: Page, title: string): Promise<number> {
  const panel = page.getByRole('tabpanel', { name: 'AI接待' });
  const value = panel.locator('.report-tile', { has: page.getByText(title, { exact: true }) }).locator('dd');
  await expect(value).toHaveText(/^[\d,]+$/);
  return Number((await value.textContent())?.replaceAll(',', ''));
}

/** /report, AI接待 tab, today's figures as the tab opens on them. */
async function openReceptionReport(page: Page): Promise<void> {
  await page.goto('/report');
  await page.getByRole('tab', { name: 'AI接待' }).click();
  await expect(page).toHaveURL(/[?&]tab=reception/);
  await expect(page.getByRole('tabpanel', { name: 'AI接待' }).locator('.report-tile').first()).toBeVisible();
}

/**
 * /ai/data narrowed to one caller over the whole of today (the page opens on 09:00–21:00, and a
 * test may run at any hour): answers the table's rows.
 */
async function callsFrom(page: Page, caller: string): Promise<Locator> {
  await page.goto('/ai/data');
  const today = shanghaiToday();
  // The stand-in field gives way to the picker, open with the start focused; each end is typed
  // and confirmed with 确定 (Enter alone keeps the start's old value).
  await page.getByRole('textbox', { name: '呼入时间' }).click();
  const start = page.getByPlaceholder('开始日期');
  const end = page.getByPlaceholder('结束日期');
  const confirm = page.locator('.ant-picker-dropdown').getByRole('button', { name: OK });
  await expect(start).toBeFocused();
  await start.press('Control+A');
  await start.pressSequentially(`${today} 00:00:00`);
  await confirm.click();
  await expect(end).toBeFocused();
  await end.press('Control+A');
  await end.pressSequentially(`${today} 23:59:59`);
  await confirm.click();
  await expect(start).toHaveValue(`${today} 00:00:00`);
  await expect(end).toHaveValue(`${today} 23:59:59`);
  await page.getByLabel('手机号码').fill(caller);
  const [response] = await Promise.all([
    page.waitForResponse(
      (r) => r.url().includes('/queryCallReport') && (r.request().postData() ?? '').includes(caller),
    ),
    page.getByRole('button', { name: '筛选' }).click(),
  ]);
  expect((await response.json()).code).toBe(0);
  return page.locator('.reception-data-table tbody tr.ant-table-row');
}

test('a bound number answers a call shown on /ai/data and the report, and refuses once unbound', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const request = page.request;
  const account = await registerAccount(request);
  const business = String(account.businessId);
  // The demo catalogue: published scripts and the reception number 4008001001.
  await post(request, '/dev/traffic', { businessId: account.businessId, days: 1, calls: 1 });
  await operator(baseURL ?? '', 'flag', business, 'menu', '{"ai":true}');
  await operator(baseURL ?? '', 'balance', business, '500');

  await loginToShell(page, account.phone, account.password);
  const line = await openingLine(request, await sessionToken(page), account.businessId, SCRIPT);

  await openReceptionReport(page);
  const callsBefore = await receptionFigure(page, '总呼叫量');
  const answeredBefore = await receptionFigure(page, '接通量');

  // Bind the script to the number, searching for it by name in the dialog.
  await page.goto('/ai/conf');
  const card = page.locator('.reception-card').filter({ hasText: NUMBER });
  await card.getByRole('button', { name: '请选择接待话术' }).click();
  const dialog = page.getByRole('dialog', { name: '选择接待话术' });
  await expect(dialog).toContainText(`接待号码：${NUMBER}`);
  await dialog.getByLabel('话术').click();
  await dialog.getByLabel('话术').pressSequentially(SCRIPT);
  // The visible option of the open list (the select also keeps hidden ones for screen readers).
  await page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
    .getByText(SCRIPT, { exact: true })
    .click();
  await dialog.getByRole('button', { name: OK }).click();
  await expect(page.getByText('保存成功')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(card).toContainText(`话术：${SCRIPT}`);

  // A customer calls: the script answers.
  const caller = freshPhone();
  const answered = await inboundCall(request, account.businessId, caller);
  expect(answered).toMatchObject({ answered: true });
  expect(answered.callResult).not.toBe('5');

  const rows = await callsFrom(page, caller);
  await expect(rows).toHaveCount(1);
  const row = rows.first();
  await expect(row.locator('td').nth(0)).toHaveText(NUMBER);
  await expect(row.locator('td').nth(1)).toHaveText(caller);
  await expect(row.locator('td').nth(2)).toHaveText(SCRIPT);
  await expect(row.locator('td').nth(3)).toHaveText(new RegExp(`^${shanghaiToday()} `));
  await row.getByRole('button', { name: '查看' }).click();
  const details = page.getByRole('dialog', { name: new RegExp(`^识别详情（${caller} `) });
  const conversation = details.getByRole('list', { name: '对话识别结果' });
  await expect(conversation.locator('.call-dialog-item').first()).toHaveClass(/call-dialog-robot/);
  await expect(conversation.locator('.call-dialog-item .call-dialog-bubble').first()).toHaveText(line);
  await details.getByRole('button', { name: '关闭' }).click();
  await expect(details).toBeHidden();

  // The report's AI接待 tab counts it, answered.
  await openReceptionReport(page);
  expect(await receptionFigure(page, '总呼叫量')).toBe(callsBefore + 1);
  expect(await receptionFigure(page, '接通量')).toBe(answeredBefore + 1);

  // 停止接待: the number has no script any more.
  await page.goto('/ai/conf');
  await stopReception(page, card);

  // The next customer is refused (拒接), and the refusal is listed without a script or a talk.
  const refusedCaller = freshPhone();
  const refused = await inboundCall(request, account.businessId, refusedCaller);
  expect(refused).toMatchObject({ answered: false, callResult: '5', grade: '', transferred: false });
  const refusedRows = await callsFrom(page, refusedCaller);
  await expect(refusedRows).toHaveCount(1);
  await expect(refusedRows.first().locator('td').nth(0)).toHaveText(NUMBER);
  await expect(refusedRows.first().locator('td').nth(2)).toHaveText('--');
  await expect(refusedRows.first().locator('td').nth(4)).toHaveText('0分0秒');

  // Counted as a call of the tab, not as an answered one.
  await openReceptionReport(page);
  expect(await receptionFigure(page, '总呼叫量')).toBe(callsBefore + 2);
  expect(await receptionFigure(page, '接通量')).toBe(answeredBefore + 1);
});
