import { expect, type Page, test } from '@playwright/test';
import { post, registerAccount } from './support/accounts.ts';
import { loginToShell, operator } from './support/shell.ts';

/**
 * What a person sees on the two screen sizes the console is made for: nothing covered, nothing
 * wrapped mid-value, nothing to scroll on the public pages.
 */
const SCREENS = [
  { width: 1440, height: 900 },
  { width: 1280, height: 720 },
];

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function pickPreset(page: Page, preset: string) {
  await page.getByPlaceholder('开始日期').first().click();
  await page.getByText(preset, { exact: true }).click();
  await page.getByRole('button', { name: /查\s*询/ }).click();
}

test('the register card fits a 1280×720 screen without scrolling', async ({ page }) => {
  for (const screen of SCREENS) {
    await page.setViewportSize(screen);
    await page.goto('/yeta/register');
    const card = page.locator('.auth-card');
    await expect(card.getByRole('button', { name: '注册' })).toBeVisible();
    const box = await card.boundingBox();
    expect(box && box.y >= 0 && box.y + box.height <= screen.height).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(screen.height);
  }
});

test('the login card leaves no empty room for the captcha before it is needed', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/yeta/login');
  const password = await page.getByPlaceholder('请输入密码').boundingBox();
  const button = await page.getByRole('button', { name: /登\s*录/ }).boundingBox();
  if (!password || !button) throw new Error('login form not laid out');
  // One form item's spacing, not a reserved captcha row.
  expect(button.y - (password.y + password.height)).toBeLessThanOrEqual(32);
});

test('report tiles keep every value on one line, and the update-log notice covers no figure', async ({
  page,
  request,
}) => {
  const account = await registerAccount(request);
  await post(request, '/dev/traffic', { businessId: account.businessId, days: 30, calls: 2000 });
  await page.setViewportSize(SCREENS[0]);
  await loginToShell(page, account.phone, account.password);
  await pickPreset(page, '过去30天');
  const totalDuration = page
    .locator('.report-tile', { has: page.getByText('总通话时长', { exact: true }) })
    .locator('dd');
  // Hours of calls over 30 days: the longest value the tiles show.
  await expect(totalDuration).toHaveText(/^\d+小时\d+分\d+秒$/);
  await expect(page.getByRole('img', { name: /通话分析折线图/ }).locator('svg')).toBeVisible();

  for (const screen of SCREENS) {
    await page.setViewportSize(screen);
    const values = await page.locator('.report-tile dd').evaluateAll((nodes) =>
      nodes.map((node) => {
        const lineHeight = Number.parseFloat(getComputedStyle(node).lineHeight);
        return {
          text: node.textContent,
          lines: Math.round(node.getBoundingClientRect().height / lineHeight),
          clipped: node.scrollWidth > node.clientWidth,
        };
      }),
    );
    expect(values.length).toBeGreaterThanOrEqual(10);
    for (const value of values) expect(value, `${screen.width}px`).toMatchObject({ lines: 1, clipped: false });

    const notice = await page.getByRole('complementary', { name: '更新公告' }).boundingBox();
    if (!notice) throw new Error('the update-log notice is not shown');
    for (const card of await page.locator('.report-card').all()) {
      const box = await card.boundingBox();
      if (box) expect(overlaps(notice, box), `${screen.width}px`).toBe(false);
    }
  }
});

test('the download centre is labelled, explains itself and counts the exports in progress', async ({
  page,
  request,
  baseURL,
}) => {
  const account = await registerAccount(request);
  await post(request, '/dev/traffic', { businessId: account.businessId, days: 7, calls: 1500 });
  await operator(baseURL ?? '', 'flag', String(account.businessId), 'menu', '{"ai":true,"openapi":true,"fee":true}');
  await page.setViewportSize(SCREENS[1]);
  await loginToShell(page, account.phone, account.password);
  const centre = page.getByRole('button', { name: '下载中心' });
  for (const screen of [SCREENS[1], SCREENS[0]]) {
    await page.setViewportSize(screen);
    await expect(centre).toHaveText('下载中心');
    // The label takes no room from the menu: its nine groups stay on the header's one row.
    const tops = await page
      .getByRole('menu', { name: '主菜单' })
      .locator(':scope > li:visible')
      .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
    expect(tops.length, `${screen.width}px`).toBeGreaterThanOrEqual(9);
    expect(new Set(tops).size, `${screen.width}px`).toBe(1);
  }
  const badge = page.getByTitle(/个导出任务进行中$/);
  await expect(badge).toHaveCount(0);
  await centre.hover();
  await expect(page.getByRole('tooltip')).toHaveText('导出的报表在这里下载，保留7天');

  await pickPreset(page, '过去7天');
  await Promise.all([
    page.waitForResponse((r) => r.url().includes('/addDownloadTask')),
    page.getByRole('button', { name: '导出报表' }).click(),
  ]);
  await expect(badge).toHaveText('1');
  // The export ends (the end-to-end server pauses between its pages): the badge goes by itself.
  await expect(badge).toHaveCount(0, { timeout: 60_000 });
  await centre.click();
  await expect(page.getByRole('dialog', { name: '下载中心' }).getByRole('link')).toHaveCount(1);
});
