import type { Page } from '@playwright/test';
import { post } from './support/accounts.ts';
import { expect, test } from './support/console-test.ts';
import { loginToShell } from './support/shell.ts';
import { callingEnterprise } from './support/tasks.ts';

/**
 * A calling task in Chromium against the real server and its dialer on the carrier simulator: a
 * verified enterprise with credit uploads numbers with bad and repeated rows, ignores them, creates
 * the task and watches it run to the end, then finds it in the history, opens its detail page
 * (tiles, records, 识别详情) and exports its report to the download centre.
 */

const NUMBERS = Array.from({ length: 20 }, (_, i) => `1390001${String(i).padStart(4, '0')}`);

function dateTime(date: Date): string {
  const shanghai = new Date(date.getTime() + 8 * 3_600_000);
  return shanghai.toISOString().slice(0, 19).replace('T', ' ');
}

async function chooseOption(page: Page, field: string, option: string): Promise<void> {
  await page.getByRole('dialog').getByLabel(field).click();
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').getByText(option).first().click();
}

test('a task from a numbers file with bad rows runs to the end on the carrier simulator', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const account = await callingEnterprise(request, baseURL ?? '');
  const business = String(account.businessId);

  await loginToShell(page, account.phone, account.password);
  await page.goto('/task/tasknow');
  await expect(page.getByText('当前暂无任务')).toBeVisible();
  await page.getByRole('button', { name: '创建任务' }).first().click();
  const dialog = page.getByRole('dialog', { name: '创建任务' });
  await dialog.getByLabel('任务名称').fill('回访一');
  await chooseOption(page, '话术', '教育课程邀约');

  const csv = ['手机号码', ...NUMBERS, '12345', 'abc', NUMBERS[0]].join('\n');
  await dialog
    .getByLabel('外呼数据文件')
    .setInputFiles({ name: '号码.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  const warning = page.getByRole('dialog', { name: '提示' });
  await expect(warning).toContainText('超过5%的号码格式错误');
  await warning.getByRole('button', { name: '忽略错误号码' }).click();
  await expect(dialog).toContainText('号码.csv');

  await chooseOption(page, '外显号码', '上海外呼一线');
  await page.keyboard.press('Escape');
  const now = new Date();
  await dialog.getByPlaceholder('请选择开始时间').fill(dateTime(new Date(now.getTime() - 60_000)));
  await dialog.getByPlaceholder('请选择开始时间').press('Enter');
  await dialog.getByPlaceholder('请选择结束时间').fill(dateTime(new Date(now.getTime() + 86_400_000)));
  await dialog.getByPlaceholder('请选择结束时间').press('Enter');
  await dialog.getByRole('checkbox').last().check();
  await dialog.getByRole('button', { name: '开始创建' }).click();
  await expect(page.getByText('创建成功')).toBeVisible();

  const card = page.locator('.task-card', { hasText: '回访一' });
  await expect(card).toContainText('号码量');
  await expect(card).toContainText('20');
  // The test may run at any hour: the task's windows become the whole day through the API.
  const token = await page.evaluate(
    () => JSON.parse(sessionStorage.getItem('console.session') ?? '{}').state.user.token,
  );
  const [task] = await post(request, `/outbound/api/v1/outbound/taskquery/${business}/searchTaskList`, {}, token);
  await post(
    request,
    `/outbound/api/v1/outbound/taskmanage/${business}/modifyTask`,
    { taskId: task.taskId, taskConfig: { timeRange: ['00:00:00-12:00:00', '12:00:00-24:00:00'] } },
    token,
  );

  // It calls, then ends: the card says so and stays until the page is left; the task is history's.
  await expect(card.locator('.task-card-status')).toHaveText('已完成', { timeout: 60_000 });
  await expect(card).toContainText('进度：20/20');
  await expect(card.getByRole('button', { name: '暂停' })).toHaveCount(0);
  await page.goto('/task/tasknow');
  await expect(card).toHaveCount(0);
  await page.goto('/task/taskhistory');
  const row = page.getByRole('row', { name: /回访一/ });
  await expect(row).toContainText('已完成');
  await expect(row).toContainText('教育课程邀约');

  // The detail page: every number was called once (no redial round), each call is a record.
  await row.getByRole('link', { name: '回访一' }).click();
  await expect(page).toHaveURL(new RegExp(`/taskinfo\\?businessId=${business}&taskId=${task.taskId}&speechSkillId=`));
  const tiles = page.getByRole('definition');
  await expect(tiles.nth(0)).toHaveText('20个');
  await expect(tiles.nth(1)).toHaveText('20个');
  await expect(tiles.nth(2)).toHaveText('20个');
  await expect(tiles.nth(4)).toHaveText(/^\d+\.\d%$/);
  const records = page.locator('.task-record-table');
  await expect(records.getByText('共 20 条')).toBeVisible();
  await expect(records.locator('tbody tr.ant-table-row')).toHaveCount(10);
  const numbers = await records.locator('tbody tr.ant-table-row td:first-child').allTextContents();
  expect(numbers.every((number) => NUMBERS.includes(number))).toBe(true);

  // 识别详情 of a call the customer answered: the recording, then the robot's lines. Which calls
  // were answered, and so on which page they list, depends on the dialling order: the longest
  // calls first puts them on this page.
  const talkTime = records.getByRole('columnheader', { name: '通话时长' });
  await talkTime.click();
  await expect(talkTime).toHaveAttribute('aria-sort', 'descending');
  const answered = records
    .locator('tbody tr.ant-table-row', { has: page.getByRole('button', { name: '查看' }) })
    .first();
  await answered.getByRole('button', { name: '查看' }).click();
  const details = page.getByRole('dialog', { name: /识别详情/ });
  await expect(details.getByLabel('通话录音')).toBeAttached();
  const robotLine = details.locator('.call-dialog-robot .call-dialog-bubble').first();
  await expect(robotLine).not.toBeEmpty();
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();
  await expect(answered).toHaveClass(/task-record-viewed/);

  // 下载报表 becomes a task of the download centre.
  await page.getByRole('button', { name: '下载报表' }).click();
  await expect(page.getByText('已添加到下载中心，请到下载中心查看')).toBeVisible();
  await page.getByRole('button', { name: '下载中心' }).click();
  await expect(page.getByRole('dialog', { name: '下载中心' })).toContainText('回访一-任务报表.xlsx');
});
