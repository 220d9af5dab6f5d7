import { expect, type Locator, type Page } from '@playwright/test';

/**
 * 停止接待 on a number's card of /ai/conf, confirmed in its 提示 dialog: the rule is deleted and
 * the card offers 请选择接待话术 again.
 */
export async function stopReception(page: Page, card: Locator): Promise<void> {
  await card.getByRole('button', { name: '停止接待' }).click();
  const confirm = page.getByRole('dialog', { name: '提示' });
  await expect(confirm).toContainText('此操作将永久删除该规则, 是否继续?');
  await confirm.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('删除成功')).toBeVisible();
  await expect(card.getByRole('button', { name: '请选择接待话术' })).toBeVisible();
}
