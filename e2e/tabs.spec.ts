import type { Page } from '@playwright/test';
import { registerAccount } from './support/accounts.ts';
import { expect, test } from './support/console-test.ts';
import { loginToShell, logoutFromShell } from './support/shell.ts';

/**
 * The tabs of one browser share one sign-in: a new tab opens signed in and signing out in one
 * signs out all. Another browser signing in with the account is still a login elsewhere.
 */
const shell = (page: Page) => page.getByRole('menu', { name: '主菜单' });
const endedDialog = (page: Page) => page.getByRole('dialog').filter({ hasText: '登录失效' });

/**
 * Resolves once the page's messaging stream is ready for pushes: it opens a few seconds after
 * the shell loads and is told the stored binding first. Start waiting before the page loads.
 */
function streamReady(page: Page): Promise<unknown> {
  return page
    .waitForEvent('websocket', { predicate: (socket) => socket.url().includes('/xmpp-websocket'), timeout: 30_000 })
    .then((stream) =>
      stream.waitForEvent('framereceived', {
        predicate: (frame) => String(frame.payload).includes('bindStatusNotify'),
        timeout: 20_000,
      }),
    );
}

test('a second tab opens the console signed in, neither tab is signed out, and 退出 signs out both', async ({
  page,
  request,
}) => {
  const account = await registerAccount(request);
  await loginToShell(page, account.phone, account.password);

  const second = await page.context().newPage();
  const secondStream = streamReady(second);
  await second.goto('/task/tasknow');
  await expect(shell(second)).toBeVisible();
  await expect(second).toHaveURL(/\/task\/tasknow$/);
  await expect(second.getByRole('button', { name: '账号菜单' })).toBeVisible();

  // Both tabs keep their session once the second's messaging stream is up, and both still work.
  await secondStream;
  await page.goto('/setting/info');
  await expect(page).toHaveURL(/\/setting\/info$/);
  await expect(shell(page)).toBeVisible();
  await second.reload();
  await expect(shell(second)).toBeVisible();
  await expect(endedDialog(page)).toHaveCount(0);
  await expect(endedDialog(second)).toHaveCount(0);

  await logoutFromShell(second);
  await expect(second).toHaveURL(/\/yeta\/login$/);
  await expect(page).toHaveURL(/\/yeta\/login$/);
  await page.goto('/report');
  await expect(page).toHaveURL(/\/yeta\/login\?redirect=/);
});

test('a login page open in another tab follows the sign-in of the first', async ({ page, request }) => {
  const account = await registerAccount(request);
  await page.goto('/yeta/login');
  const waiting = await page.context().newPage();
  await waiting.goto('/yeta/login');
  await expect(waiting.getByRole('button', { name: /登\s*录/ })).toBeVisible();

  await loginToShell(page, account.phone, account.password);
  await expect(shell(waiting)).toBeVisible();
  await expect(waiting).toHaveURL(/\/report$/);
});

test('another browser signing in is warned of the login elsewhere and ends every tab of the first', async ({
  page,
  browser,
  request,
}) => {
  const account = await registerAccount(request);
  const firstStream = streamReady(page);
  await loginToShell(page, account.phone, account.password);
  const second = await page.context().newPage();
  const secondStream = streamReady(second);
  await second.goto('/report');
  await expect(shell(second)).toBeVisible();
  await Promise.all([firstStream, secondStream]);

  const elsewhere = await browser.newContext();
  try {
    const other = await elsewhere.newPage();
    await other.goto('/yeta/login');
    await other.getByPlaceholder('请输入手机号').fill(account.phone);
    await other.getByPlaceholder('请输入密码').fill(account.password);
    await other.getByRole('button', { name: /登\s*录/ }).click();
    await expect(other.getByText(/已在其他电脑登录/)).toBeVisible();
    await other.getByRole('button', { name: '继续登录' }).click();
    await expect(shell(other)).toBeVisible();
  } finally {
    await elsewhere.close();
  }

  for (const tab of [page, second]) {
    await expect(endedDialog(tab)).toContainText('您的帐号已在其它地方登录，您已被强制退出');
  }
  await endedDialog(page).getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/\/yeta\/login$/);
  // The other tab's session ended with it: it leaves for the login too, its dialog closed.
  await expect(second).toHaveURL(/\/yeta\/login$/);
  await expect(endedDialog(second)).toHaveCount(0);
});
