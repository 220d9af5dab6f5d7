import { spawnSync } from 'node:child_process';
import { writeSync } from 'node:fs';
import { buildApp, prepareDatabase } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { describeFault } from './lib/log-redaction.ts';
import { DEMO, demoAccountsUsable } from './modules/demo/index.ts';

/** Set in the process that only migrates and seeds a new embedded database. */
const PREPARE_ONLY = 'PREPARE_DATABASE_ONLY';
/** The pipe on which that process says whether the demo accounts still open with the demo password. */
const DEMO_USABLE_FD = 3;

/** Printing the demo accounts is honest only while they open with the demo password. */
const demoShown = (db: Parameters<typeof demoAccountsUsable>[0]) =>
  !config.production && config.seed ? demoAccountsUsable(db) : Promise.resolve(false);

/** Starts the server: database, migrations, seed, HTTP; prints where to open it. */
const config = loadConfig();
if (process.env[PREPARE_ONLY] === '1') {
  const preparing = await openDatabase(config);
  try {
    await prepareDatabase(preparing, config);
    writeSync(DEMO_USABLE_FD, String(await demoShown(preparing.db)));
  } catch (error) {
    console.error('start-up failed', JSON.stringify(describeFault(error), null, 2));
    process.exitCode = 1;
  } finally {
    await preparing.close();
  }
  process.exit();
}
let demoUsable: boolean | undefined;
if (!config.databaseUrl) {
  // The embedded database keeps as much memory as its busiest moment needed (WebAssembly memory
  // never shrinks), and the migrations and the demo seed (its data, and the demo traffic kept
  // recent at every start) are its busiest moment: a process of their own does them, and its
  // memory goes with it. So does the check of the demo passwords: scrypt takes 16 MB a hash, which
  // the allocator of each thread that ran one would keep.
  const prepared = spawnSync(process.execPath, [...process.execArgv, ...process.argv.slice(1)], {
    env: { ...process.env, [PREPARE_ONLY]: '1' },
    stdio: ['inherit', 'inherit', 'inherit', 'pipe'],
  });
  if (prepared.status !== 0) process.exit(1);
  demoUsable = String(prepared.output[DEMO_USABLE_FD]) === 'true';
}
const database = await openDatabase(config);
// Node would print a failed migration or seed with its query's bound values (password hashes).
const app = await buildApp({ config, database }).catch(async (error: unknown) => {
  console.error('start-up failed', JSON.stringify(describeFault(error), null, 2));
  await database.close();
  process.exit(1);
});

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) {
    process.exit(1);
  }
  stopping = true;
  app.log.info({ signal }, 'shutting down');
  try {
    await app.close();
    await database.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  app.log.error({ err: error }, 'could not listen');
  await database.close();
  process.exit(1);
}

const lines = [
  '',
  `智能外呼控制台已启动: http://${config.host}:${config.port}`,
  `数据库: ${database.driver === 'pg' ? 'PostgreSQL (DATABASE_URL)' : `内置 PGlite (${config.dataDir})`}`,
];
if (demoUsable ?? (await demoShown(database.db))) {
  lines.push(
    '演示账号 (密码均为 demo1234):',
    `  主账号   ${DEMO.master.phone}  ${DEMO.master.surname}`,
    `  成员     ${DEMO.member.phone}  ${DEMO.member.surname}`,
    `  内部登录 ${DEMO.operator.phone}  ${DEMO.operator.name}  企业ID ${DEMO.business.id}  (/login_inner)`,
    '短信与验证码为模拟发送，可在 /dev/sms/outbox?phone=手机号 查看',
  );
}
console.log(`${lines.join('\n')}\n`);
