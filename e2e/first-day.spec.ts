import { registerAccount } from './support/accounts.ts';
import { expect, test } from './support/console-test.ts';
import { loginToShell, operator } from './support/shell.ts';
import { callingEnterprise, createCallingTask, historyStatus, sessionToken, taskRecords } from './support/tasks.ts';
import { submitVerification } from './support/verification.ts';

/**
 * A self-registered enterprise's first day without the platform operator's help: the fee banner
 * and 立即充值 lead to a page it may open, its first task's calls read as they happened, the header
 * takes the verified name once the operator approves it, and the intention grades are there to
 * filter and follow up with from the registration on.
 */

const NO_PERMISSION = '抱歉，您无权访问该页面';
const VERIFIED_NAME = '杭州漫步科技有限公司';

test("a new enterprise's 去充值 and 立即充值 open the payment page", async ({ page, request, baseURL }) => {
  const account = await registerAccount(request);
  await loginToShell(page, account.phone, account.password);
  await expect(page.getByText('您的企业通信费不足，外呼将无法进行。')).toBeVisible();
  await page.getByRole('link', { name: '去充值' }).click();
  await expect(page).toHaveURL(/\/setting\/recharge$/);
  await expect(page.getByText('功能建设中')).toBeVisible();
  await expect(page.getByText(NO_PERMISSION)).toHaveCount(0);

  // Verified but without credit, 当前任务 asks for a recharge.
  await operator(baseURL ?? '', 'status', String(account.businessId), '2');
  await page.goto('/task/tasknow');
  await page.getByRole('button', { name: '立即充值' }).click();
  await expect(page).toHaveURL(/\/setting\/recharge$/);
  await expect(page.getByText('功能建设中')).toBeVisible();
  await expect(page.getByText(NO_PERMISSION)).toHaveCount(0);
});

interface RecordRow {
  tel_number: string;
  time_callout: string;
  call_index: number;
  task_data_id: number;
}

/** A record's 外呼时间 (the enterprises' zone, Shanghai) as a moment. */
const momentOf = (shown: string) => Date.parse(`${shown.replace(' ', 'T')}+08:00`);

test("a task's calls begin after it started, in the order they were placed", async ({ page, request, baseURL }) => {
  test.setTimeout(120_000);
  const account = await callingEnterprise(request, baseURL ?? '');
  const businessId = account.businessId;
  await loginToShell(page, account.phone, account.password);
  const token = await sessionToken(page);
  const numbers = Array.from({ length: 8 }, (_, i) => `1390003${String(i).padStart(4, '0')}`);
  // 外呼时间 shows whole seconds.
  const started = Math.floor(Date.now() / 1000) * 1000;
  const { taskId, speechSkillId } = await createCallingTask(request, {
    token,
    businessId,
    name: '首日外呼',
    script: '教育课程邀约',
    numbers,
  });
  const owner = { token, businessId };
  await expect.poll(() => historyStatus(request, owner, '首日外呼'), { timeout: 90_000 }).toBe(4);
  const finished = Date.now();

  const records = await taskRecords<RecordRow>(request, owner, taskId);
  expect(records.length).toBeGreaterThanOrEqual(numbers.length);
  for (const record of records) {
    expect(momentOf(record.time_callout), record.time_callout).toBeGreaterThanOrEqual(started);
    expect(momentOf(record.time_callout), record.time_callout).toBeLessThanOrEqual(finished);
  }
  // Numbers are called in file order: each first call was placed no earlier than the one before.
  const firstCalls = records
    .filter((record) => record.call_index === 1)
    .sort((a, b) => a.task_data_id - b.task_data_id)
    .map((record) => momentOf(record.time_callout));
  expect(firstCalls).toHaveLength(numbers.length);
  expect(firstCalls).toEqual([...firstCalls].sort((a, b) => a - b));

  await page.goto(`/taskinfo?businessId=${businessId}&taskId=${taskId}&speechSkillId=${speechSkillId}`);
  await expect(page.getByRole('row').filter({ hasText: records[0].tel_number }).first()).toBeVisible();
});

test('a new enterprise takes its verified name and grades A-D from its first day', async ({
  page,
  request,
  baseURL,
}) => {
  const account = await registerAccount(request);
  await loginToShell(page, account.phone, account.password);
  const header = page.getByTitle(`企业ID ${account.businessId}`);
  await expect(header).toHaveText(`企业${account.phone.slice(-4)}`);

  await submitVerification(page, VERIFIED_NAME);
  await operator(baseURL ?? '', 'status', String(account.businessId), '2');
  await page.reload();
  await expect(header).toHaveText(VERIFIED_NAME);
  await page.goto('/setting/info');
  const profile = page.locator('.ant-card').filter({ hasText: '基本信息' });
  await expect(profile.locator('.ant-descriptions-item').filter({ hasText: '企业名称' })).toContainText(VERIFIED_NAME);

  await page.goto('/customercenter');
  await page.getByLabel('意向程度', { exact: true }).click();
  const options = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option');
  await expect(options).toHaveText(['A', 'B', 'C', 'D']);
});
