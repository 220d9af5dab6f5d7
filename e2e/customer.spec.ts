import type { Page } from '@playwright/test';
import { post } from './support/accounts.ts';
import { expect, test } from './support/console-test.ts';
import { loginToShell } from './support/shell.ts';
import { callingEnterprise, createCallingTask, sessionToken } from './support/tasks.ts';

/**
 * The customer centre as a person uses it: a task runs to the end on the carrier simulator, its
 * answered numbers become customers; the list finds one by its number and by 更多搜索, its detail
 * page takes a 跟进记录 and a new name, and the robot's call opens from the timeline, where
 * 人工分类 is saved and stays after a reload.
 */

const NUMBERS = Array.from({ length: 8 }, (_, i) => `1390003${String(i).padStart(4, '0')}`);

async function choose(page: Page, scope: ReturnType<Page['locator']>, field: string, option: string) {
  await scope.getByLabel(field, { exact: true }).click();
  await page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
    .getByTitle(option, { exact: true })
    .click();
}

test('customers of a finished task: search, follow up, edit and classify the call', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const account = await callingEnterprise(request, baseURL ?? '');
  const businessId = account.businessId;
  await loginToShell(page, account.phone, account.password);
  const token = await sessionToken(page);
  await createCallingTask(request, { token, businessId, name: '客户回访', script: '教育课程邀约', numbers: NUMBERS });
  const customers = () => post(request, `/crm/api/v1/crm/${businessId}/customer/queryCustomer`, {}, token);
  await expect.poll(async () => (await customers()).length, { timeout: 120_000 }).toBeGreaterThan(0);
  const [customer] = await customers();
  const tel = String(customer.tel_number);

  await page.goto('/customercenter');
  await expect(page.getByText(/^共\d+客户$/)).toBeVisible();
  await page.getByLabel('手机号码', { exact: true }).fill(tel.slice(-6));
  await page.getByRole('button', { name: /^搜\s*索$/ }).click();
  await expect(page.getByText('共1客户')).toBeVisible();
  const row = page.locator('tr.ant-table-row').filter({ hasText: tel });
  await expect(row).toContainText('客户回访');
  await expect(row).toContainText('AI初访');

  await page.getByRole('button', { name: '更多搜索' }).click();
  await choose(page, page.locator('form[aria-label="客户搜索"]'), '跟进阶段', '人工初访');
  await page.getByRole('button', { name: /^搜\s*索$/ }).click();
  await expect(page.getByText('暂无客户')).toBeVisible();
  await page.getByRole('button', { name: '收起' }).click();
  await page.getByRole('button', { name: /^搜\s*索$/ }).click();
  await expect(page.getByText('共1客户')).toBeVisible();

  await page.getByRole('checkbox', { name: '全部' }).check();
  await page.getByRole('button', { name: '导出Excel' }).click();
  await expect(page.getByText('已添加到下载中心，请前往下载中心')).toBeVisible();

  // The simulator dates a call's end by its simulated length, ahead of the clock; a 跟进记录 is
  // newer than the call only once that time has come.
  const traces = await post(
    request,
    `/crm/api/v1/crm/${businessId}/customer/queryCustomerTrace`,
    { tel_number: tel },
    token,
  );
  const lastCall = Math.max(
    ...traces.map((trace) => Date.parse(`${String(trace.time_trace).replace(' ', 'T')}+08:00`)),
  );
  await expect.poll(() => Date.now() - lastCall, { timeout: 90_000, intervals: [1_000] }).toBeGreaterThan(1_000);

  await row.getByRole('link', { name: '详情' }).click();
  await expect(page).toHaveURL(new RegExp(`/custinfo/${tel}/\\d+/\\d+$`));
  await expect(page.getByText('基本资料')).toBeVisible();
  await expect(page.getByText('当前跟进阶段：AI初访')).toBeVisible();

  const form = page.getByRole('form', { name: '跟进记录' });
  await choose(page, form, '拜访形式', '当面拜访');
  await choose(page, form, '跟进阶段', '客户意向');
  await choose(page, form, '意向等级', 'A');
  await form.getByLabel('跟进记录', { exact: true }).fill('约了下周到店试听');
  await form.getByRole('button', { name: /^提\s*交$/ }).click();
  await expect(page.getByText('提交成功')).toBeVisible();
  await expect(page.locator('.customer-trace').first()).toContainText('约了下周到店试听');
  await expect(page.getByText('当前跟进阶段：客户意向')).toBeVisible();

  await page.getByRole('button', { name: '编辑信息' }).click();
  const dialog = page.getByRole('dialog', { name: '编辑信息' });
  await dialog.getByLabel('客户姓名').fill('王小明');
  await dialog.getByLabel('QQ').fill('123');
  await dialog.getByRole('button', { name: /^保\s*存$/ }).click();
  await expect(dialog.getByText('qq格式不正确')).toBeVisible();
  await dialog.getByLabel('QQ').fill('123456');
  await dialog.getByRole('button', { name: /^保\s*存$/ }).click();
  await expect(page.getByText('保存成功')).toBeVisible();
  await expect(page.locator('.customer-profile')).toContainText('王小明');

  await page.getByRole('link', { name: '通话详情' }).first().click();
  await expect(page).toHaveURL(/\/custcall\/\d+\/\d+\/\d+$/);
  await expect(page.getByRole('list', { name: '对话识别结果' }).getByRole('listitem').first()).toBeVisible();
  await expect(page.locator('.customer-call')).toContainText('王小明');
  const manual = page.getByRole('group', { name: '人工分类' });
  // Saved 1.5 s after the last click: the reload waits for that request, not for a toast (the
  // profile's 保存成功 may still be showing).
  const saved = page.waitForResponse((response) => response.url().includes('/updateTagIntention'));
  await manual.getByRole('checkbox', { name: 'B', exact: true }).click();
  expect((await (await saved).json()).code).toBe(0);
  // The newest toast: the profile's may still be showing above it.
  await expect(page.getByText('保存成功').last()).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('group', { name: '人工分类' }).getByRole('checkbox', { name: 'B', exact: true }),
  ).toHaveAttribute('aria-checked', 'true');

  await page.getByRole('link', { name: '<返回' }).click();
  await expect(page).toHaveURL(new RegExp(`/custinfo/${tel}/`));
  await page.getByRole('link', { name: '<返回' }).click();
  await page.getByLabel('手机号码', { exact: true }).fill(tel);
  await page.getByRole('button', { name: /^搜\s*索$/ }).click();
  await expect(page.locator('tr.ant-table-row').filter({ hasText: tel }).first()).toContainText('王小明');
});
