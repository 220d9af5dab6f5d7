// Demo call traffic for the report: `npm run seed:traffic -- --business 10000 --days 30 --calls 5000`.
// Writes generated calls straight to the database through the server's one write path
// (the call-records module's recordCalls), so the rollups stay exact. Opens the database the server
// would (DATABASE_URL, else the embedded PGlite under DATA_DIR): the embedded database is
// single-process, so stop the server first; with PostgreSQL it may keep running.
import { parseArgs } from 'node:util';
import { tsImport } from 'tsx/esm/api';

const USAGE = `用法: npm run seed:traffic -- --business <企业ID> [--days 30] [--calls 3000] [--inbound 0.2] [--seed N]

按真实呼叫的写入路径生成演示通话数据（仅用于演示）。
使用内置数据库（未设置 DATABASE_URL）时请先停止服务器：内置数据库只允许一个进程打开。`;

const { values } = parseArgs({
  options: {
    business: { type: 'string' },
    days: { type: 'string', default: '30' },
    calls: { type: 'string', default: '3000' },
    inbound: { type: 'string', default: '0.2' },
    seed: { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});

function positive(value, label) {
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) {
    console.error(`${label}必须为正整数: ${value ?? '(缺少)'}\n\n${USAGE}`);
    process.exit(2);
  }
  return n;
}

if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const businessId = positive(values.business, '--business');
const days = positive(values.days, '--days');
const calls = positive(values.calls, '--calls');
const inboundShare = Number(values.inbound);
if (!(inboundShare >= 0 && inboundShare <= 1)) {
  console.error(`--inbound 必须在 0 到 1 之间: ${values.inbound}`);
  process.exit(2);
}

const base = new URL('../apps/server/src/', import.meta.url);
const { loadConfig } = await tsImport(new URL('config.ts', base).href, import.meta.url);
const { openDatabase } = await tsImport(new URL('db/database.ts', base).href, import.meta.url);
const { businesses } = await tsImport(new URL('db/schema/index.ts', base).href, import.meta.url);
const { seedDemo, writeDemoTraffic } = await tsImport(new URL('modules/demo/index.ts', base).href, import.meta.url);
const { eq } = await tsImport('drizzle-orm', new URL('db/database.ts', base).href);

const config = loadConfig(process.env);
let database;
try {
  database = await openDatabase(config);
} catch (error) {
  console.error(
    config.databaseUrl
      ? `无法连接数据库: ${error.message}`
      : `无法打开内置数据库 ${config.dataDir}/pglite（服务器是否仍在运行？请先停止）: ${error.message}`,
  );
  process.exit(1);
}
try {
  // The database as the server would leave it at start-up: migrated and, unless SEED=false, seeded.
  await database.migrate();
  if (config.seed) await seedDemo(database.db, () => new Date(), { timeZone: config.reportTimeZone });
  const [business] = await database.db
    .select({ id: businesses.id })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  if (!business) {
    console.error(`企业 ${businessId} 不存在`);
    process.exitCode = 1;
  } else {
    const started = Date.now();
    const written = await writeDemoTraffic(database.db, {
      businessId,
      days,
      calls,
      end: new Date(),
      inboundShare,
      seed: values.seed === undefined ? Date.now() : positive(values.seed, '--seed'),
      timeZone: config.reportTimeZone,
    });
    console.log(
      `企业 ${businessId}: 写入 ${written} 条演示通话（${days} 天，${config.databaseUrl ? 'PostgreSQL' : '内置数据库'}），用时 ${Date.now() - started} ms`,
    );
  }
} finally {
  await database.close();
}
