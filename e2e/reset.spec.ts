import { expect, test } from '@playwright/test';
import {
  captchaClientIdOf,
  captchaText,
  latestSmsCode,
  ownClientAddress,
  registerAccount,
} from './support/accounts.ts';

test.beforeEach(async ({ page }) => {
  await ownClientAddress(page);
});

test('reset form messages', async ({ page }) => {
  await page.goto('/yeta/reset');
  await page.getByRole('button', { name: '重置密码' }).click();
  await expect(page.getByText('请输入手机号码')).toBeVisible();
  await expect(page.getByText('请输入短信验证码')).toBeVisible();
  await expect(page.getByText('请输入密码')).toBeVisible();
  // The spec's reset form has no captcha.
  await expect(page.getByText('请输入图片验证码')).toHaveCount(0);
  await expect(page.getByAltText('图片验证码')).toHaveCount(0);
  await page.getByPlaceholder('请输入手机号码').fill('1380000');
  await expect(page.getByText('手机号码格式不正确')).toBeVisible();
  await page.getByPlaceholder(/请输入(新)?密码/).fill('12345678');
  await expect(page.getByText('密码为8-20位，须含字母+数字（不含特殊符号）')).toBeVisible();
});

test('a person resets the password with the SMS code and logs in with the new one', async ({ page, request }) => {
  const account = await registerAccount(request);
  await page.goto('/yeta/reset');
  await page.getByPlaceholder('请输入手机号码').fill(account.phone);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByRole('button', { name: /\d+秒后重发/ })).toBeDisabled();
  await expect(page.getByAltText('图片验证码')).toHaveCount(0);
  await page.getByPlaceholder('请输入短信验证码').fill(await latestSmsCode(request, account.phone));
  await page.getByPlaceholder(/请输入(新)?密码/).fill('changed99');
  await page.getByRole('button', { name: '重置密码' }).click();
  await expect(page.getByText('密码重置成功')).toBeVisible();
  await page.getByRole('button', { name: '去登录' }).click();
  await expect(page).toHaveURL(/\/yeta\/login$/);

  await page.getByPlaceholder('请输入手机号').fill(account.phone);
  await page.getByPlaceholder('请输入密码').fill('changed99');
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await expect(page).toHaveURL(/\/report$/);
});

test('a person asking for many codes from one address meets the captcha', async ({ page, request }) => {
  const accounts = [];
  for (let i = 0; i < 4; i++) accounts.push(await registerAccount(request));
  for (const account of accounts.slice(0, 3)) {
    await page.goto('/yeta/reset');
    await page.getByPlaceholder('请输入手机号码').fill(account.phone);
    await page.getByRole('button', { name: '获取验证码' }).click();
    await expect(page.getByRole('button', { name: /\d+秒后重发/ })).toBeDisabled();
  }
  const phone = accounts[3].phone;
  await page.goto('/yeta/reset');
  await page.getByPlaceholder('请输入手机号码').fill(phone);
  const clientId = await captchaClientIdOf(page, () => page.getByRole('button', { name: '获取验证码' }).click());
  await expect(page.getByText('短信发送频繁，请输入图片验证码')).toBeVisible();
  await expect(page.getByAltText('图片验证码')).toBeVisible();
  await page.getByPlaceholder('请输入图片验证码').fill(await captchaText(request, clientId, '2'));
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByRole('button', { name: /\d+秒后重发/ })).toBeDisabled();
  expect(await latestSmsCode(request, phone)).toMatch(/^\d{6}$/);
});

test('an unregistered phone cannot get a reset code', async ({ page }) => {
  await page.goto('/yeta/reset');
  await page.getByPlaceholder('请输入手机号码').fill('16611112222');
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByText('该手机号码未注册')).toBeVisible();
});
