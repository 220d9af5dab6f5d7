import { expect, type Locator, type Page, test } from '@playwright/test';
import { post } from './support/accounts.ts';
import { createAgent } from './support/agents.ts';
import { loginToShell, operator } from './support/shell.ts';
import { createCallingTask, sessionToken } from './support/tasks.ts';

/**
 * 实时监控 (issue 14): a supervisor who is also an agent watches a running task. The calls it
 * shows talk in real time while watched (the carrier simulator's watched pace), their transcripts
 * grow from pushed lines; 监听 rings the supervisor's agent desk (opened from the monitor, sharing
 * its session) with origin listening, and 接管 moves a call to the desk: the robot says nothing
 * more on the monitor, and 提交并挂断 ends the desk's call.
 */
test.setTimeout(240_000);

/** The lines each call card shows now, by call id. */
async function lineCounts(page: Page): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const card of await page.getByTestId('live-call').all()) {
    const id = await card.getAttribute('data-call-id');
    if (id) counts.set(id, await card.locator('.monitor-line').count());
  }
  return counts;
}

/** A card still talking (not ended, not taken over) with at least one line, and its id. */
async function talkingCard(page: Page): Promise<{ id: string; card: Locator }> {
  let found: string | null = null;
  await expect
    .poll(
      async () => {
        for (const card of await page.getByTestId('live-call').all()) {
          const talking = (await card.locator('.ant-tag', { hasText: '通话中' }).count()) > 0;
          if (talking && (await card.locator('.monitor-line').count()) > 0) {
            found = await card.getAttribute('data-call-id');
            return found;
          }
        }
        return null;
      },
      { timeout: 60_000 },
    )
    .not.toBeNull();
  const id = found as unknown as string;
  return { id, card: page.locator(`[data-call-id="${id}"]`) };
}

test('a running task is watched live; 监听 and 接管 ring the supervisor desk', async ({ page, request, baseURL }) => {
  const agent = await createAgent(request, baseURL ?? '');
  const business = String(agent.businessId);
  await operator(baseURL ?? '', 'flag', business, 'function', '{"agent":true,"monitor":true,"transcript":true}');
  await operator(baseURL ?? '', 'status', business, '2');
  await operator(baseURL ?? '', 'balance', business, '500');
  await loginToShell(page, agent.phone, agent.password);
  const token = await sessionToken(page);
  const numbers = Array.from({ length: 300 }, (_, i) => `1370004${String(i).padStart(4, '0')}`);
  const { taskId } = await createCallingTask(request, {
    token,
    businessId: agent.businessId,
    name: '实时监控任务',
    script: '教育课程邀约',
    numbers,
  });
  const taskApi = (name: string) => `/outbound/api/v1/outbound/taskmanage/${business}/${name}`;
  // Paused until the monitor watches it: unwatched calls pass 300 times faster than real ones and
  // would load the server the other tests share; watched ones pass in real time.
  await post(request, taskApi('pauseTask'), { taskId }, token);

  try {
    await page.goto('/task/monitor');
    await expect(page.getByText('实时推送中')).toBeVisible({ timeout: 30_000 });
    await post(request, taskApi('runTask'), { taskId }, token);
    const row = page.getByRole('row', { name: /实时监控任务/ });
    await expect(row).toBeVisible({ timeout: 30_000 });
    await row.getByRole('link', { name: '实时监控' }).click();
    await expect(page.getByText('实时推送中')).toBeVisible({ timeout: 30_000 });

    // The desk opens from the monitor and shares its session.
    const [desk] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('button', { name: '在新窗口打开坐席工作台' }).click(),
    ]);
    await expect(desk.getByTestId('agent-dn')).toHaveText(agent.dn);
    await desk.getByRole('button', { name: /打开电话/ }).click();
    await expect(desk.getByTestId('phone-state')).toHaveText('已打开');

    // A call's transcript grows on screen as robot and customer speak.
    await talkingCard(page);
    const before = await lineCounts(page);
    await expect
      .poll(
        async () => {
          const now = await lineCounts(page);
          return [...before].some(([id, count]) => (now.get(id) ?? 0) > count);
        },
        { timeout: 60_000 },
      )
      .toBe(true);

    // 监听: the desk rings as listening (answered by itself) and shows what was said.
    const listened = await talkingCard(page);
    await listened.card.getByRole('button', { name: '监听' }).click();
    await expect(desk.getByTestId('call-origin')).toHaveText('监听', { timeout: 30_000 });
    await expect(desk.getByTestId('transcript').locator('li').first()).toContainText('机器人');

    // 接管: the desk rings as a robot transfer, the card says 已接管 and the robot says no more.
    const taken = await talkingCard(page);
    await taken.card.getByRole('button', { name: '接管' }).click();
    // It asks first: the robot leaves the call for good.
    const confirm = page.getByRole('dialog').filter({ hasText: '接管通话' });
    await expect(confirm).toContainText('接管后机器人将退出与客户');
    await confirm.getByRole('button', { name: '确认接管' }).click();
    await expect(page.getByTestId('take-over-hint')).toContainText('机器人已退出通话');
    await expect(desk.getByTestId('call-origin')).toHaveText('机器人转人工', { timeout: 30_000 });
    await expect(desk.getByTestId('call-state')).toHaveText('通话中');
    await expect(taken.card.locator('.ant-tag', { hasText: '已接管' })).toBeVisible();
    // The card stays a few seconds after the robot left (then it goes): no robot line comes meanwhile.
    const robotLines = await taken.card.locator('.monitor-line-robot').count();
    await page.waitForTimeout(3000);
    expect(await taken.card.locator('.monitor-line-robot').count()).toBeLessThanOrEqual(robotLines);

    // 提交并挂断: the note is saved and the desk's call ends.
    await page.getByLabel('跟进内容').fill('客户想了解课程价格，已转人工跟进');
    await page.getByRole('button', { name: '提交并挂断' }).click();
    await expect(page.getByText('已提交并挂断')).toBeVisible();
    await expect(desk.getByTestId('call-state')).toHaveText('已挂断', { timeout: 30_000 });
  } finally {
    // The rest of the numbers must not keep the shared server busy.
    await post(request, taskApi('pauseTask'), { taskId }, token);
  }
});
