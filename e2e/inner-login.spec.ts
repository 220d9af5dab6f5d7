import { expect, test } from '@playwright/test';
import { demo } from './support/accounts.ts';

test('inner login validates its three fields and signs the operator in to the enterprise', async ({ page }) => {
  await page.goto('/login_inner');
  const submit = page.getByRole('button', { name: /登\s*录/ });
  await submit.click();
  await expect(page.getByText('手机号不能为空')).toBeVisible();
  await expect(page.getByText('密码不能为空')).toBeVisible();
  await expect(page.getByText('企业ID不能为空')).toBeVisible();

  await page.getByPlaceholder('请输入手机号').fill(demo.operator.phone);
  await page.getByPlaceholder('请输入密码').fill(demo.operator.password);
  await page.getByPlaceholder('请输入企业ID').fill(demo.operator.businessId);
  await submit.click();
  await expect(page).toHaveURL(/\/report$/);
  await expect(page.getByText(demo.businessName)).toBeVisible();
});

test('a member cannot use the inner login', async ({ page }) => {
  await page.goto('/login_inner');
  await page.getByPlaceholder('请输入手机号').fill(demo.member.phone);
  await page.getByPlaceholder('请输入密码').fill(demo.member.password);
  await page.getByPlaceholder('请输入企业ID').fill(demo.operator.businessId);
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await expect(page.getByText('权限不足')).toBeVisible();
});
