import type { APIRequestContext, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { post } from './support/accounts.ts';
import { createAgent } from './support/agents.ts';
import { expect, test } from './support/console-test.ts';
import { loginToShell, operator } from './support/shell.ts';
import { callingEnterprise, createCallingTask, publishTransfersTo, sessionToken } from './support/tasks.ts';

/**
 * What a task's run does beyond its card, in Chromium against the real server and its dialer on
 * the carrier simulator: an .xlsx of 200 rows with bad, repeated and blacklisted numbers, redial
 * rounds, the suppression of customers who refuse, the report, and a robot transfer ringing an
 * open agent desk.
 */

const outbound = (business: number, path: string) =>
  `/outbound/api/v1/outbound/${path.replace('{b}', String(business))}`;

/** 200 rows: 186 distinct mobiles, 10 malformed, 3 repeated and the blacklisted one. */
function numbersFile(blacklisted: string): { rows: string[]; valid: string[] } {
  const valid = Array.from({ length: 186 }, (_, i) => `1370002${String(i).padStart(4, '0')}`);
  const bad = Array.from({ length: 10 }, (_, i) => `12${i}45`);
  const rows = [...valid, ...bad, valid[0], valid[1], valid[2], blacklisted];
  return { rows, valid };
}

async function xlsxOf(rows: string[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('外呼数据');
  sheet.addRow(['手机号码']);
  for (const row of rows) sheet.addRow([row]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function chooseOption(page: Page, field: string, option: string): Promise<void> {
  await page.getByRole('dialog').getByLabel(field).click();
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').getByText(option).first().click();
}

function dateTime(date: Date): string {
  const shanghai = new Date(date.getTime() + 8 * 3_600_000);
  return shanghai.toISOString().slice(0, 19).replace('T', ' ');
}

interface HistoryRow {
  taskId: number;
  status: number;
  numberCount: number;
}

async function historyRow(request: APIRequestContext, business: number, token: string, name: string) {
  const rows = (await post(
    request,
    outbound(business, 'taskquery/{b}/searchHistoryTaskList'),
    { taskName: name, pageIndex: 1, pageSize: 10 },
    token,
  )) as unknown as HistoryRow[];
  return rows[0];
}

test('an xlsx task skips bad and listed rows, redials, and suppresses refusals for the next task', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const account = await callingEnterprise(request, baseURL ?? '');
  const business = account.businessId;
  await loginToShell(page, account.phone, account.password);
  const token = await sessionToken(page);
  const blacklisted = '13700029999';
  await post(request, outbound(business, 'blacklist/{b}/add'), { number: blacklisted, reason: '投诉' }, token);
  const { rows, valid } = numbersFile(blacklisted);

  await page.goto('/task/tasknow');
  await page.getByRole('button', { name: '创建任务' }).first().click();
  const dialog = page.getByRole('dialog', { name: '创建任务' });
  await dialog.getByLabel('任务名称').fill('表格外呼');
  await chooseOption(page, '话术', '教育课程邀约');
  await dialog.getByLabel('外呼数据文件').setInputFiles({
    name: '号码.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await xlsxOf(rows),
  });
  // 14 of 200 rows (7%) are refused: over the 5% the dialog warns about.
  const warning = page.getByRole('dialog', { name: '提示' });
  await expect(warning).toContainText('超过5%的号码格式错误');
  await warning.getByRole('button', { name: '忽略错误号码' }).click();
  await expect(dialog).toContainText('号码.xlsx');
  await chooseOption(page, '外显号码', '上海外呼一线');
  await page.keyboard.press('Escape');
  // 未接通再次外呼: once more, 2 s later.
  await chooseOption(page, '外呼次数', '1次');
  await chooseOption(page, '外呼间隔时间', '2秒');
  const now = new Date();
  await dialog.getByPlaceholder('请选择开始时间').fill(dateTime(new Date(now.getTime() - 60_000)));
  await dialog.getByPlaceholder('请选择开始时间').press('Enter');
  await dialog.getByPlaceholder('请选择结束时间').fill(dateTime(new Date(now.getTime() + 86_400_000)));
  await dialog.getByPlaceholder('请选择结束时间').press('Enter');
  await dialog.getByRole('checkbox').last().check();
  await dialog.getByRole('button', { name: '开始创建' }).click();
  await expect(page.getByText('创建成功')).toBeVisible();

  const created = await historyRow(request, business, token, '表格外呼');
  expect(created.numberCount).toBe(valid.length);
  // The test may run at any hour: the windows become the whole day through the API.
  await post(
    request,
    outbound(business, 'taskmanage/{b}/modifyTask'),
    { taskId: created.taskId, taskConfig: { timeRange: ['00:00:00-12:00:00', '12:00:00-24:00:00'] } },
    token,
  );
  const card = page.locator('.task-card', { hasText: '表格外呼' });
  await expect(card.locator('.task-card-status')).toHaveText('已完成', { timeout: 90_000 });

  // Unanswered numbers were called again: more calls than numbers called.
  const done = await historyRow(request, business, token, '表格外呼');
  expect(done.status).toBe(4);
  const [figures] = (await post(
    request,
    `/data/api/v1/outbound/${business}/taskStatistics`,
    { taskId: done.taskId, channelCode: 2, businessId: business },
    token,
  )) as unknown as { totalCall: number; totalCallTel: number }[];
  expect(figures.totalCallTel).toBe(valid.length);
  expect(figures.totalCall).toBeGreaterThan(figures.totalCallTel);
  // The blacklisted number never got a call.
  const records = await post(
    request,
    `/data/api/v1/outbound/${business}/queryTaskDataReport`,
    { taskId: done.taskId, channelCode: 2, businessId: business, telNumber: blacklisted, pageIndex: 1, pageSize: 10 },
    token,
  );
  expect(records).toEqual([]);

  // The report counts the task's calls: today's 总呼叫量 holds them (and the one demo call, if today's).
  await page.goto('/report');
  await page.getByPlaceholder('开始日期').first().click();
  await page.getByText('今天', { exact: true }).click();
  const total = page
    .locator('.report-tile', { has: page.getByText('总呼叫量', { exact: true }) })
    .locator('dd')
    .first();
  await expect
    .poll(async () => Number((await total.textContent())?.replaceAll(',', '')))
    .toBeGreaterThanOrEqual(figures.totalCall);
  expect(Number((await total.textContent())?.replaceAll(',', ''))).toBeLessThanOrEqual(figures.totalCall + 1);

  // Customers who said 别再打了 are suppressed: the next upload of the same file refuses them.
  const suppressed = (await post(
    request,
    outbound(business, 'suppression/{b}/query'),
    { pageIndex: 1, pageSize: 100 },
    token,
  )) as unknown as { number: string }[];
  expect(suppressed.length).toBeGreaterThan(0);
  expect(valid).toEqual(expect.arrayContaining(suppressed.map((row) => row.number)));
  const [script] = await post(
    request,
    `/brain/api/v1/speechSkill/${business}/querySpeechSkill`,
    { name: '教育课程邀约', status: 4, pageIndex: 1, pageSize: 10, sysType: 2 },
    token,
  );
  const upload = await request.post(outbound(business, `taskmanage/{b}/uploadTaskFile?token=${token}`), {
    multipart: {
      OBJECT: { name: '号码.xlsx', mimeType: 'application/octet-stream', buffer: await xlsxOf(rows) },
      fileSuffix: 'xlsx',
      speechSkillId: String(script.id),
    },
  });
  const [checked] = (await upload.json()).result.rows as { errorRate: number }[];
  expect(checked.errorRate).toBeCloseTo((14 + suppressed.length) / 200, 6);
});

/**
 * A fresh enterprise that may call, whose master is an agent signed in on the page with the agent
 * desk open and its phone registered (打开电话), and the course script published with its transfer
 * nodes pointed at the agent's group, or at no group (any idle agent). Answers the session.
 */
async function deskAwaitingTransfers(
  page: Page,
  request: APIRequestContext,
  baseURL: string,
  transferTo: 'group' | 'anyAgent',
) {
  const agent = await createAgent(request, baseURL);
  const business = agent.businessId;
  await operator(baseURL, 'status', String(business), '2');
  await operator(baseURL, 'balance', String(business), '500');
  await loginToShell(page, agent.phone, agent.password);
  const token = await sessionToken(page);
  const [group] = await post(request, `/ac/api/v1/${business}/manage/acd/query`, {}, token);
  const transfers = {
    token,
    businessId: business,
    script: '教育课程邀约',
    acdGroupId: transferTo === 'group' ? Number(group.id) : undefined,
  };
  // The enterprise has an idle agent for either: publishing warns of nothing.
  expect(await publishTransfersTo(request, baseURL, transfers)).toEqual([]);

  await page.getByRole('button', { name: '坐席工作台' }).click();
  await expect(page.getByTestId('agent-dn')).toHaveText(agent.dn);
  await page.getByRole('button', { name: /打开电话/ }).click();
  await expect(page.getByTestId('phone-state')).toHaveText('已打开');
  return { token, businessId: business };
}

/** A task of the course script calls 60 numbers from `prefix`: the desk rings with one as a robot transfer. */
async function deskRingsForTask(
  page: Page,
  request: APIRequestContext,
  task: { token: string; businessId: number; name: string; prefix: string },
): Promise<void> {
  const numbers = Array.from({ length: 60 }, (_, i) => `${task.prefix}${String(i).padStart(4, '0')}`);
  await createCallingTask(request, { ...task, script: '教育课程邀约', numbers });
  await expect(page.getByTestId('call-origin')).toHaveText('机器人转人工', { timeout: 60_000 });
  expect(numbers).toContain(await page.getByTestId('call-number').textContent());
}

test('a robot transfer rings the open agent desk with the conversation so far', async ({ page, request, baseURL }) => {
  test.setTimeout(120_000);
  const session = await deskAwaitingTransfers(page, request, baseURL ?? '', 'group');
  await deskRingsForTask(page, request, { ...session, name: '转人工', prefix: '1370003' });
  // The desk shows what the robot and the customer said before the transfer.
  const transcript = page.getByTestId('transcript');
  await expect(transcript.locator('li').first()).toContainText('机器人');
  await expect(page.getByTestId('call-state')).toHaveText('通话中');
});

test("a task's transfer with no group rings the idle agent desk", async ({ page, request, baseURL }) => {
  test.setTimeout(120_000);
  // The agent is in a group, but the script names none: any idle agent of the enterprise will do.
  const session = await deskAwaitingTransfers(page, request, baseURL ?? '', 'anyAgent');
  await deskRingsForTask(page, request, { ...session, name: '任意坐席', prefix: '1370004' });
});
