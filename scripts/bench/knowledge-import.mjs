// Knowledge import at volume: BENCH_QUESTIONS questions (default 10,000, each with 5 similar
// questions and 2 answers) in one .xlsx uploaded to batchtask on the compiled server, followed
// with queryTask until the job ends. Prints rows, the file's size, seconds from upload to the end
// and the server process's resident memory while it imports (sampled with each poll; the peak of
// the whole process would be its start-up's demo traffic). Measures; no budget is set for it.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { buildWhatIsStale } from '../build.mjs';
import { freePort } from '../lib/loopback-peer.mjs';
import { spawnOwned, stopAllOwned, stopOwned } from '../lib/owned-process.mjs';

const root = join(import.meta.dirname, '..', '..');
const QUESTIONS = Number(process.env.BENCH_QUESTIONS ?? 10_000);
const MASTER = { phone: '13800000000', password: 'demo1234' };

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    void stopAllOwned().finally(() => process.exit(130));
  });
}

/** The question import template's columns (contracts QUESTION_IMPORT_HEADER), one row per question. */
async function workbook() {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('导入数据');
  sheet.addRow(['分类', '主问法', '相似问法', '回答1', '回答2', '回答3']);
  const topics = ['学费', '上课时间', '师资', '退费', '试听', '教材', '班级人数', '校区', '优惠', '作业'];
  for (let i = 1; i <= QUESTIONS; i++) {
    const topic = topics[i % topics.length];
    const similar = [1, 2, 3, 4, 5].map((n) => `${topic}的问题${i}第${n}种问法`).join('||');
    sheet.addRow([topic, `关于${topic}的第${i}个问题`, similar, `第${i}个问题的回答`, `第${i}个问题的另一种回答`, '']);
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** Resident memory of a process now, in MB (Linux). */
function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

async function call(origin, path, body, token) {
  const response = await fetch(`${origin}${path}${token ? `?token=${token}` : ''}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = await response.json();
  if (answer.code !== 0) throw new Error(`${path}: ${answer.code} ${answer.message}`);
  return answer.result.rows;
}

async function waitForServer(origin, server) {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error('the server exited during start-up');
    try {
      if ((await fetch(`${origin}/config/config.json`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server did not start in 180 s');
}

await buildWhatIsStale();
const file = await workbook();
const dataDir = mkdtempSync(join(tmpdir(), 'knowledge-bench-'));
const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const server = spawnOwned(process.execPath, ['apps/server/dist/main.js'], {
  cwd: root,
  stdio: 'ignore',
  env: {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    PASSWORD_ENCRYPT: 'false',
  },
});
try {
  await waitForServer(origin, server);
  const [login] = await call(origin, '/uc/api/v1/account/login', {
    ...MASTER,
    clientId: 'knowledge-bench',
    kickOff: 1,
  });
  const token = login.token.access_token;
  const business = login.business.id;
  const [base] = await call(origin, `/brainkb/api/v1/knowledge/${business}/add`, { cname: '压测知识点' }, token);
  const rssBefore = rssMb(server.pid);
  let rssPeak = rssBefore;

  const form = new FormData();
  form.set('kbId', String(base.id));
  form.set('file', new Blob([file]), 'questions.xlsx');
  const started = performance.now();
  const uploaded = await (
    await fetch(`${origin}/brainkb/api/v1/knowledge/question/${business}/add/batchtask?token=${token}`, {
      method: 'POST',
      body: form,
    })
  ).json();
  if (uploaded.code !== 0) throw new Error(`batchtask: ${uploaded.code} ${uploaded.message}`);
  const jobId = uploaded.result.rows[0].id;
  let job;
  do {
    await new Promise((resolve) => setTimeout(resolve, 200));
    rssPeak = Math.max(rssPeak, rssMb(server.pid));
    [job] = await call(origin, `/brainkb/api/v1/task/${business}/query`, { id: jobId }, token);
  } while (job.status === 1);
  const seconds = (performance.now() - started) / 1000;
  const [list] = [
    await call(origin, `/brainkb/api/v1/knowledge/${business}/query/list`, { pageIndex: 1, pageSize: 10 }, token),
  ];
  console.log('| measure | value |');
  console.log('|---|---|');
  console.log(
    `| questions in the file (5 similar questions, 2 answers each) | ${QUESTIONS} (${(file.length / 1024 / 1024).toFixed(2)} MB) |`,
  );
  console.log(`| final status | ${job.status} ${job.msg.split('\n')[0]} |`);
  console.log(`| questions in the base afterwards | ${list.find((row) => row.id === base.id)?.questionCount ?? 0} |`);
  console.log(`| upload to the end of the job | ${seconds.toFixed(1)} s |`);
  console.log(`| server RSS before / highest while importing | ${rssBefore.toFixed(0)} / ${rssPeak.toFixed(0)} MB |`);
} finally {
  await stopOwned(server);
  rmSync(dataDir, { recursive: true, force: true });
}
