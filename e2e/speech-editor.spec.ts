import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { registerAccount } from './support/accounts.ts';
import { expect, test } from './support/console-test.ts';
import { loginToShell, operator } from './support/shell.ts';

/**
 * The script library and its editor in Chromium, by mouse and keyboard: a new script is edited on
 * the canvas (a node added, a branch added and dragged onto it), validated, submitted, approved
 * by the platform operator's command, published, and talked to in the experience panel.
 * Each test has an enterprise of its own.
 */

/** Where an element is once the canvas stopped moving it (a fit or a layout animates). */
async function settledBox(locator: Locator) {
  let last = await locator.boundingBox();
  for (;;) {
    await locator.page().waitForTimeout(150);
    const now = await locator.boundingBox();
    if (now && last && now.x === last.x && now.y === last.y && now.width === last.width) return now;
    last = now;
  }
}

/**
 * Drags from a handle onto a node's target handle, as a person connects two nodes: grabbing the
 * handle `grabOffset` px right of its centre, after zooming out once unless `zoomOut` is false.
 */
async function dragTo(
  page: Page,
  from: Locator,
  to: Locator,
  { grabOffset = 0, zoomOut = true }: { grabOffset?: number; zoomOut?: boolean } = {},
): Promise<void> {
  // The banners above the editor can push its canvas partly below the fold on a small screen, and
  // a connection dragged near the canvas's edge pans it: zoom out so both ends lie well inside.
  await page.locator('.script-canvas').evaluate((canvas) => canvas.scrollIntoView({ block: 'end' }));
  if (zoomOut) await page.locator('.react-flow__controls-zoomout').click();
  const start = await settledBox(from);
  const end = await settledBox(to.locator('.react-flow__handle-top'));
  await page.mouse.move(start.x + start.width / 2 + grabOffset, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(start.x + start.width / 2 + 20, start.y - 20, { steps: 5 });
  await page.mouse.move(end.x + end.width / 2, end.y + end.height / 2, { steps: 15 });
  await page.mouse.up();
}

/** Answers the confirmation that says `text` with its `button`. */
async function confirmDialog(page: Page, text: string, button: RegExp): Promise<void> {
  await page.getByRole('dialog').filter({ hasText: text }).getByRole('button', { name: button }).click();
}

/** 提交审核, confirmed in its dialog. */
async function submitForReview(page: Page): Promise<void> {
  await page.getByRole('button', { name: '提交审核' }).click();
  await confirmDialog(page, '提交后话术进入审核', /提\s*交/);
}

/** 新建话术 on the list, then 编辑 on its row: the editor on the new script's draft. */
async function editNewScript(page: Page, name: string): Promise<void> {
  await page.goto('/speech/myspeech');
  await page.getByRole('button', { name: /新建话术/ }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: '新建话术' });
  await dialog.getByPlaceholder('请输入话术名称').fill(name);
  await dialog.getByRole('combobox').click();
  await page.getByTitle('教育').click();
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.getByText('创建成功')).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row.getByText('未提交')).toBeVisible();
  await row.getByRole('button', { name: /编\s*辑/ }).click();
  await expect(page).toHaveURL(/\/speech\/editor\/\d+\?mode=edit$/);
  // A fresh enterprise's banners (verification, fees, the update notice) arrive after the page
  // and push it down; clicks wait until they are in.
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('status').filter({ hasText: '校验通过' })).toBeVisible();
}

/** 提交审核 in the editor, then the platform operator's approval; answers the script's id. */
async function submitAndApprove(page: Page, baseURL: string, businessId: number): Promise<string> {
  await submitForReview(page);
  await expect(page.getByText('提交审核成功')).toBeVisible();
  await expect(page.locator('.script-heading').getByText('审核中')).toBeVisible();
  const scriptId = page.url().match(/editor\/(\d+)/)?.[1] as string;
  expect(await operator(baseURL, 'review', String(businessId), scriptId, 'approve')).toContain('已通过审核');
  return scriptId;
}

/** 使用 a platform template (its copy is named 副本) and opens the copy in the editor. */
async function editCopyOfTemplate(page: Page, name: string): Promise<void> {
  await page.goto('/speech/speechtpl');
  await page
    .getByRole('row', { name: new RegExp(name) })
    .getByRole('button', { name: /使\s*用/ })
    .click();
  const useDialog = page.getByRole('dialog').filter({ hasText: '使用话术' });
  await expect(useDialog.getByRole('textbox')).toHaveValue(`${name}副本`);
  await useDialog.getByRole('button', { name: '开始使用' }).click();
  // Longer than the default: on the embedded database a parallel test's writes (a task's calls,
  // demo traffic) can hold the copy's transaction for a while.
  await expect(page).toHaveURL(/\/speech\/myspeech$/, { timeout: 30_000 });
  await page
    .getByRole('row', { name: new RegExp(`${name}副本`) })
    .getByRole('button', { name: /编\s*辑/ })
    .click();
}

