import type { Page } from '@playwright/test';
import { registerAccount } from './support/accounts.ts';
import { expect, test } from './support/console-test.ts';
import { loginToShell, operator, sessionBusinessId } from './support/shell.ts';

// Scalar's bundled zod tries Function('') once to pick its fast path and falls back without eval,
// which the reference's policy does not allow.
test.use({ toleratedViolations: [/^script-src eval$/] });

test('接口文档 opens the API reference generated from the contract in a new window', async ({
  page,
  request,
  baseURL,
}) => {
  const account = await registerAccount(request);
  await loginToShell(page, account.phone, account.password);
  await operator(baseURL ?? '', 'flag', String(await sessionBusinessId(page)), 'menu', '{"openapi":true}');
  await page.reload();
  const docsLink = page.getByRole('link', { name: '接口文档' });
  let docs: Page | undefined;
  // The submenu opens on hover and may close, or still be moving, on a slow machine when the click
  // lands; then no window opens and the person clicks again.
  await expect(async () => {
    await page.getByRole('menu', { name: '主菜单' }).getByText('能力平台').hover();
    await expect(docsLink).toHaveAttribute('target', '_blank');
    [docs] = await Promise.all([page.waitForEvent('popup', { timeout: 5_000 }), docsLink.click({ timeout: 5_000 })]);
  }).toPass({ timeout: 40_000 });
  if (!docs) throw new Error('接口文档 opened no window');
  await expect(docs).toHaveURL(/\/api-docs\/?$/);
  // Scalar renders the document's title and its chapters (the contract's areas).
  await expect(docs.getByRole('heading', { name: '智能外呼 API' })).toBeVisible({ timeout: 20_000 });
  await expect(docs.getByText('数据统计').first()).toBeVisible();
  // The console stays where it was.
  await expect(page).toHaveURL(/\/report$/);
});

test('/openapi typed in goes to the API reference', async ({ page, request, baseURL }) => {
  const account = await registerAccount(request);
  await loginToShell(page, account.phone, account.password);
  await operator(baseURL ?? '', 'flag', String(await sessionBusinessId(page)), 'menu', '{"openapi":true}');
  await page.goto('/openapi');
  await expect(page).toHaveURL(/\/api-docs\/?$/);
});
