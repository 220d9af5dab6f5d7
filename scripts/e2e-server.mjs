// Starts the real server for the end-to-end tests on a fresh data directory.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dataDir = mkdtempSync(join(tmpdir(), 'console-e2e-'));
const server = spawn('npx', ['tsx', 'apps/server/src/main.ts'], {
  stdio: 'inherit',
  // Exports pause between small pages so the tests can watch their progress in the download centre.
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    NODE_ENV: 'test',
    // Every test registers its accounts from 127.0.0.1: more than one address's daily SMS.
    RATE_LIMIT_SMS_DAILY_MAX: '100000',
    DOWNLOAD_BATCH_SIZE: '250',
    DOWNLOAD_BATCH_PAUSE_MS: '500',
  },
});

const stop = () => server.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
