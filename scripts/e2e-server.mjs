// The real server for the end-to-end tests, on a fresh data directory: builds whatever is missing
// or stale, then runs the compiled server in this very process under plain Node, as production
// does. One process: a signal ends the server (gracefully) and nothing is left behind.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildWhatIsStale } from './build.mjs';

await buildWhatIsStale();
const dataDir = mkdtempSync(join(tmpdir(), 'console-e2e-'));
process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
Object.assign(process.env, {
  DATA_DIR: dataDir,
  HOST: '127.0.0.1',
  NODE_ENV: 'test',
  // Every test registers its accounts from 127.0.0.1: more than one address's daily SMS.
  RATE_LIMIT_SMS_DAILY_MAX: '100000',
  // SMS sends without a captcha are budgeted per client address: the register and reset tests
  // each name an address of their own in X-Forwarded-For (support/accounts.ts ownClientAddress).
  TRUST_PROXY: 'true',
  // Parallel browsers on a busy 2-core CI machine can keep a request waiting past the default
  // 5 s; a test is not an overload to refuse (the line's 503 has tests of its own).
  REQUEST_QUEUE_WAIT_MS: '30000',
  // Exports pause between small pages so the tests can watch their progress in the download centre.
  DOWNLOAD_BATCH_SIZE: '250',
  DOWNLOAD_BATCH_PAUSE_MS: '500',
  // Simulated calls pass 300 times faster than real ones: a task of twenty numbers ends in seconds.
  CARRIER_COMPRESSION: '300',
});
await import('../apps/server/dist/main.js');
