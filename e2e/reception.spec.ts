import type { Page } from '@playwright/test';
import { post, registerAccount } from './support/accounts.ts';
import { expect, test } from './support/console-test.ts';
import { stopReception } from './support/reception.ts';
import { loginToShell, operator } from './support/shell.ts';

/**
 * AI接待 in Chromium against the real server: a fresh enterprise whose reception menu the operator
 * turns on, with the demo's published scripts and numbers and one more inbound line added by the
 * operator, binds a script to a number, changes it and stops the reception.
 */

const OK = /确\s*定/;

async function chooseScript(page: Page, name: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: '选择接待话术' });
  await dialog.getByLabel('话术').click();
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').getByText(name).first().click();
  await dialog.getByRole('button', { name: OK }).click();
  // The newest toast: the one of an earlier save may still be showing.
  await expect(page.getByText('保存成功').last()).toBeVisible();
  await expect(dialog).toBeHidden();
}

test('a fresh enterprise binds a published script to an inbound number, changes it and stops it', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const account = await registerAccount(request);
  const business = String(account.businessId);
  // The demo catalogue: published scripts, an inbound number (type 1) and a reception and
  // outbound line (type 3).
  await post(request, '/dev/traffic', { businessId: account.businessId, days: 1, calls: 1 });
  await operator(baseURL ?? '', 'line', business, '4008009900', 'type=3', 'name=接待二线');
  await operator(baseURL ?? '', 'flag', business, 'menu', '{"ai":true}');
  await operator(baseURL ?? '', 'balance', business, '0');

  await loginToShell(page, account.phone, account.password);
  // The submenu opens on hover and may close again on a slow machine before the click lands.
  await expect(async () => {
    await page.getByRole('menu', { name: '主菜单' }).getByText('AI接待').hover();
    await page.getByRole('link', { name: '接待配置' }).click({ timeout: 5_000 });
    await expect(page).toHaveURL(/\/ai\/conf$/, { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByText('您的账号余额不足，请充值后再来配置接待话术')).toBeVisible();
  await expect(page.getByRole('button', { name: '立即充值' })).toBeVisible();

  await operator(baseURL ?? '', 'balance', business, '500');
  await page.reload();
  const cards = page.locator('.reception-card');
  await expect(cards).toHaveCount(3);
  await expect(cards.locator('.reception-card-number')).toHaveText(['02160001002', '4008001001', '4008009900']);
  const card = cards.filter({ hasText: '4008001001' });
  await expect(card.getByRole('button', { name: '请选择接待话术' })).toBeVisible();

  // 确 定 without a script says what is missing.
  await card.getByRole('button', { name: '请选择接待话术' }).click();
  const dialog = page.getByRole('dialog', { name: '选择接待话术' });
  await dialog.getByRole('button', { name: OK }).click();
  await expect(dialog.locator('.ant-form-item-explain-error')).toHaveText('请选择接待话术');
  await chooseScript(page, '教育课程邀约');
  await expect(card).toContainText('话术：教育课程邀约');
  await expect(card.getByRole('button', { name: '停止接待' })).toBeVisible();

  await card.getByRole('button', { name: '更换话术' }).click();
  await chooseScript(page, '房产意向回访');
  await expect(card).toContainText('话术：房产意向回访');
  // The change survives a reload: the rule is the server's.
  await page.reload();
  await expect(cards.filter({ hasText: '4008001001' })).toContainText('话术：房产意向回访');

  await stopReception(page, card);
  await expect(card).not.toContainText('话术：');
});
