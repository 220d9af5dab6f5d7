import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, type Page } from '@playwright/test';

/**
 * Logs in through the brand's login page and waits for the shell. A live session of the same
 * account elsewhere (code 200002) is continued with 继续登录.
 */
export async function loginToShell(page: Page, phone: string, password: string, bid = 'yeta'): Promise<void> {
  await page.goto(`/${bid}/login`);
  await page.getByPlaceholder('请输入手机号').fill(phone);
  await page.getByPlaceholder('请输入密码').fill(password);
  await page.getByRole('button', { name: /登\s*录/ }).click();
  const shell = page.getByRole('menu', { name: '主菜单' });
  const proceed = page.getByRole('button', { name: '继续登录' });
  // Longer than the default: on the embedded database a parallel test's bulk write (demo traffic
  // for the report tests) holds every other request until its transaction ends.
  await expect(shell.or(proceed)).toBeVisible({ timeout: 20_000 });
  if (await proceed.isVisible()) await proceed.click();
  await expect(shell).toBeVisible();
}

/** 退出 from the avatar menu. */
export async function logoutFromShell(page: Page): Promise<void> {
  const logout = page.getByRole('menuitem', { name: '退出' });
  // A click that lands while the hover menu is still opening is lost; the menu closes on one that counts.
  await expect(async () => {
    await page.getByRole('button', { name: '账号菜单' }).hover();
    await logout.click({ timeout: 2_000 });
    await expect(logout).toBeHidden({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

/** The business id of the signed-in session, as the console keeps it. */
export async function sessionBusinessId(page: Page): Promise<number> {
  const stored = await page.evaluate(() => sessionStorage.getItem('console.session'));
  const id = (JSON.parse(stored ?? '{}') as { state?: { user?: { business?: { id?: number } } } }).state?.user?.business
    ?.id;
  if (!id) throw new Error('no session in this page');
  return id;
}

const run = promisify(execFile);

/** The operator command (`npm run operator -- ...`) against the end-to-end server. */
export async function operator(baseURL: string, ...args: string[]): Promise<string> {
  const { stdout } = await run('node', ['scripts/operator.mjs', '--url', baseURL, ...args], { timeout: 30_000 });
  return stdout;
}
