// A calling task's number upload at volume: BENCH_NUMBERS rows (default 1,000,000; phone, 姓名,
// 金额) as .csv (UTF-8 and GBK-style GB18030 alike read the same way) and .xlsx, each read and
// imported (the task module's number file pipeline: normalise, deduplicate, blacklist and
// suppression checks per 1,000 numbers against in-memory lists, rejected rows into the 错误名单
// xlsx) in a fresh child process whose peak RSS is measured. About 4% of the rows are invalid,
// repeated or listed. "RSS at start" is the child once the task module is loaded through its
// public file (tsx compiling it, the modules it stands on and the contracts on the fly, some 40 MB
// more than the pipeline's own files alone); "growth" is what the import adds to it.
// Writing the accepted rows to the database is the caller's and is not measured here: the
// budget (<= 60 s, <= 300 MB for 1,000,000 numbers) covers both. Measures; never fails a build.

import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { exitOf, spawnOwned, stopAllOwned } from '../lib/owned-process.mjs';
import { listedNumbers, writeCsv, writeXlsx } from './lib/number-files.mjs';

const taskModule = new URL('../../apps/server/src/modules/task/index.ts', import.meta.url).href;
const NUMBERS = Number(process.env.BENCH_NUMBERS ?? 1_000_000);
const BUDGET = { seconds: 60, mb: 300 };
const { blacklist: BLACKLIST, suppressed: SUPPRESSED } = listedNumbers(NUMBERS);

/** In the child: reads and imports one file, then reports the figures as JSON. */
async function importFile(path, dir) {
  const { sniffNumberFile, readNumberRows, importNumbers, createRejectedNumbersFile } = await tsImport(
    taskModule,
    import.meta.url,
  );
  const blacklist = new Set(BLACKLIST);
  const suppressed = new Set(SUPPRESSED);
  const baseRss = process.memoryUsage().rss;
  const started = performance.now();
  const type = await sniffNumberFile(path, path);
  const rejectedFile = createRejectedNumbersFile(join(dir, `rejected-${type}.xlsx`));
  let handedOn = 0;
  const summary = await importNumbers({
    rows: readNumberRows(path, type),
    template: { phoneColumn: '手机号码', variableColumns: ['姓名', '金额'] },
    isBlacklisted: async (numbers) => numbers.filter((number) => blacklist.has(number)),
    isSuppressed: async (numbers) => numbers.filter((number) => suppressed.has(number)),
    onAccepted: async (batch) => {
      handedOn += batch.length;
    },
    onRejected: rejectedFile.write,
  });
  const rejectedWritten = await rejectedFile.close();
  const seconds = (performance.now() - started) / 1000;
  console.log(
    JSON.stringify({
      type,
      seconds,
      summary,
      handedOn,
      rejectedWritten,
      baseRss,
      peakRss: process.resourceUsage().maxRSS * 1024,
    }),
  );
}

async function measure(label, path, dir) {
  const child = spawnOwned(process.execPath, [import.meta.filename, '--child', path, dir], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let stdout = '';
  child.stdout.on('data', (chunk) => {
    stdout += chunk;
  });
  await exitOf(child);
  const line = stdout.trim().split('\n').at(-1);
  const figures = line ? JSON.parse(line) : undefined;
  if (!figures) return `| ${label} | import failed: ${stdout} |`;
  const { summary, seconds } = figures;
  const mb = (bytes) => (bytes / 1024 / 1024).toFixed(0);
  const within = seconds <= BUDGET.seconds && figures.peakRss / 1024 / 1024 <= BUDGET.mb;
  return [
    label,
    `${mb(statSync(path).size)} MB`,
    summary.totalRows.toLocaleString('en'),
    `${summary.acceptedRows.toLocaleString('en')} / ${summary.rejectedRows.toLocaleString('en')}`,
    seconds.toFixed(1),
    Math.round(summary.totalRows / seconds).toLocaleString('en'),
    mb(figures.baseRss),
    mb(figures.peakRss),
    mb(figures.peakRss - figures.baseRss),
    within ? 'within' : 'over',
  ].join(' | ');
}

if (process.argv[2] === '--child') {
  await importFile(process.argv[3], process.argv[4]);
} else {
  const dir = mkdtempSync(join(tmpdir(), 'bench-number-import-'));
  process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      void stopAllOwned().finally(() => process.exit(130));
    });
  }
  const csv = join(dir, 'numbers.csv');
  const xlsx = join(dir, 'numbers.xlsx');
  await writeCsv(csv, NUMBERS);
  await writeXlsx(xlsx, NUMBERS);
  const rows = [await measure('csv', csv, dir), await measure('xlsx', xlsx, dir)];
  console.log(`${NUMBERS.toLocaleString('en')} numbers read, checked and split (database writes not included)`);
  console.log(
    `| file | size | rows | accepted / rejected | seconds | rows/s | RSS at start MB | peak RSS MB | growth MB | <= ${BUDGET.seconds} s, <= ${BUDGET.mb} MB |`,
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const line of rows) console.log(`| ${line} |`);
}
