import { expect, test } from '@playwright/test';
import { registerAccount } from './support/accounts.ts';
import { loginToShell, sessionBusinessId } from './support/shell.ts';

test('a binding change made elsewhere reaches the open page through the pushed bindStatusNotify', async ({
  page,
  request,
}) => {
  const account = await registerAccount(request);
  await loginToShell(page, account.phone, account.password);
  await page.goto('/setting/info');
  const card = page.locator('.ant-card').filter({ hasText: '微信绑定' });
  await expect(card.getByText('未绑定')).toBeVisible();

  await card.getByRole('button', { name: '绑定微信' }).click();
  const scanUrl = await page.getByRole('link', { name: '打开模拟扫码链接' }).getAttribute('href');
  await page
    .locator('.ant-modal-footer')
    .getByRole('button', { name: /关\s*闭/ })
    .click();
  expect(scanUrl).toBeTruthy();

  // The "phone" scans the code: a request from outside this page, which neither polls nor reloads.
  expect((await request.get(scanUrl as string)).ok()).toBe(true);
  await expect(card.getByText('已绑定')).toBeVisible({ timeout: 20_000 });

  const token = await page.evaluate(
    () =>
      (JSON.parse(sessionStorage.getItem('console.session') ?? '{}') as { state: { user: { token: string } } }).state
        .user.token,
  );
  const businessId = await sessionBusinessId(page);
  const unbind = await request.post(`/uc/api/v1/user/${businessId}/unbindWeixinMp?token=${token}`, { data: {} });
  expect((await unbind.json()).code).toBe(0);
  await expect(card.getByText('未绑定')).toBeVisible({ timeout: 20_000 });
});

test('a login elsewhere with kickOff shows the conflict message at once, with no other error behind it', async ({
  page,
  browser,
  request,
}) => {
  const account = await registerAccount(request);
  // The console opens its messaging stream a few seconds after the shell loads; the server tells
  // a stream the stored binding as soon as it is ready, which is when a push can reach it.
  const streamReady = page.waitForEvent('websocket', (socket) => socket.url().includes('/xmpp-websocket'));
  await loginToShell(page, account.phone, account.password);
  const stream = await streamReady;
  await stream.waitForEvent('framereceived', {
    predicate: (frame) => String(frame.payload).includes('bindStatusNotify'),
    timeout: 20_000,
  });

  const elsewhere = await browser.newContext();
  try {
    await loginToShell(await elsewhere.newPage(), account.phone, account.password);
  } finally {
    await elsewhere.close();
  }

  const dialog = page.getByRole('dialog').filter({ hasText: '登录失效' });
  await expect(dialog).toContainText('您的帐号已在其它地方登录，您已被强制退出');
  await expect(page.getByText('长时间未操作，请重新登录')).toHaveCount(0);
  await expect(page.locator('.ant-message-error')).toHaveCount(0);

  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/\/yeta\/login$/);
});
