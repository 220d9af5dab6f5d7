import type { APIRequestContext, Page } from '@playwright/test';
import { post } from './support/accounts.ts';
import { createAgent, type TestAgent } from './support/agents.ts';
import { expect, test } from './support/console-test.ts';
import { loginToShell } from './support/shell.ts';

/**
 * The agent desk in Chromium with fake media devices (playwright.config), against the running
 * server's telephony simulator: real SIP over WebSocket, real WebRTC audio both ways, the INFO
 * events and the XMPP presence channel. Every test has an enterprise and an extension of its own.
 */

interface SimulatedCall {
  agentLegUuid: string;
  origin: string;
  state: string;
  answeredAt: string | null;
  sipStatus?: number;
  reason?: string;
  rtp: { bytesReceived: number; bytesSent: number; packetsReceived: number };
}

async function simulatorCalls(page: Page, agent: TestAgent): Promise<SimulatedCall[]> {
  return (await post(page.request, '/dev/telephony/calls', {
    businessId: agent.businessId,
  })) as unknown as SimulatedCall[];
}

async function openDesk(page: Page, agent: TestAgent): Promise<void> {
  await loginToShell(page, agent.phone, agent.password);
  await page.getByRole('button', { name: '坐席工作台' }).click();
  await expect(page).toHaveURL(/\/agentdesk$/);
  await expect(page.getByTestId('agent-dn')).toHaveText(agent.dn);
  await page.getByRole('button', { name: /打开电话/ }).click();
  await expect(page.getByTestId('phone-state')).toHaveText('已打开');
}

/** A fresh agent (an enterprise of its own) with the phone open on its desk. */
async function agentAtDesk(page: Page, request: APIRequestContext, baseURL = ''): Promise<TestAgent> {
  const agent = await createAgent(request, baseURL);
  await openDesk(page, agent);
  return agent;
}

/** The simulator rings the agent's extension with a call of this origin from this number. */
async function ring(request: APIRequestContext, agent: TestAgent, origin: string, ani: string): Promise<void> {
  await post(request, '/dev/telephony/call', { businessId: agent.businessId, dn: agent.dn, origin, ani });
}

async function hangUp(page: Page): Promise<void> {
  await page.getByRole('button', { name: /挂\s*断/ }).click();
  await expect(page.getByTestId('call-state')).toHaveText('已挂断');
}

const bytesOf = async (page: Page, testId: string) => Number(await page.getByTestId(testId).getAttribute('data-bytes'));

test('the agent dials from the desk: auto-answered, ringing, established, transcript, audio both ways, hang-up', async ({
  page,
  request,
  baseURL,
}) => {
  const agent = await agentAtDesk(page, request, baseURL);
  await expect(page.getByTestId('simulator-notice')).toContainText('通话由服务器模拟');
  await expect(page.getByTestId('agent-lines')).toContainText('02160001002');

  await page.getByTestId('dial-number').fill('13912345678');
  await page.getByTestId('dial-number').press('Enter');
  const state = page.getByTestId('call-state');
  await expect(state).toHaveText('振铃中');
  await expect(state).toHaveText('通话中');
  await expect(page.getByTestId('call-origin')).toHaveText('点击外呼');
  await expect(page.getByTestId('call-number')).toHaveText('13912345678');
  await expect(page.getByTestId('transcript').locator('li')).not.toHaveCount(0);
  await expect.poll(() => page.getByTestId('transcript').locator('li').count()).toBeGreaterThanOrEqual(2);
  await expect(page.getByTestId('call-duration')).toHaveText(/^\d+分\d{2}秒$/);

  // Audio flows both ways: the browser's counters and the simulator's grow.
  const received = await bytesOf(page, 'media-received');
  await expect.poll(() => bytesOf(page, 'media-received')).toBeGreaterThan(received);
  expect(await bytesOf(page, 'media-sent')).toBeGreaterThan(0);
  await expect.poll(async () => (await simulatorCalls(page, agent))[0]?.rtp.bytesReceived ?? 0).toBeGreaterThan(1000);
  expect((await simulatorCalls(page, agent))[0].rtp.bytesSent).toBeGreaterThan(1000);

  await hangUp(page);
  await expect.poll(async () => (await simulatorCalls(page, agent))[0]?.state).toBe('ended');
});

