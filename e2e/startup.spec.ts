import type { Page } from '@playwright/test';
import { registerAccount } from './support/accounts.ts';
import { expect, test } from './support/console-test.ts';
import { loginToShell } from './support/shell.ts';

test('nothing renders until config.json has loaded, and it is fetched with the t parameter', async ({ page }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let configUrl = '';
  await page.route('**/config/config.json*', async (route) => {
    configUrl = route.request().url();
    await held;
    await route.continue();
  });
  await page.goto('/yeta/login', { waitUntil: 'domcontentloaded' });
  await expect.poll(() => configUrl).toMatch(/config\.json\?t=\d+/);
  await expect(page.getByPlaceholder('请输入手机号')).toHaveCount(0);
  release();
  await expect(page.getByPlaceholder('请输入手机号')).toBeVisible();
});

test('a config that does not parse shows the error page and logs config parse error', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.route('**/config/config.json*', (route) => route.fulfill({ status: 200, body: '{not json' }));
  await page.goto('/yeta/login');
  await expect(page.getByText('配置加载失败')).toBeVisible();
  expect(errors.some((text) => text.includes('config parse error'))).toBe(true);
});

test('a null config shows the error page and logs config is null', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.route('**/config/config.json*', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: 'null' }),
  );
  await page.goto('/yeta/login');
  await expect(page.getByText('配置加载失败')).toBeVisible();
  expect(errors.some((text) => text.includes('config is null'))).toBe(true);
});

test('an unknown path shows the not-found page with a back button', async ({ page }) => {
  await page.goto('/yeta/login');
  await page.goto('/no/such/page');
  await expect(page.getByText('抱歉，您访问的页面不存在')).toBeVisible();
  await page.getByRole('button', { name: /返\s*回/ }).click();
  await expect(page).toHaveURL(/\/yeta\/login$/);
});

test('the console page may not be framed, and an injected inline script does not run', async ({
  page,
  policyViolations,
}) => {
  const response = await page.goto('/yeta/login');
  const headers = response?.headers() ?? {};
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('no-referrer');
  await expect(page.getByPlaceholder('请输入手机号')).toBeVisible();
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'document.body.dataset.injected = "yes"';
    document.head.append(script);
    return document.body.dataset.injected === 'yes';
  });
  expect(ran).toBe(false);
  await expect.poll(() => policyViolations.join('\n')).toContain('script-src-elem');
  // Seen and expected: the check after the test is for violations of the console itself.
  policyViolations.length = 0;
});

test('the console runs again after a reload, when the page comes back as 304', async ({ page }) => {
  await page.goto('/yeta/login');
  await expect(page.getByPlaceholder('请输入手机号')).toBeVisible();
  const [revalidated] = await Promise.all([
    page.waitForResponse((response) => response.url().endsWith('/yeta/login')),
    page.reload(),
  ]);
  // Chromium revalidates the stored page (the server answers 304) and shows it as 200.
  expect((await revalidated.request().allHeaders())['if-none-match']).toBeTruthy();
  await expect(page.getByPlaceholder('请输入手机号')).toBeVisible();
});

/** What React Router warns of on the page's console from now on (its texts name routes or the router). */
function routerWarnings(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' && /route|outlet|hydrat/i.test(message.text())) warnings.push(message.text());
  });
  return warnings;
}

test('a direct load of the root, the login or a console page logs no React Router warning', async ({
  page,
  request,
}) => {
  const account = await registerAccount(request);
  const warnings = routerWarnings(page);
  await page.goto('/');
  await expect(page).toHaveURL(/\/yeta\/login$/);
  await expect(page.getByPlaceholder('请输入手机号')).toBeVisible();
  await loginToShell(page, account.phone, account.password);
  for (const path of ['/report', '/task/tasknow', '/setting/blacklist']) {
    await page.goto(path);
    await expect(page.getByRole('menu', { name: '主菜单' })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
  }
  expect(warnings).toEqual([]);
});
