import { QUESTION_IMPORT_HEADER } from '@console/contracts';
import type { Locator, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { registerAccount } from './support/accounts.ts';
import { expect, test } from './support/console-test.ts';
import { loginToShell } from './support/shell.ts';

/**
 * The knowledge base and the similar-word dictionaries in Chromium against the real server: a
 * fresh enterprise builds a base by its dialogs, talks to it in 体验 (answered by the dialogue
 * engine), imports questions from a spreadsheet with two bad rows and downloads those rows, and
 * adds a dictionary term. Each test has an enterprise of its own.
 */

/** A question import as a person's spreadsheet program saves it: the template's header, then rows. */
async function questionSheet(rows: string[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('导入数据');
  sheet.addRow([...QUESTION_IMPORT_HEADER]);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The rows of the first sheet of an .xlsx file, as text. */
async function sheetRows(path: string): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(path);
  const rows: string[][] = [];
  workbook.worksheets[0]?.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1).map((value) => String(value ?? '')));
  });
  return rows;
}

/**
 * Clicks until the dialog is open: a new enterprise's banners (not verified, no fee) arrive after
 * the page has drawn and push it down, so a first click can land where the button was.
 */
async function openDialog(button: Locator, dialog: Locator) {
  await expect(async () => {
    await button.click();
    await expect(dialog).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

async function ask(page: Page, line: string) {
  const chat = page.getByRole('dialog').filter({ hasText: '欢迎体验' });
  await chat.getByLabel('请输入您的问题').fill(line);
  await chat.getByLabel('请输入您的问题').press('Enter');
  await expect(chat.locator('.chat-customer').last()).toHaveText(line);
  // Each line gets the engine's words, then the answer.
  return chat.locator('.chat-bubble').last();
}

test('a base gets a question by its dialog, answers it in 体验, and imports a sheet with two bad rows', async ({
  page,
  request,
}) => {
  const account = await registerAccount(request);
  await loginToShell(page, account.phone, account.password);
  await page.goto('/knowledge/knowledge');
  const addDialog = page.getByRole('dialog').filter({ hasText: '添加知识点' });
  await openDialog(page.getByRole('button', { name: /添\s*加/ }), addDialog);
  await addDialog.getByPlaceholder('请输入知识点名称').fill('售后问答');
  await addDialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('添加成功')).toBeVisible();
  const row = page.getByRole('row', { name: /售后问答/ });
  await expect(row.getByText('未关联')).toBeVisible();
  await expect(row.getByText('未提交')).toBeVisible();

  // A category and a question with a similar question, by the question dialog.
  await row.getByRole('button', { name: /编\s*辑/ }).click();
  await expect(page).toHaveURL(/\/knowinfo\/\d+\/0$/);
  await expect(page.locator('.knowledge-heading').getByText('售后问答')).toBeVisible();
  await page.getByRole('button', { name: '添加问题' }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: '添加问题' });
  await dialog.getByPlaceholder('请输入用户的主问法').fill('你们公司在哪里');
  await dialog.getByLabel('相似问法1', { exact: true }).fill('公司地址是什么');
  await dialog.getByLabel('回答1内容', { exact: true }).fill('我们在杭州市西湖区文三路。');
  await dialog.getByRole('button', { name: /新建分类/ }).click();
  const tagDialog = page.getByRole('dialog').filter({ hasText: '新建分类' });
  await tagDialog.getByPlaceholder('请输入分类名称').fill('常见问题');
  await tagDialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('新建成功')).toBeVisible();
  await expect(dialog.getByText('常见问题')).toBeVisible();
  await dialog.getByRole('button', { name: /提\s*交/ }).click();
  await expect(page.getByText('保存成功')).toBeVisible();
  const question = page.getByRole('row', { name: /你们公司在哪里/ });
  await expect(question.getByText('常见问题')).toBeVisible();
  await expect(question.getByText('我们在杭州市西湖区文三路。')).toBeVisible();

  // 体验: the similar question asked another way is answered; an unrelated line is not.
  await page.getByRole('link', { name: '<返回' }).click();
  await page
    .getByRole('row', { name: /售后问答/ })
    .getByRole('button', { name: /体\s*验/ })
    .click();
  await expect(page.getByText('您好，很高兴为您服务，请问有什么需要帮您的')).toBeVisible();
  await expect(await ask(page, '请问你们公司的地址是什么呀')).toHaveText('我们在杭州市西湖区文三路。');
  await expect(page.locator('.chat-words').first()).toContainText('地址');
  await expect(await ask(page, '今天天气怎么样')).toHaveText('您的问题已超出范围');
  await page.keyboard.press('Escape');

  // 批量添加: two good rows, one repeating the question above and one without an answer.
  await page
    .getByRole('row', { name: /售后问答/ })
    .getByRole('button', { name: /编\s*辑/ })
    .click();
  await page.getByRole('button', { name: '批量添加' }).click();
  const importDialog = page.getByRole('dialog').filter({ hasText: '批量添加' });
  await expect(importDialog.getByText('支持xls,xlsx文件上传，单个文件不得大于2M')).toBeVisible();
  const bad = [
    ['常见问题', '你们公司在哪里', '', '重复的回答', '', ''],
    ['价格', '有优惠吗', '打折吗', '', '', ''],
  ];
  const file = await questionSheet([
    ['价格', '学费多少', '多少钱||怎么收费', '每月八百元。', '', ''],
    bad[0] as string[],
    ['课程', '多久上一次课', '', '每周两次。', '', ''],
    bad[1] as string[],
  ]);
  await importDialog.locator('input[type=file]').setInputFiles({
    name: '问题.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: file,
  });
  await expect(importDialog.getByText('问题.xlsx')).toBeVisible();
  await importDialog.getByRole('button', { name: /导\s*入/ }).click();
  await expect(importDialog.getByText('导入完成：成功2条，失败2条')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('row', { name: /学费多少/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /多久上一次课/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /有优惠吗/ })).toHaveCount(0);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    importDialog.getByRole('link', { name: '下载失败明细' }).click(),
  ]);
  const rows = await sheetRows(await download.path());
  expect(rows[0]).toEqual([...QUESTION_IMPORT_HEADER, '失败原因']);
  expect(rows.slice(1).map((rejected) => rejected.slice(0, 2))).toEqual(bad.map((cells) => cells.slice(0, 2)));
  expect(rows.slice(1).map((rejected) => rejected.at(-1))).toEqual([
    expect.stringContaining('已存在'),
    expect.stringContaining('回答不能为空'),
  ]);
});

