import type { Browser, Page } from '@playwright/test';
import { freshPhone, post, registerAccount } from './support/accounts.ts';
import { expect, test } from './support/console-test.ts';
import { loginToShell, operator } from './support/shell.ts';

/**
 * Team management in Chromium against the real server: a new enterprise's master adds an
 * operator and two agents, each member's first login sets a password, a privilege the master
 * turns off disappears from the member's menu and API, both agents open their desks and a
 * transfer to their group rings the one idle longest, and a deletion shows in the audit log.
 */

const NEW_PASSWORD = 'team1234';

/** An enterprise of its own with the agent function and room for five agents. */
async function enterpriseWithAgents(request: Parameters<typeof registerAccount>[0], baseURL: string) {
  const account = await registerAccount(request);
  await post(request, '/dev/traffic', { businessId: account.businessId, days: 1, calls: 1 });
  await operator(baseURL, 'flag', String(account.businessId), 'function', '{"agent":true}');
  await operator(baseURL, 'flag', String(account.businessId), 'agent', '{"count":5}');
  return account;
}

const menuBar = (page: Page) => page.getByRole('menu', { name: '主菜单' });

/** A page of the main menu, as a person opens it: the group, then the page in its list. */
async function navigate(page: Page, group: string, item?: string): Promise<void> {
  const entry = menuBar(page).getByText(group, { exact: true });
  // A group of one page is a link of its own.
  if (!item) return entry.click();
  // The group's popup closes when the pointer leaves it, and re-renders when the member's
  // privileges change; on a busy machine a click may land on neither, so the hover is made again
  // until the click has taken the page elsewhere.
  const from = page.url();
  await expect(async () => {
    if (page.url() !== from) return;
    await entry.hover();
    await page.getByRole('menuitem', { name: item }).click({ timeout: 5_000 });
    await expect(page).not.toHaveURL(from, { timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
}

async function choose(page: Page, field: string, option: string): Promise<void> {
  await page.getByRole('dialog').getByLabel(field).click();
  await page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
    .getByText(option, { exact: true })
    .click();
}

/** 新增客服账号 through its dialog, as the master types it. */
async function addMember(page: Page, member: { role: string; surname: string; phone: string; group?: string }) {
  await page.getByRole('button', { name: '新增客服账号' }).click();
  const dialog = page.getByRole('dialog', { name: '添加成员' });
  await dialog.getByRole('radio', { name: member.role }).check();
  await dialog.getByLabel('姓名').fill(member.surname);
  await dialog.getByLabel('手机号').fill(member.phone);
  if (member.group) {
    await choose(page, '所属分组', member.group);
    await page.keyboard.press('Escape');
  }
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('保存成功').last()).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row', { name: new RegExp(member.surname) })).toBeVisible();
}

/** A member's first login: the last six digits of the phone, then a password of their own. */
async function firstLogin(browser: Browser, phone: string): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  await page.goto('/yeta/login');
  await page.getByPlaceholder('请输入手机号').fill(phone);
  await page.getByPlaceholder('请输入密码').fill(phone.slice(-6));
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await expect(page.getByRole('heading', { name: '设置新密码' })).toBeVisible();
  await expect(page).toHaveURL(/\/yeta\/password$/);
  await page.getByLabel('新密码', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('确认新密码').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByRole('menu', { name: '主菜单' })).toBeVisible();
  return page;
}

async function openDesk(page: Page): Promise<void> {
  await page.getByRole('button', { name: '坐席工作台' }).click();
  await expect(page).toHaveURL(/\/agentdesk$/);
  await expect(page.getByTestId('agent-groups')).toHaveText('售后一组');
  await page.getByRole('button', { name: /打开电话/ }).click();
  await expect(page.getByTestId('phone-state')).toHaveText('已打开');
  await expect(page.getByTestId('agent-state')).toHaveText('空闲');
}

/** The member's own report call, with the token of their console session. */
async function reportAnswerCode(page: Page, businessId: number): Promise<unknown> {
  return page.evaluate(async (business) => {
    const stored = JSON.parse(sessionStorage.getItem('console.session') ?? '{}');
    const token = stored.state.user.token as string;
    const response = await fetch(`/data/api/v1/eventSession/${business}/indexStatistics?token=${token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ beginTime: '20260101', endTime: '20260102', channelCode: 2 }),
    });
    return (await response.json()).code;
  }, businessId);
}

test('the master builds a team: first logins, a privilege taken away, a transfer to the idle-longest agent, the audit log', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const master = await enterpriseWithAgents(request, baseURL ?? '');
  const people = {
    operator: { role: '操作员', surname: '张操作', phone: freshPhone() },
    first: { role: '人工坐席', surname: '李坐席', phone: freshPhone(), group: '售后一组' },
    second: { role: '人工坐席', surname: '王坐席', phone: freshPhone(), group: '售后一组' },
  };

  await loginToShell(page, master.phone, master.password);
  await navigate(page, '团队管理');
  await expect(page).toHaveURL(/\/team\/team$/);

  await page.getByRole('button', { name: '新建分组' }).click();
  const groupDialog = page.getByRole('dialog', { name: '创建分组' });
  await groupDialog.getByLabel('分组名称').fill('售后一组');
  await choose(page, '转坐席策略', '最长空闲');
  await groupDialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByRole('button', { name: '售后一组（0）' })).toBeVisible();

  for (const member of Object.values(people)) await addMember(page, member);
  await expect(page.getByRole('button', { name: '售后一组（2）' })).toBeVisible();

  // The operator's first login, with 数据统计 in the menu.
  const operatorPage = await firstLogin(browser, people.operator.phone);
  await expect(menuBar(operatorPage).getByText('数据统计')).toBeVisible();
  expect(await reportAnswerCode(operatorPage, master.businessId)).toBe(0);

  // The master takes 数据统计 away.
  await page
    .getByRole('row', { name: /张操作/ })
    .getByRole('button', { name: '编辑' })
    .click();
  const editDialog = page.getByRole('dialog', { name: '编辑成员' });
  await expect(editDialog.getByRole('switch', { name: '数据统计' })).toBeChecked();
  await editDialog.getByRole('switch', { name: '数据统计' }).click();
  await editDialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('编辑成功')).toBeVisible();

  // The operator's next navigation no longer shows it, and the API refuses the report.
  await navigate(operatorPage, '话术库', '我的话术');
  await expect(operatorPage).toHaveURL(/\/speech\/myspeech$/);
  await expect(menuBar(operatorPage).getByText('数据统计')).toHaveCount(0);
  expect(await reportAnswerCode(operatorPage, master.businessId)).toBe(100403);

  // Both agents open their desks; the first waits longest.
  const firstDesk = await firstLogin(browser, people.first.phone);
  await openDesk(firstDesk);
  const secondDesk = await firstLogin(browser, people.second.phone);
  await openDesk(secondDesk);

  const [group] = await post(request, `/ac/api/v1/${master.businessId}/manage/acd/query`, {}, await sessionToken(page));
  await post(request, '/dev/telephony/transfer', {
    businessId: master.businessId,
    acdId: group.id,
    ani: '13912345678',
  });
  await expect(firstDesk.getByTestId('call-origin')).toHaveText('机器人转人工');
  await expect(firstDesk.getByTestId('call-state')).toHaveText('通话中');
  await expect(firstDesk.getByTestId('agent-state')).toHaveText('通话中');
  await expect(secondDesk.getByTestId('agent-state')).toHaveText('空闲');

  // The master deletes the first agent; the audit log says so.
  await page
    .getByRole('row', { name: /李坐席/ })
    .getByRole('button', { name: '删除' })
    .click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(page.getByText('删除成功')).toBeVisible();
  await expect(page.getByRole('row', { name: /李坐席/ })).toHaveCount(0);
  await page.getByRole('tab', { name: '操作日志' }).click();
  const deletion = page.getByRole('row', { name: /删除成员/ });
  await expect(deletion).toContainText('李坐席');
  await expect(deletion).toContainText('人工坐席');
});

async function sessionToken(page: Page): Promise<string> {
  const stored = await page.evaluate(() => sessionStorage.getItem('console.session'));
  return (JSON.parse(stored ?? '{}') as { state: { user: { token: string } } }).state.user.token;
}
