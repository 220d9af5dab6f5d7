/**
 * The softphone's budgets (DESIGN.md section 5):
 *   - the gzip size of the largest browser script of the SDK's build (packages/softphone/scripts/
 *     build.mjs: softphone.js and the compatibility script xiaoman.js, each with all its
 *     dependencies, presence included), budget 90 KB;
 *   - INVITE to 200 OK for auto-answered calls on loopback, budget 300 ms: the console's agent desk
 *     in Chromium (fake media devices) dials through the embedded telephony simulator, whose call
 *     log stamps when it sent the INVITE and when the 200 OK arrived.
 * Prints the figures; exits 1 when a budget is exceeded.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { buildSoftphone } from '../../packages/softphone/scripts/build.mjs';
import { buildWhatIsStale } from '../build.mjs';
import { freePort } from '../lib/loopback-peer.mjs';
import { spawnOwned, stopAllOwned, stopOwned } from '../lib/owned-process.mjs';

const root = join(import.meta.dirname, '..', '..');
const KB = 1024;
let failed = false;

/** gzip bytes of each browser script, built into a directory of its own. */
async function browserScriptSizes() {
  const outdir = mkdtempSync(join(tmpdir(), 'softphone-dist-'));
  try {
    await buildSoftphone(outdir);
    const scripts = readdirSync(join(outdir, 'browser')).filter((name) => name.endsWith('.js'));
    return scripts.map((name) => ({ name, bytes: gzipSync(readFileSync(join(outdir, 'browser', name))).length }));
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}

const CALLS = 10;

async function waitForServer(origin, server) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error('the server exited during start-up');
    try {
      if ((await fetch(`${origin}/config/config.json`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server did not start in 120 s');
}

/** The demo master dials CALLS times from the agent desk; answers INVITE -> 200 OK per call, ms. */
async function inviteTo200() {
  await buildWhatIsStale();
  const dataDir = mkdtempSync(join(tmpdir(), 'softphone-bench-'));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  // The compiled server under plain Node: the process spawned is the server itself, and stopping
  // it leaves nothing behind (through npx and tsx the server outlived the bench).
  const server = spawnOwned(process.execPath, ['apps/server/dist/main.js'], {
    cwd: root,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      TELEPHONY_PROGRESS_MS: '100',
      TELEPHONY_ANSWER_MS: '100',
    },
  });
  // A signal ends the script by process.exit: the data directory goes then too.
  const removeData = () => rmSync(dataDir, { recursive: true, force: true });
  process.once('exit', removeData);
  let browser;
  try {
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--use-fake-ui-for-media-stream',
        '--use-fake-device-for-media-stream',
        '--allow-loopback-in-peer-connection',
      ],
    });
    await waitForServer(origin, server);
    const page = await browser.newPage({ baseURL: origin });
    await page.goto('/yeta/login');
    await page.getByPlaceholder('请输入手机号').fill('13800000000');
    await page.getByPlaceholder('请输入密码').fill('demo1234');
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await page.getByRole('menu', { name: '主菜单' }).waitFor();
    await page.goto('/agentdesk');
    await page.getByRole('button', { name: /打开电话/ }).click();
    await page.getByTestId('phone-state').filter({ hasText: '已打开' }).waitFor();
    const state = page.getByTestId('call-state');
    for (let i = 0; i < CALLS; i++) {
      await page.getByTestId('dial-number').fill(`1391234${String(i).padStart(4, '0')}`);
      await page.getByTestId('dial-number').press('Enter');
      await state.filter({ hasText: '通话中' }).waitFor();
      await page.getByRole('button', { name: /挂\s*断/ }).click();
      await state.filter({ hasText: '已挂断' }).waitFor();
    }
    const answer = await fetch(`${origin}/dev/telephony/calls`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ businessId: 10000 }),
    });
    const rows = (await answer.json()).result.rows;
    return rows.map((row) => Date.parse(row.answeredAt) - Date.parse(row.invitedAt));
  } finally {
    await browser?.close();
    await stopOwned(server);
    removeData();
    process.off('exit', removeData);
  }
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    void stopAllOwned().finally(() => process.exit(130));
  });
}

const sizes = await browserScriptSizes();
const largest = Math.max(...sizes.map((script) => script.bytes));
const sizeOk = sizes.length > 0 && largest <= 90 * KB;
failed ||= !sizeOk;
const latencies = (await inviteTo200()).sort((a, b) => a - b);
const p95 = percentile(latencies, 95);
const latencyOk = latencies.length === CALLS && p95 <= 300;
failed ||= !latencyOk;
console.log('| measure | value | budget |');
console.log('|---|---|---|');
const listed = sizes.map((script) => `${script.name} ${(script.bytes / KB).toFixed(1)} KB`).join(', ');
console.log(
  `| SDK browser scripts gzip, largest counts (${listed}) | ${(largest / KB).toFixed(1)} KB | 90 KB ${sizeOk ? 'ok' : 'OVER'} |`,
);
console.log(
  `| INVITE -> 200 OK, auto-answered, ${latencies.length} calls in Chromium, p50 / p95 / max | ${percentile(latencies, 50)} / ${p95} / ${latencies.at(-1)} ms | 300 ms ${latencyOk ? 'ok' : 'OVER'} |`,
);

if (failed) process.exitCode = 1;
