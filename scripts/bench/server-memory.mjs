// The server's memory at rest on the embedded database (issue 23's budget: <= 250 MB RSS after
// start): the current source bundled as `npm start` runs it (apps/server/scripts/build.mjs, into
// apps/server/.tmp-bench-memory-<pid>/, removed afterwards), started on a new data directory (migrations and the demo
// seed), stopped, and started again on it. Printed for both starts: the seconds until it answers,
// its RSS BENCH_REST_SECONDS (20) after that, and its high-water mark (VmHWM). Linux only (reads
// /proc). Measures; never fails a build.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildServer, SERVER_NODE_FLAGS } from '../../apps/server/scripts/build.mjs';
import { freePort } from '../lib/loopback-peer.mjs';
import { spawnOwned, stopOwned } from '../lib/owned-process.mjs';

const ROOT = join(import.meta.dirname, '..', '..');
const REST_SECONDS = Number(process.env.BENCH_REST_SECONDS ?? 20);
const mb = (kb) => Math.round(kb / 1024);

function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS'), peak: kb('VmHWM') };
}

async function startOnce(bundle, dataDir, label) {
  const port = await freePort();
  const started = performance.now();
  const server = spawnOwned(process.execPath, [...SERVER_NODE_FLAGS, bundle], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'development',
      LOG_LEVEL: 'error',
      CONSOLE_DIST: join(dataDir, 'no-console'),
    },
  });
  try {
    const deadline = Date.now() + 180_000;
    for (;;) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/config/version.json`)).ok) break;
      } catch {}
      if (Date.now() > deadline || server.exitCode !== null) throw new Error('the server did not start');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const ready = (performance.now() - started) / 1000;
    await new Promise((resolve) => setTimeout(resolve, REST_SECONDS * 1000));
    const { rss, peak } = memoryOf(server.pid);
    return `| ${label} | ${ready.toFixed(1)} | ${mb(rss)} | ${mb(peak)} |`;
  } finally {
    await stopOwned(server);
  }
}

const dir = mkdtempSync(join(tmpdir(), 'bench-server-memory-'));
// As deep under apps/server as src/config.ts, so the bundle finds the migrations.
const bundleDir = join(ROOT, `apps/server/.tmp-bench-memory-${process.pid}`);
try {
  const bundle = await buildServer(bundleDir);
  const dataDir = join(dir, 'data');
  const rows = [
    await startOnce(bundle, dataDir, 'first start (new data directory)'),
    await startOnce(bundle, dataDir, 'restart'),
  ];
  console.log(
    `\nEmbedded database, the bundled server at rest ${REST_SECONDS} s after it answers (budget <= 250 MB RSS)`,
  );
  console.log('| start | s until it answers | RSS MB | peak RSS MB |');
  console.log('|---|---|---|---|');
  for (const row of rows) console.log(row);
} finally {
  rmSync(dir, { recursive: true, force: true });
  rmSync(bundleDir, { recursive: true, force: true });
}