test('a new script is edited on the canvas, submitted, approved, published, talked to, exported and imported', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  const account = await registerAccount(request);
  await loginToShell(page, account.phone, account.password);
  await editNewScript(page, '课程邀约画布');

  // A hang-up node for the ones who agree, and a 肯定 branch dragged onto it.
  await page.getByRole('button', { name: /添加节点/ }).click();
  await expect(page.getByRole('menuitem', { name: '挂机' })).toBeVisible();
  await page.getByRole('menuitem', { name: '挂机' }).click();
  const added = page.getByTestId('node-n1');
  await expect(added).toBeVisible();
  await page.getByLabel('结束语').fill('好的，课程顾问稍后联系您，再见。');
  await page.getByRole('button', { name: /自动布局/ }).click();
  await page.getByTestId('node-ask').click();
  await page.getByLabel('添加分支').click();
  await page.getByTitle('肯定').click();
  const branchHandle = page.getByTestId('node-ask').locator('.react-flow__handle[data-handleid="b1"]');
  await expect(branchHandle).toBeVisible();
  await page.locator('.react-flow__pane').click({ position: { x: 10, y: 10 } });
  await expect(page.getByText('节点「等待回答」的分支「肯定」没有连接目标')).toBeVisible();

  await dragTo(page, branchHandle, added);
  await expect(page.getByRole('status').filter({ hasText: '校验通过' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^已保存/ })).toBeVisible();

  // Undo takes the connection back, redo restores it.
  await page.getByRole('button', { name: /撤\s*销/ }).click();
  await expect(page.getByText('节点「等待回答」的分支「肯定」没有连接目标')).toBeVisible();
  await page.keyboard.press('Control+Shift+Z');
  await expect(page.getByRole('status').filter({ hasText: '校验通过' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^已保存/ })).toBeVisible();

  const scriptId = await submitAndApprove(page, baseURL ?? '', account.businessId);
  await page.reload();
  await page.getByRole('button', { name: /发\s*布/ }).click();
  await confirmDialog(page, '发布后，外呼任务将使用审核通过的这一版话术', /发\s*布/);
  await expect(page.getByText('发布成功')).toBeVisible();
  await expect(page.locator('.script-heading').getByText('已发布')).toBeVisible();

  // The experience panel talks to the published script's draft: 好的 is 肯定 and ends the call.
  await page.getByRole('button', { name: '体验' }).click();
  await page.getByRole('button', { name: '开始体验' }).click();
  await expect(page.locator('.bubble-robot').first()).toContainText('您好，请问现在方便说话吗？');
  await page.getByLabel('客户说').fill('好的没问题');
  await page.getByLabel('客户说').press('Enter');
  await expect(page.locator('.bubble-customer')).toContainText('命中节点：挂机1');
  await expect(page.locator('.bubble-robot').last()).toContainText('好的，课程顾问稍后联系您，再见。');
  await expect(page.getByText('对话已结束（挂机）')).toBeVisible();

  await page.goto('/speech/myspeech');
  const published = page.getByRole('row', { name: /课程邀约画布/ });
  await expect(published.getByText('已发布')).toBeVisible();

  // 导出 then 话术导入: the imported script's content equals the exported one's.
  const downloading = page.waitForEvent('download');
  await published.getByRole('button', { name: /导\s*出/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('课程邀约画布.zip');
  await page.getByRole('button', { name: /话术导入/ }).click();
  const importDialog = page.getByRole('dialog').filter({ hasText: '话术导入' });
  await importDialog.getByPlaceholder('请输入话术名称').fill('课程邀约画布导入');
  const saved = join(testInfo.outputDir, download.suggestedFilename());
  await download.saveAs(saved);
  await importDialog.getByLabel('话术文件').setInputFiles(saved);
  await expect(importDialog.getByText('课程邀约画布.zip')).toBeVisible();
  await importDialog.getByRole('button', { name: /导\s*入/ }).click();
  await expect(page.getByText('导入成功')).toBeVisible();
  const importedRow = page.getByRole('row', { name: /课程邀约画布导入/ });
  await expect(importedRow.getByText('未提交')).toBeVisible();
  const importedId = await draftIdOf(importedRow);
  const [original, copy] = await Promise.all([draftOf(page, Number(scriptId)), draftOf(page, importedId)]);
  expect(copy).toEqual(original);
});

/** The id of a script row, from its 查看 link. */
async function draftIdOf(row: Locator): Promise<number> {
  const href = await row.getByRole('link', { name: '查看' }).getAttribute('href');
  return Number(href?.match(/editor\/(\d+)/)?.[1]);
}

/** A call of the platform with the page's own session, as the console makes it; answers the rows. */
async function callAsPage<Row>(page: Page, path: string, body: unknown): Promise<Row[]> {
  return page.evaluate(
    async ({ path, body }) => {
      const session = JSON.parse(sessionStorage.getItem('console.session') ?? '{}') as {
        state: { user: { token: string; business: { id: number } } };
      };
      const { token, business } = session.state.user;
      const response = await fetch(`${path.replace('{businessId}', String(business.id))}?token=${token}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      return ((await response.json()) as { result: { rows: Row[] } }).result.rows;
    },
    { path, body },
  );
}

/** A script's draft document. */
async function draftOf(page: Page, id: number): Promise<unknown> {
  const [row] = await callAsPage<{ document: unknown }>(page, '/brain/api/v1/speechSkill/{businessId}/queryDraft', {
    id,
  });
  return row?.document;
}

test('使用 a template, link a dictionary, and reach grade A through the dictionary and through pinyin', async ({
  page,
  request,
}) => {
  const account = await registerAccount(request);
  await loginToShell(page, account.phone, account.password);
  const [dictionary] = await callAsPage<{ id: number }>(page, '/brainkb/api/v1/dic/{businessId}/add', {
    cname: '意愿说法',
  });
  await callAsPage(page, '/brainkb/api/v1/dic/term/{businessId}/add/single', {
    dicId: dictionary?.id,
    term: '感兴趣',
    synonyms: '心动，上心',
  });

  await editCopyOfTemplate(page, '教育课程邀约');
  await expect(page.getByRole('status').filter({ hasText: '校验通过' })).toBeVisible();

  await page.getByRole('button', { name: /话术设置/ }).click();
  await page.getByRole('tab', { name: '知识库与词库' }).click();
  await page.getByLabel('关联相近词库').click();
  await page.getByTitle('意愿说法').click();
  await page.keyboard.press('Escape');
  await page
    .locator('.ant-drawer')
    .getByRole('button', { name: /关闭|Close/ })
    .click();
  await expect(page.getByRole('status').filter({ hasText: /^已保存 \d\d:\d\d:\d\d$/ })).toBeVisible();

  await page.getByRole('button', { name: '体验' }).click();
  for (const [interest, rule] of [
    ['听着挺心动的', '相似词「心动」'],
    ['我挺敢兴趣的', '读音「感兴趣」'],
  ]) {
    await page.getByRole('button', { name: /开始体验|重新开始/ }).click();
    const say = async (line: string) => {
      const answered = page.locator('.bubble-customer').filter({ hasText: line });
      await page.getByLabel('客户说').fill(line);
      await page.getByLabel('客户说').press('Enter');
      await expect(answered).toBeVisible();
      return answered;
    };
    await say('是的');
    await expect(await say(interest)).toContainText(rule);
    await say('三年级，数学不太好');
    await say('好的');
    await expect(page.getByText('对话已结束（转人工）')).toBeVisible();
    await expect(page.locator('.experience-grade .ant-tag').first()).toHaveText('A');
  }
});

test('a template’s global intents are listed, answer a price question at the opening, and a no ends politely', async ({
  page,
  request,
}) => {
  const account = await registerAccount(request);
  await loginToShell(page, account.phone, account.password);
  await editCopyOfTemplate(page, '教育课程邀约');

  await page.getByRole('button', { name: /话术设置/ }).click();
  await page.getByRole('tab', { name: '全局意图' }).click();
  const price = page.getByRole('region', { name: '全局意图 g-price' });
  await expect(price.getByLabel('回答话术')).toHaveValue(/小班课每节一百五十元/);
  await expect(price.getByLabel('后续动作')).toBeVisible();
  await expect(page.getByRole('region', { name: /^全局意图 g-/ })).toHaveCount(8);
  await page
    .locator('.ant-drawer')
    .getByRole('button', { name: /关闭|Close/ })
    .click();

  await page.getByRole('button', { name: '体验' }).click();
  const robot = page.locator('.bubble-robot');
  const say = async (line: string) => {
    const count = await robot.count();
    await page.getByLabel('客户说').fill(line);
    await page.getByLabel('客户说').press('Enter');
    await expect(page.locator('.bubble-customer').filter({ hasText: line })).toBeVisible();
    await expect.poll(() => robot.count()).toBeGreaterThan(count);
  };
  const opening = '请问您是孩子的家长吗？';
  await page.getByRole('button', { name: '开始体验' }).click();
  await expect(robot.last()).toContainText(opening);

  // Asked at the opening, the price is answered and the opening asked again.
  await say('你们一节课多少钱');
  await expect(page.locator('.bubble-customer').last()).toContainText('全局意图·正则');
  await expect(robot.nth(-2)).toContainText('小班课每节一百五十元');
  await expect(robot.last()).toContainText(opening);

  // The parent confirmed and then declined: a polite close, not the wrong-number goodbye.
  await say('是我，不过我们不需要');
  await expect(robot.last()).toContainText('以后孩子有学习上的需要，随时联系我们');
  await expect(page.getByText('对话已结束（挂机）')).toBeVisible();

  // Someone else's phone: asked when to call back.
  await page.getByRole('button', { name: '重新开始' }).click();
  // Only the opening again before the next line: say() counts the robot's lines from here.
  await expect(robot).toHaveCount(1);
  await say('我是孩子奶奶，他妈妈上班去了');
  await expect(robot.last()).toContainText('请问他什么时候方便接电话');

  // Silence has its own prompt, not the misheard line, and then the question again.
  await page.getByRole('button', { name: '重新开始' }).click();
  await expect(robot).toHaveCount(1);
  await page.getByRole('button', { name: '沉默' }).click();
  await expect(page.locator('.bubble-customer').last()).toContainText('未命中节点 · 沉默');
  await expect(robot.nth(-2)).toContainText('能听到我说话吗');
  await expect(robot.last()).toContainText(opening);
});

test('submitting a script whose transfers would find no agent warns, and still submits', async ({ page, request }) => {
  // A fresh enterprise has no agent; the template's transfer nodes name no group.
  const account = await registerAccount(request);
  await loginToShell(page, account.phone, account.password);
  await editCopyOfTemplate(page, '教育课程邀约');
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('status').filter({ hasText: '校验通过' })).toBeVisible();

  await submitForReview(page);
  await expect(page.getByText('提交审核成功，请留意校验结果中的 1 条转人工提醒')).toBeVisible();
  await expect(page.locator('.script-heading').getByText('审核中')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: '1 条转人工提醒' })).toBeVisible();
  await expect(page.getByText('企业还没有坐席，转人工将无人接听，请在 团队管理 中添加坐席')).toBeVisible();
});

/** Whether two boxes on the screen share any point. */
function overlaps(a: { x: number; y: number; width: number; height: number }, b: typeof a): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

test('at 100 % a branch is connected from its handle, new nodes land apart and empty, a second 肯定 is refused', async ({
  page,
  request,
}) => {
  const account = await registerAccount(request);
  await page.setViewportSize({ width: 1440, height: 900 });
  await loginToShell(page, account.phone, account.password);
  await editNewScript(page, '画布手感');
  // The empty script's three nodes fit the canvas at their drawn size.
  await expect(page.locator('.react-flow__viewport')).toHaveAttribute('style', /scale\(1\)/);

  // A 肯定 branch, and a second one refused.
  const ask = page.getByTestId('node-ask');
  const addBranch = async (intent: string) => {
    await page.getByLabel('添加分支').click();
    // The open list only: the branch already added shows the same name in its own select.
    await page.locator('.ant-select-dropdown:visible').getByTitle(intent, { exact: true }).click();
  };
  await ask.click();
  await addBranch('肯定');
  await expect(ask.locator('.script-node-branch')).toHaveCount(2);
  await addBranch('肯定');
  await expect(page.getByText('已有「肯定」分支，同一意图只能有一个分支')).toBeVisible();
  await expect(ask.locator('.script-node-branch')).toHaveCount(2);

  // The handle is a dot a mouse finds, and grabbing it off its centre still starts a connection.
  const handle = ask.locator('.react-flow__handle[data-handleid="b1"]');
  const dot = await settledBox(handle);
  expect(dot.width).toBeGreaterThanOrEqual(14);
  await page.locator('.react-flow__pane').click({ position: { x: 10, y: 10 } });
  await expect(page.getByText('节点「等待回答」的分支「肯定」没有连接目标')).toBeVisible();
  await dragTo(page, handle, page.getByTestId('node-bye'), { grabOffset: 10, zoomOut: false });
  await expect(page.getByRole('status').filter({ hasText: '校验通过' })).toBeVisible();

  // Say nodes start without a line, the hint in its place.
  const addSay = async (id: string) => {
    await page.getByRole('button', { name: /添加节点/ }).click();
    await page.getByRole('menuitem', { name: '机器人说话' }).click();
    await expect(page.getByTestId(`node-${id}`)).toContainText('未填写话术内容');
    const line = page.getByLabel('话术内容');
    await expect(line).toHaveValue('');
    await expect(line).toHaveAttribute('placeholder', /^请输入机器人要说的话/);
  };
  // The middle of the view is on the nodes: the first one is moved off them.
  await addSay('n1');
  // Panned to empty canvas, the second goes in the middle of what is shown: the view stays put.
  const pane = page.locator('.react-flow__pane');
  await pane.click({ position: { x: 10, y: 10 } });
  const canvas = await settledBox(page.locator('.script-canvas'));
  await page.mouse.move(canvas.x + canvas.width - 40, canvas.y + canvas.height / 2);
  await page.mouse.down();
  await page.mouse.move(canvas.x + canvas.width - 640, canvas.y + canvas.height / 2, { steps: 10 });
  await page.mouse.up();
  const viewport = page.locator('.react-flow__viewport');
  const shown = await viewport.getAttribute('style');
  await addSay('n2');
  await settledBox(page.getByTestId('node-n2'));
  expect(await viewport.getAttribute('style')).toBe(shown);
  const boxes = await Promise.all(
    ['opening', 'ask', 'bye', 'n1', 'n2'].map((id) => settledBox(page.getByTestId(`node-${id}`))),
  );
  for (const [i, a] of boxes.entries()) for (const b of boxes.slice(i + 1)) expect(overlaps(a, b)).toBe(false);
  // The empty lines are problems to fix before submitting, not a failed save.
  await pane.click({ position: { x: canvas.width / 2, y: canvas.height - 30 } });
  await expect(page.getByText('节点「机器人说话1」的话术内容不能为空')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^已保存/ })).toBeVisible();
});

test('at 1280×720 the banners collapse for the session and the canvas is 500 px tall within the window', async ({
  page,
  request,
  baseURL,
}) => {
  const account = await registerAccount(request);
  await operator(baseURL ?? '', 'balance', String(account.businessId), '0');
  await page.setViewportSize({ width: 1280, height: 720 });
  await loginToShell(page, account.phone, account.password);
  await editNewScript(page, '小屏画布');
  await page.getByRole('button', { name: '关闭更新公告' }).click();
  await page.getByRole('button', { name: '收起' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '企业尚未认证；通信费不足' })).toBeVisible();
  await expect(page.getByText('您的企业尚未完成认证，暂时无法发起外呼。')).toHaveCount(0);

  const fits = async () => {
    const canvas = await settledBox(page.locator('.script-canvas'));
    expect(canvas.height).toBeGreaterThanOrEqual(500);
    expect(canvas.y + canvas.height).toBeLessThanOrEqual(720);
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(720);
  };
  await fits();
  await page.reload();
  await expect(page.getByRole('button', { name: '展开提醒' })).toBeVisible();
  await fits();
});

test('发布 on the list row publishes an approved script as the editor does, naming the transfer warnings', async ({
  page,
  request,
  baseURL,
}) => {
  // A fresh enterprise has no agent; the template's transfer nodes name no group.
  const account = await registerAccount(request);
  await loginToShell(page, account.phone, account.password);
  await editCopyOfTemplate(page, '教育课程邀约');
  await page.waitForLoadState('networkidle');
  await submitAndApprove(page, baseURL ?? '', account.businessId);

  await page.goto('/speech/myspeech');
  const row = page.getByRole('row', { name: /教育课程邀约副本/ });
  await expect(row.getByText('待发布')).toBeVisible();
  await row.getByRole('button', { name: /发\s*布/ }).click();
  await confirmDialog(page, '发布后，外呼任务将使用审核通过的这一版话术', /发\s*布/);
  const answer = page.getByRole('dialog').filter({ hasText: '发布成功' });
  await expect(answer.getByText('1 条转人工提醒（不影响发布）')).toBeVisible();
  await expect(answer.getByText('企业还没有坐席，转人工将无人接听，请在 团队管理 中添加坐席')).toBeVisible();
  await answer.getByRole('button', { name: '知道了' }).click();
  await expect(row.getByText('已发布')).toBeVisible();
  await expect(row.getByRole('button', { name: /发\s*布/ })).toHaveCount(0);
});
