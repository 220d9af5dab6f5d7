import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 18080);

/**
 * End-to-end tests drive Debian's Chromium (never a downloaded browser) against the real server
 * and the built console, on a throwaway data directory.
 */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'zh-CN',
    // The customers' browsers, and the server's report days, are in China.
    timezoneId: 'Asia/Shanghai',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // The agent desk's softphone: a fake microphone without a permission prompt, and ICE
        // candidates on loopback, where the telephony simulator's media peer listens.
        '--use-fake-ui-for-media-stream',
        '--use-fake-device-for-media-stream',
        '--allow-loopback-in-peer-connection',
      ],
    },
  },
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `http://127.0.0.1:${port}/config/config.json`,
    reuseExistingServer: false,
    timeout: 120_000,
    // SIGTERM ends the server gracefully and removes its data directory; the default is SIGKILL.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    env: { PORT: String(port) },
  },
});
