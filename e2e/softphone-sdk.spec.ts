import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { post } from './support/accounts.ts';
import { createAgent } from './support/agents.ts';
import { expect, test } from './support/console-test.ts';

/**
 * The built compatibility script (xiaoman.js) on an integrator's page: the SDK's demo page,
 * served by a server of its own on another origin, loads the script from the platform with an
 * absolute address, as a page written for the original product would after swapping its script
 * tag. Everything after that (config, login, SIP, presence) crosses origins.
 */
const DEMO_DIR = join(import.meta.dirname, '../packages/softphone/demo');

/** Serves the demo page with its script tag pointing at the platform, on localhost:<port>. */
async function integratorSite(platform: string): Promise<{ origin: string; close: () => Promise<void> }> {
  const files: Record<string, [string, string]> = {
    '/': [
      'text/html; charset=utf-8',
      readFileSync(join(DEMO_DIR, 'index.html'), 'utf8').replace(
        '<script src="../xiaoman.js"></script>',
        `<script src="${platform}/static/sdk/xiaoman.js"></script>`,
      ),
    ],
    '/demo.js': ['text/javascript; charset=utf-8', readFileSync(join(DEMO_DIR, 'demo.js'), 'utf8')],
    '/demo.css': ['text/css; charset=utf-8', readFileSync(join(DEMO_DIR, 'demo.css'), 'utf8')],
  };
  const server: Server = createServer((request, response) => {
    const file = files[request.url ?? ''];
    if (!file) return response.writeHead(404).end();
    response.writeHead(200, { 'Content-Type': file[0] }).end(file[1]);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  // localhost, not 127.0.0.1: another origin than the platform's, and still a secure context
  // (WebCrypto for the password, the microphone for the call).
  return { origin: `http://localhost:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

const events = (page: Page) => page.locator('#events li');

test('a page of another origin logs in with xiaoman.js, answers a simulated call with its user data and logs out', async ({
  page,
  request,
  baseURL,
}) => {
  const platform = new URL(baseURL ?? '').origin;
  const agent = await createAgent(request, platform);
  const site = await integratorSite(platform);
  try {
    await page.goto(`${site.origin}/`);
    expect(await page.evaluate(() => location.origin)).not.toBe(platform);
    await expect(page.getByRole('heading', { name: '软电话 SDK 集成示例' })).toBeVisible();

    await page.getByLabel('账号（手机号）').fill(agent.phone);
    await page.getByLabel('密码').fill(agent.password);
    await page.getByLabel('密码').press('Enter');
    await expect(page.locator('#login-state')).toHaveText(`已登录 ${agent.phone}，分机 ${agent.dn}`);
    await expect(page.getByLabel('外显号码')).toContainText('02160001002');

    await page.getByRole('button', { name: '打开电话' }).click();
    await expect(page.locator('#phone-state')).toHaveText('已打开');
    await expect(events(page).filter({ hasText: '事件 opened' })).toHaveCount(1);

    await post(request, '/dev/telephony/call', {
      businessId: agent.businessId,
      dn: agent.dn,
      origin: 'inbound',
      ani: '13912345678',
      userData: { 'call-relation-id': 'order-42', 'app-id': 'crm' },
    });
    await expect(page.locator('#call-state')).toHaveText('振铃中');
    const ringing = events(page).filter({ hasText: '事件 ringing' });
    await expect(ringing).toContainText('"call-origin":"inbound"');
    await expect(ringing).toContainText('"userData":{"call-relation-id":"order-42","app-id":"crm"}');
    await expect(ringing).toContainText('"ani":"13912345678"');

    await page.getByRole('button', { name: '接听' }).click();
    await expect(page.locator('#call-state')).toHaveText('通话中');
    await expect(events(page).filter({ hasText: '接听 {"code":"000000"' })).toHaveCount(1);

    await page.getByRole('button', { name: '挂断' }).click();
    await expect(page.locator('#call-state')).toHaveText('已挂断');

    await page.getByRole('button', { name: '退出登录' }).click();
    await expect(page.locator('#login-state')).toHaveText('未登录');
    await expect(page.locator('#phone-state')).toHaveText('已关闭');
    await page.getByRole('button', { name: '打开电话' }).click();
    await expect(events(page).first()).toContainText('打开电话 {"code":"200001"');
  } finally {
    await site.close();
  }
});
