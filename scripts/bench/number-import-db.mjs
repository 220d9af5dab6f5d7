// A calling task's 1,000,000-number import end to end on the embedded database (a new data
// directory per file; BENCH_PGLITE=false skips it) and on PostgreSQL (only when BENCH_DATABASE_URL
// is set; a scratch database per file is created there and dropped afterwards). The server runs
// as `npm start` runs it: the current source bundled by apps/server/scripts/build.mjs into
// apps/server/.tmp-bench-import-<pid>/ (removed afterwards) and started with plain Node, in a
// child process of its own; BENCH_SERVER=source runs src/main.ts through tsx instead, which alone
// takes some 300 MB more to compile and hold the sources. This script sends the numbers file as a streamed
// multipart body over a real port (uploadTaskFile: to disk, read row by row, normalised,
// deduplicated, checked against the blacklist and suppression list in the database, accepted
// rows into task_upload_numbers, rejected ones into the 错误名单 xlsx), then creates the task
// (createTaskWithFile: the numbers move into task_numbers with one INSERT ... SELECT). Printed
// per file (.csv and .xlsx from lib/number-files.mjs, about 4% rejected): the time of the upload
// and of the create, the server's RSS once started, and its peak RSS (the kernel's high-water
// mark VmHWM, start-up included) against the budget of <= 60 s and <= 300 MB. BENCH_NUMBERS
// changes the count. Linux only (reads /proc). Measures; never fails a build.
import { execFile } from 'node:child_process';
import { createReadStream, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { tsImport } from 'tsx/esm/api';
import { buildServer, SERVER_NODE_FLAGS } from '../../apps/server/scripts/build.mjs';
import { freePort } from '../lib/loopback-peer.mjs';
import { spawnOwned, stopAllOwned, stopOwned } from '../lib/owned-process.mjs';
import { listedNumbers, writeCsv, writeXlsx } from './lib/number-files.mjs';
import { withScratchDatabase } from './lib/scratch-database.mjs';

const ROOT = join(import.meta.dirname, '..', '..');
const NUMBERS = Number(process.env.BENCH_NUMBERS ?? 1_000_000);
const FROM_SOURCE = process.env.BENCH_SERVER === 'source';
const BUDGET = { seconds: 60, mb: 300 };
const BUSINESS = 10000;
const MASTER = { phone: '13800000000', password: 'demo1234' };
const SCRIPT = '教育课程邀约';
const LINE = '02160001002';
const mb = (bytes) => (bytes / 1024 / 1024).toFixed(0);

/** The process's resident memory now and its high-water mark, from /proc. */
function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) * 1024;
  return { rss: kb('VmRSS'), peakRss: kb('VmHWM') };
}

function send(port, path, headers, write) {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method: 'POST', headers }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve(JSON.parse(Buffer.concat(chunks).toString())));
    });
    req.on('error', reject);
    write(req);
  });
}

const postJson = (port, path, body) =>
  send(port, path, { 'content-type': 'application/json' }, (req) => req.end(JSON.stringify(body)));

/** uploadTaskFile with the file streamed from disk as field OBJECT, never whole in memory. */
function upload(port, path, token, fileName, speechSkillId) {
  const boundary = `----bench${Date.now().toString(16)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="speechSkillId"\r\n\r\n${speechSkillId}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="OBJECT"; filename="${fileName}"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const headers = {
    'content-type': `multipart/form-data; boundary=${boundary}`,
    'content-length': head.length + statSync(path).size + tail.length,
  };
  const url = `/outbound/api/v1/outbound/taskmanage/${BUSINESS}/uploadTaskFile?token=${token}`;
  return send(port, url, headers, (req) => {
    req.write(head);
    const file = createReadStream(path);
    file.pipe(req, { end: false });
    file.on('end', () => req.end(tail));
  });
}

/**
 * The demo enterprise approved (only a verified enterprise creates tasks) and the lists the file's
 * rows meet (1% of its numbers blacklisted, 1% suppressed); answers the script's id.
 */
async function prepareEnterprise(url, port, token) {
  if (!url) return prepareEmbedded(port, token);
  const pg = (await tsImport('pg', new URL('../../apps/server/src/db/database.ts', import.meta.url).href)).default;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('update businesses set status = 2 where id = $1', [BUSINESS]);
    const { blacklist, suppressed } = listedNumbers(NUMBERS);
    for (const [table, numbers] of [
      ['blacklist_numbers', blacklist],
      ['suppressed_numbers', suppressed],
    ]) {
      await client.query(
        `insert into ${table} (business_id, number, reason, source, created_by, created_at)
         select $1, unnest($2::text[]), 'bench', 'manual', 'bench', now()`,
        [BUSINESS, numbers],
      );
    }
    const { rows } = await client.query('select id from speech_skills where business_id = $1 and name = $2', [
      BUSINESS,
      SCRIPT,
    ]);
    return rows[0].id;
  } finally {
    await client.end();
  }
}

/**
 * On the embedded database, which only the server opens: the enterprise approved through the
 * operator's command and the script found through the API. The lists stay empty, so no row is
 * rejected for them.
 */
async function prepareEmbedded(port, token) {
  await promisify(execFile)(process.execPath, [
    join(ROOT, 'scripts/operator.mjs'),
    '--url',
    `http://127.0.0.1:${port}`,
    'status',
    String(BUSINESS),
    '2',
  ]);
  const scripts = await postJson(port, `/brain/api/v1/speechSkill/${BUSINESS}/querySpeechSkill?token=${token}`, {
    pageSize: 20,
  });
  return scripts.result.rows.find((row) => row.name === SCRIPT).id;
}

