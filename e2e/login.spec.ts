import type { Page } from '@playwright/test';
import { captchaClientIdOf, captchaText, demo, registerAccount } from './support/accounts.ts';
import { expect, test } from './support/console-test.ts';
import { logoutFromShell } from './support/shell.ts';

async function fillLogin(page: Page, phone: string, password: string) {
  await page.getByPlaceholder('请输入手机号').fill(phone);
  await page.getByPlaceholder('请输入密码').fill(password);
}

test('/ goes to the yeta login page', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/yeta\/login$/);
  await expect(page.getByRole('button', { name: /登\s*录/ })).toBeVisible();
});

test('the demo master logs in to a live report of the demo traffic, opens AI接待 and logs out from the avatar menu', async ({
  page,
}) => {
  await page.goto('/yeta/login');
  await fillLogin(page, demo.master.phone, demo.master.password);
  await page.getByPlaceholder('请输入密码').press('Enter');
  await expect(page).toHaveURL(/\/report$/);
  await expect(page.getByText(demo.master.surname)).toBeVisible();
  await expect(page.getByText(demo.businessName)).toBeVisible();

  // The seed's 30 days of demo calls: non-zero tiles and drawn charts.
  await page.getByPlaceholder('开始日期').first().click();
  await page.getByText('过去30天', { exact: true }).click();
  await page.getByRole('button', { name: /查\s*询/ }).click();
  const totalCall = page.locator('.report-tile', { has: page.getByText('总呼叫量', { exact: true }) }).locator('dd');
  await expect(totalCall).toHaveText(/^[1-9][\d,]*$/);
  await expect(page.getByRole('img', { name: /通话分析折线图/ }).locator('svg')).toBeVisible();
  // The pies' accessible names carry their figures: at least one bucket above zero.
  await expect(page.getByRole('img', { name: /^通话时长分布：.*[1-9]/ })).toBeVisible();
  await expect(page.getByRole('img', { name: /^对话轮次分布：.*[1-9]/ })).toBeVisible();

  // Every menu of the demo is on, so a newcomer meets every page: AI接待's data and configuration.
  // Here rather than in a test of its own: a second login of the demo master would end this one.
  await page.goto('/ai/data');
  await expect(page.getByRole('columnheader', { name: '被叫号码' })).toBeVisible();
  await page.goto('/ai/conf');
  await expect(page.locator('.reception-card').first()).toBeVisible();
  await expect(page.getByText('抱歉，您无权访问该页面')).toHaveCount(0);
  await expect(page.getByText('权限不足')).toHaveCount(0);
  await logoutFromShell(page);
  await expect(page).toHaveURL(/\/yeta\/login$/);
});

test('login form messages', async ({ page }) => {
  await page.goto('/yeta/login');
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await expect(page.getByText('手机号不能为空')).toBeVisible();
  await expect(page.getByText('密码不能为空')).toBeVisible();
  await page.getByPlaceholder('请输入手机号').fill('12345');
  await expect(page.getByText('手机号格式错误')).toBeVisible();
});

test('server errors are shown: unregistered phone and wrong password', async ({ page }) => {
  await page.goto('/yeta/login');
  await fillLogin(page, '16600000000', 'whatever1');
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await expect(page.getByText('该手机号码未注册')).toBeVisible();
  await fillLogin(page, demo.member.phone, 'wrong1234');
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await expect(page.getByText('请输入正确的密码')).toBeVisible();
});

test('three wrong passwords bring the captcha, which then lets the right password in', async ({ page, request }) => {
  const account = await registerAccount(request);
  await page.goto('/yeta/login');
  const login = page.getByRole('button', { name: /登\s*录/ });
  for (let attempt = 1; attempt <= 2; attempt++) {
    await fillLogin(page, account.phone, `wrong${attempt}234`);
    // Wait for this attempt's answer: the previous attempt's message may still be on screen, and a
    // click while the button is loading submits nothing.
    await Promise.all([page.waitForResponse(/\/account\/login/), login.click()]);
    await expect(page.getByText('请输入正确的密码').last()).toBeVisible();
    await expect(page.getByPlaceholder('请输入验证码')).toHaveCount(0);
  }
  await fillLogin(page, account.phone, 'wrong3234');
  const clientId = await captchaClientIdOf(page, () => login.click());
  const captchaInput = page.getByPlaceholder('请输入验证码');
  await expect(captchaInput).toBeVisible();

  await fillLogin(page, account.phone, account.password);
  await login.click();
  await expect(page.getByText('验证码不能为空')).toBeVisible();

  await captchaInput.fill(await captchaText(request, clientId, '0'));
  await login.click();
  await expect(page).toHaveURL(/\/report$/);
});

test('a login elsewhere asks to continue; an old tab without messaging learns it on its next action', async ({
  browser,
  request,
}) => {
  const account = await registerAccount(request);
  const first = await (await browser.newContext()).newPage();
  // Without the messaging channel (realtime.spec.ts has the push): the answer 709004 tells it.
  await first.routeWebSocket(/\/xmpp-websocket/, (socket) => socket.close());
  await first.goto('/yeta/login');
  await fillLogin(first, account.phone, account.password);
  await first.getByRole('button', { name: /登\s*录/ }).click();
  await expect(first).toHaveURL(/\/report$/);

  const second = await (await browser.newContext()).newPage();
  await second.goto('/yeta/login');
  await fillLogin(second, account.phone, account.password);
  await second.getByRole('button', { name: /登\s*录/ }).click();
  await expect(second.getByText(/已在其他电脑登录/)).toBeVisible();
  await second.getByRole('button', { name: '继续登录' }).click();
  await expect(second).toHaveURL(/\/report$/);

  await logoutFromShell(first);
  await expect(first.getByText('登录失效')).toBeVisible();
  await expect(first.getByText('您的帐号已在其它地方登录，您已被强制退出')).toBeVisible();
  await expect(first.getByText('长时间未操作，请重新登录')).toHaveCount(0);
  await first.getByRole('button', { name: /确\s*定|OK/ }).click();
  await expect(first).toHaveURL(/\/yeta\/login/);
});

test('a protected URL without a session goes to the stored brand login and comes back after login', async ({
  page,
  request,
}) => {
  const account = await registerAccount(request);
  await page.goto('/zhiyu/login');
  await page.goto('/report');
  await expect(page).toHaveURL(/\/zhiyu\/login\?redirect=/);
  await fillLogin(page, account.phone, account.password);
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await expect(page).toHaveURL(/\/report$/);
});
