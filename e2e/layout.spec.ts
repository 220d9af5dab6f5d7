import { expect, test } from '@playwright/test';

/**
 * What a person sees on the two screen sizes the console is made for: nothing covered, nothing
 * wrapped mid-value, nothing to scroll on the public pages.
 */
const SCREENS = [
  { width: 1440, height: 900 },
  { width: 1280, height: 720 },
];

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
