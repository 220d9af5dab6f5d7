import { accountApi } from '@console/contracts';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { captchaClientIdOf, captchaText, freshPhone, latestSmsCode, ownClientAddress } from './support/accounts.ts';

test.beforeEach(async ({ page }) => {
  await ownClientAddress(page);
});

/**
 * Fills the whole form as a person would, top to bottom: the SMS code (sent without the captcha
 * while this address is within its budget) from the simulated outbox, then the captcha for 注册.
 */
async function fillRegistration(
  page: Page,
  request: APIRequestContext,
  options: { path: string; phone: string; wrongSmsCode?: boolean },
) {
  const clientId = await captchaClientIdOf(page, () => page.goto(options.path));
  await page.getByPlaceholder('请输入手机号码').fill(options.phone);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByRole('button', { name: /\d+秒后重发/ })).toBeDisabled();
  const code = await latestSmsCode(request, options.phone);
  const wrongCode = code === '000000' ? '111111' : '000000';
  await page.getByPlaceholder('请输入短信验证码').fill(options.wrongSmsCode ? wrongCode : code);
  await page.getByPlaceholder('请输入密码').fill('newpass123');
  await page.getByPlaceholder('请输入图片验证码').fill(await captchaText(request, clientId, '1'));
  await page.getByRole('button', { name: /注\s*册/ }).click();
}

test('register form messages', async ({ page }) => {
  await page.goto('/yeta/register');
  await page.getByRole('button', { name: /注\s*册/ }).click();
  await expect(page.getByText('请输入手机号码')).toBeVisible();
  await expect(page.getByText('请输入短信验证码')).toBeVisible();
  await expect(page.getByText('请输入密码')).toBeVisible();
  await expect(page.getByText('请输入图片验证码')).toBeVisible();
  await page.getByPlaceholder('请输入手机号码').fill('123');
  await expect(page.getByText('手机号码格式不正确')).toBeVisible();
  await page.getByPlaceholder('请输入密码').fill('abcdefgh');
  await expect(page.getByText('密码为8-20位，须含字母+数字（不含特殊符号）')).toBeVisible();
});

test('a person registers with the SMS code and the captcha, then logs in', async ({ page, request }) => {
  const phone = freshPhone();
  await page.clock.install();
  await fillRegistration(page, request, { path: '/yeta/register/demo', phone });

  await expect(page.getByText('注册成功')).toBeVisible();
  await expect(page.getByText(/\d秒后自动跳转到登录页/)).toBeVisible();
  await page.clock.runFor(5_000);
  await expect(page).toHaveURL(/\/yeta\/login$/);

  await page.getByPlaceholder('请输入手机号').fill(phone);
  await page.getByPlaceholder('请输入密码').fill('newpass123');
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await expect(page).toHaveURL(/\/report$/);
});

test('稍后 stops the countdown on the success view', async ({ page, request }) => {
  await page.clock.install();
  await fillRegistration(page, request, { path: '/yeta/register', phone: freshPhone() });
  await page.getByRole('button', { name: /稍\s*后/ }).click();
  await expect(page.getByText('您可以稍后前往登录页登录')).toBeVisible();
  // Leaving starts with the logout request, sent from the countdown's timer as it fires; the page
  // reports it before runFor returns.
  const logouts: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes(accountApi.logout.path)) logouts.push(sent.url());
  });
  // Every timer of the next 6 s fires at once: the 5 s countdown would have left by then.
  await page.clock.runFor(6_000);
  expect(logouts).toEqual([]);
  await expect(page.getByText('注册成功')).toBeVisible();
  await expect(page).toHaveURL(/\/yeta\/register$/);
});

test('many codes from one address meet the captcha, and a wrong one brings a new image', async ({ page, request }) => {
  for (let i = 0; i < 3; i++) {
    await page.goto('/yeta/register');
    await page.getByPlaceholder('请输入手机号码').fill(freshPhone());
    await page.getByRole('button', { name: '获取验证码' }).click();
    await expect(page.getByRole('button', { name: /\d+秒后重发/ })).toBeDisabled();
  }
  const clientId = await captchaClientIdOf(page, () => page.goto('/yeta/register'));
  const phone = freshPhone();
  await page.getByPlaceholder('请输入手机号码').fill(phone);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByText('短信发送频繁，请输入图片验证码')).toBeVisible();
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByText('请输入图片验证码', { exact: true })).toBeVisible();

  const shown = await captchaText(request, clientId, '1');
  await page.getByPlaceholder('请输入图片验证码').fill(shown === 'ACDE' ? 'ACDF' : 'ACDE');
  const [newImage] = await Promise.all([
    page.waitForRequest(/createImgCode/),
    page.getByRole('button', { name: '获取验证码' }).click(),
  ]);
  await expect(page.getByText('图片验证码错误')).toBeVisible();
  expect(new URL(newImage.url()).searchParams.get('type')).toBe('1');
  await expect(page.getByPlaceholder('请输入图片验证码')).toHaveValue('');
  await expect(page.getByRole('button', { name: '获取验证码' })).toBeEnabled();

  await page.getByPlaceholder('请输入图片验证码').fill(await captchaText(request, clientId, '1'));
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByRole('button', { name: /\d+秒后重发/ })).toBeDisabled();
  expect(await latestSmsCode(request, phone)).toMatch(/^\d{6}$/);
});

test('a wrong SMS code is refused with the server message', async ({ page, request }) => {
  await fillRegistration(page, request, { path: '/yeta/register', phone: freshPhone(), wrongSmsCode: true });
  await expect(page.getByText('短信验证码错误')).toBeVisible();
});

test('an invalid channel code shows the server text and goes to the default login', async ({ page }) => {
  await page.goto('/zhiyu/register/no-such-code');
  await expect(page.getByText('注册链接无效，请联系客服获取新的注册链接')).toBeVisible();
  await expect(page).toHaveURL(/\/yeta\/login$/);
});
