import { expect, type Locator, type Page } from '@playwright/test';

/** A 1x1 png, as real as the upload's content sniffing needs. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** The 企业认证 dialog filled in as the enterprise's master does: the name, the legal person, three pictures. */
export async function fillVerification(dialog: Locator, enterpriseName: string): Promise<void> {
  await dialog.getByPlaceholder('请输入企业名称').fill(enterpriseName);
  await dialog.getByPlaceholder('请输入法人代表').fill('张三');
  await dialog.getByPlaceholder('请输入法人身份证号').fill('11010519491231002X');
  const inputs = dialog.locator('input[type=file]');
  for (let i = 0; i < 3; i++) {
    await inputs.nth(i).setInputFiles({ name: `p${i}.png`, mimeType: 'image/png', buffer: PNG });
    await expect(dialog.locator('.image-upload-preview')).toHaveCount(i + 1);
  }
}

/** 立即认证 on the not-verified banner, filled in and submitted. */
export async function submitVerification(page: Page, enterpriseName: string): Promise<void> {
  await page.getByRole('button', { name: '立即认证' }).click();
  const dialog = page.getByRole('dialog', { name: '企业认证' });
  await fillVerification(dialog, enterpriseName);
  await dialog.getByRole('button', { name: '提交' }).click();
  await expect(dialog).toBeHidden();
}