/** The server on `url` (the embedded database when ''), started as `npm start` would (or from source), once it answers. */
async function startServer(url, bundle) {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-import-db-'));
  const port = await freePort();
  const server = spawnOwned(
    process.execPath,
    FROM_SOURCE ? ['--import', 'tsx', 'apps/server/src/main.ts'] : [...SERVER_NODE_FLAGS, bundle],
    {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        DATABASE_URL: url,
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        NODE_ENV: 'test',
        LOG_LEVEL: 'error',
        PASSWORD_ENCRYPT: 'false',
        CONSOLE_DIST: join(dataDir, 'no-console'),
      },
    },
  );
  const stop = async () => {
    await stopOwned(server);
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (server.exitCode !== null) break;
    const ok = await fetch(`http://127.0.0.1:${port}/config/version.json`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (ok) return { server, port, stop };
    if (Date.now() > deadline) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error('the server did not start');
}

/** The import of one file on a new database: a scratch one on `serverUrl`, or the embedded one when ''. */
function measure(label, path, serverUrl, bundle) {
  return serverUrl
    ? withScratchDatabase(serverUrl, 'bench_import', (url) => measureOn(label, path, url, bundle))
    : measureOn(label, path, '', bundle);
}

async function measureOn(label, path, url, bundle) {
  const { server, port, stop } = await startServer(url, bundle);
  try {
    const started = memoryOf(server.pid);
    const login = await postJson(port, '/uc/api/v1/account/login', { ...MASTER, clientId: 'bench', kickOff: 1 });
    const token = login.result.rows[0].token.access_token;
    const speechSkillId = await prepareEnterprise(url, port, token);

    const uploadStarted = performance.now();
    const uploaded = await upload(port, path, token, `numbers.${label}`, speechSkillId);
    const uploadSeconds = (performance.now() - uploadStarted) / 1000;
    if (uploaded.code !== 0) return `| ${label} | upload refused: ${uploaded.code} ${uploaded.message} |`;
    const afterUpload = memoryOf(server.pid);

    const now = Date.now();
    const createStarted = performance.now();
    const created = await postJson(
      port,
      `/outbound/api/v1/outbound/taskmanage/${BUSINESS}/createTaskWithFile?token=${token}`,
      {
        name: `导入压测${label}`,
        fileName: uploaded.result.rows[0].fileName,
        taskConfig: {
          telNum: LINE,
          speechSkillId,
          beginTime: now + 86_400_000,
          endTime: now + 2 * 86_400_000,
          timeRange: ['09:00:00-12:00:00', '13:30:00-20:00:00'],
          pushIntention: [],
        },
      },
    );
    const createSeconds = (performance.now() - createStarted) / 1000;
    if (created.code !== 0) return `| ${label} | create refused: ${created.code} ${created.message} |`;
    const afterCreate = memoryOf(server.pid);

    const { totalRows, acceptedRows } = uploaded.result.rows[0];
    const seconds = uploadSeconds + createSeconds;
    const within = seconds <= BUDGET.seconds && afterCreate.peakRss / 1024 / 1024 <= BUDGET.mb;
    return [
      label,
      `${mb(statSync(path).size)} MB`,
      totalRows.toLocaleString('en'),
      `${acceptedRows.toLocaleString('en')} / ${(totalRows - acceptedRows).toLocaleString('en')}`,
      uploadSeconds.toFixed(1),
      createSeconds.toFixed(1),
      mb(started.rss),
      mb(afterUpload.peakRss),
      mb(afterCreate.peakRss),
      within ? 'within' : 'over',
    ].join(' | ');
  } finally {
    await stop();
  }
}

const databases = [
  ...(process.env.BENCH_PGLITE === 'false' ? [] : [['Embedded database (PGlite on disk; no listed numbers)', '']]),
  ...(process.env.BENCH_DATABASE_URL ? [['PostgreSQL', process.env.BENCH_DATABASE_URL]] : []),
];
if (!process.env.BENCH_DATABASE_URL) {
  console.log('PostgreSQL: skipped (set BENCH_DATABASE_URL to a server URL; a scratch database is created there)');
}
if (databases.length > 0) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-number-import-db-'));
  // As deep under apps/server as src/config.ts, so the bundle finds the migrations.
  const bundleDir = join(ROOT, `apps/server/.tmp-bench-import-${process.pid}`);
  process.on('exit', () => {
    rmSync(dir, { recursive: true, force: true });
    rmSync(bundleDir, { recursive: true, force: true });
  });
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      void stopAllOwned().finally(() => process.exit(130));
    });
  }
  const bundle = FROM_SOURCE ? undefined : await buildServer(bundleDir);
  const csv = join(dir, 'numbers.csv');
  const xlsx = join(dir, 'numbers.xlsx');
  await writeCsv(csv, NUMBERS);
  await writeXlsx(xlsx, NUMBERS);
  for (const [name, url] of databases) {
    const rows = [];
    for (const [label, path] of [
      ['csv', csv],
      ['xlsx', xlsx],
    ]) {
      rows.push(await measure(label, path, url, bundle));
    }
    console.log(
      `\n${name}: ${NUMBERS.toLocaleString('en')} numbers uploaded over HTTP and made a task; memory of the server ` +
        `process (${FROM_SOURCE ? 'from source through tsx' : 'bundled, as npm start runs it'})`,
    );
    console.log(
      `| file | size | rows | accepted / rejected | upload s | create s | RSS once started MB | peak RSS after upload MB | peak RSS after create MB | <= ${BUDGET.seconds} s, <= ${BUDGET.mb} MB |`,
    );
    console.log('|---|---|---|---|---|---|---|---|---|---|');
    for (const line of rows) console.log(line.startsWith('|') ? line : `| ${line} |`);
  }
}