test('a dictionary gets a term added singly, shown on its page', async ({ page, request }) => {
  const account = await registerAccount(request);
  await loginToShell(page, account.phone, account.password);
  await page.goto('/knowledge/dict');
  const newDialog = page.getByRole('dialog').filter({ hasText: '新建词典' });
  await openDialog(page.getByRole('button', { name: /新建词库/ }), newDialog);
  await newDialog.getByPlaceholder('请输入词库名称').fill('地点 词');
  await newDialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('新建成功')).toBeVisible();
  const row = page.getByRole('row', { name: /地点词/ });
  await expect(row.getByRole('button', { name: /导\s*出/ })).toBeDisabled();

  await row.getByRole('button', { name: /^添\s*加$/ }).click();
  const termDialog = page.getByRole('dialog').filter({ hasText: '单个添加' });
  await termDialog.getByPlaceholder('请输入标准词').fill('地址');
  await termDialog.getByPlaceholder('多个请以“，”逗号分隔，不区分半角圆角').fill('位置，地点,所在地');
  await termDialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('添加成功')).toBeVisible();
  await expect(row.getByRole('button', { name: /导\s*出/ })).toBeEnabled();

  await row.getByRole('link', { name: '地点词' }).click();
  await expect(page).toHaveURL(/\/dictinfo\/\d+$/);
  const term = page.getByRole('row', { name: /地址/ });
  await expect(term.getByText('位置，地点，所在地')).toBeVisible();
  await page.getByPlaceholder('请输入关键字').fill('位 置');
  await page.getByRole('button', { name: /搜\s*索/ }).click();
  await expect(page.getByText('没有找到相关的标准词')).toBeVisible();
  await page.getByPlaceholder('请输入关键字').fill(' 地 ');
  await page.getByRole('button', { name: /搜\s*索/ }).click();
  await expect(term).toBeVisible();
});