test('a call that is not auto-answered rings until answered by a click, then transcribed; a second call meanwhile gets 486', async ({
  page,
  request,
  baseURL,
}) => {
  // The page's clock: its timers (an automatic answer waits for ICE at most 3 s) run on demand.
  await page.clock.install();
  // An answer is a 200 OK to the INVITE on the SIP socket, sent as a timer fires: the page
  // reports the frame before runFor returns.
  const answers: string[] = [];
  page.on('websocket', (socket) =>
    socket.on('framesent', ({ payload }) => {
      if (/^SIP\/2\.0 200[\s\S]*^CSeq: \d+ INVITE/m.test(String(payload))) answers.push(String(payload));
    }),
  );
  const agent = await agentAtDesk(page, request, baseURL);

  await ring(request, agent, 'inbound', '13700001111');
  const state = page.getByTestId('call-state');
  await expect(state).toHaveText('振铃中');
  await expect(page.getByTestId('call-origin')).toHaveText('呼入');
  // Still ringing once every timer of the next 10 s has fired: nothing answered it but the agent.
  await page.clock.runFor(10_000);
  expect(answers).toEqual([]);
  await expect(state).toHaveText('振铃中');
  expect((await simulatorCalls(page, agent))[0]).toMatchObject({ state: 'ringing', answeredAt: null });
  await page.getByRole('button', { name: /接\s*听/ }).click();
  await expect(state).toHaveText('通话中');
  expect(answers).toHaveLength(1);
  // The customer who called in speaks once the agent has answered.
  await expect(page.getByTestId('transcript').locator('li')).not.toHaveCount(0);

  await ring(request, agent, 'braintransfer', '13700002222');
  await expect
    .poll(async () => {
      const [latest] = await simulatorCalls(page, agent);
      return latest?.origin === 'braintransfer' ? `${latest.sipStatus} ${latest.reason}` : 'none';
    })
    .toBe('486 Agent Busy');
  await expect(state).toHaveText('通话中');
  await expect(page.getByTestId('call-number')).toHaveText('13700001111');

  await hangUp(page);
});

test('a call arriving while the agent listens in ends the listening and is taken', async ({
  page,
  request,
  baseURL,
}) => {
  const agent = await agentAtDesk(page, request, baseURL);
  await ring(request, agent, 'listening', '13700003333');
  const state = page.getByTestId('call-state');
  await expect(page.getByTestId('call-origin')).toHaveText('监听');
  await expect(state).toHaveText('通话中');

  await ring(request, agent, 'braintransfer', '13700004444');
  await expect(page.getByTestId('call-origin')).toHaveText('机器人转人工');
  await expect(page.getByTestId('call-number')).toHaveText('13700004444');
  await expect(state).toHaveText('通话中');
  const byOrigin = async () => Object.fromEntries((await simulatorCalls(page, agent)).map((c) => [c.origin, c]));
  await expect.poll(async () => (await byOrigin()).listening?.state).toBe('ended');
  expect((await byOrigin()).braintransfer?.state).toBe('answered');

  await hangUp(page);
});

test('a second login elsewhere ends this phone with the conflict message', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const agent = await agentAtDesk(page, request, baseURL);

  const elsewhere = await browser.newContext();
  try {
    const other = await elsewhere.newPage();
    await openDesk(other, agent);
    await expect(page.getByTestId('conflict-message')).toContainText('您的帐号已在其它地方登录，您已被强制退出');
    await expect(page.getByTestId('phone-state')).toHaveText('未打开');
    await expect(other.getByTestId('phone-state')).toHaveText('已打开');
  } finally {
    await elsewhere.close();
  }
});
