import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import pg from 'pg';
import { type Database, openPostgres, pgliteDatabase } from '../db/database.ts';
import { schema } from '../db/schema/index.ts';

/**
 * A fresh database for one test file: PGlite in memory by default; with TEST_DATABASE_URL (set
 * by scripts/with-postgres.mjs) a new database on that PostgreSQL server, created under a random
 * name and dropped again on close. Both start empty and unmigrated, as at a first start-up.
 */
export async function openTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  return serverUrl ? openPostgresTestDatabase(serverUrl) : openPgliteTestDatabase();
}

/**
 * A new PGlite instance runs initdb, which takes seconds; one loaded from a dump of a freshly
 * initialised instance takes half a second. The dump is made once per PGlite version and kept in
 * the system's temporary directory.
 *
 * Even half a second per test app was most of the server suite, so a closed database goes back to
 * this worker's pool (test files share workers) and is handed out again emptied: every table
 * truncated with its identities restarted, the session reset. The schema stays, so the next
 * migration finds nothing to do; the first database of each worker is migrated from scratch.
 */
const idleClients: PGlite[] = [];

async function openPgliteTestDatabase(): Promise<Database> {
  const reused = idleClients.pop();
  const client = reused ?? (await PGlite.create({ loadDataDir: await emptyClusterDump() }));
  if (reused) await emptyDatabase(client);
  return {
    ...pgliteDatabase(client, drizzle({ client, schema })),
    close: async () => {
      idleClients.push(client);
    },
  };
}

async function emptyDatabase(client: PGlite): Promise<void> {
  if (client.isInTransaction()) await client.exec('ROLLBACK');
  await client.exec('DISCARD ALL');
  const { rows } = await client.query<{ name: string }>(
    "SELECT quote_ident(tablename) AS name FROM pg_tables WHERE schemaname = 'public'",
  );
  if (rows.length > 0) {
    await client.exec(`TRUNCATE ${rows.map((row) => row.name).join(', ')} RESTART IDENTITY CASCADE`);
  }
}

let dumpOfThisWorker: Promise<Blob> | undefined;

function emptyClusterDump(): Promise<Blob> {
  dumpOfThisWorker ??= readEmptyClusterDump();
  return dumpOfThisWorker;
}

async function readEmptyClusterDump(): Promise<Blob> {
  const pgliteRoot = fileURLToPath(new URL('../../../../node_modules/@electric-sql/pglite/', import.meta.url));
  const fingerprint = createHash('sha256')
    .update(existsSync(pgliteRoot) ? readFileSync(join(pgliteRoot, 'package.json')) : 'pglite')
    .update(existsSync(pgliteRoot) ? readdirSync(join(pgliteRoot, 'dist')).join() : '')
    .digest('hex')
    .slice(0, 16);
  const file = join(tmpdir(), `console-server-pglite-${fingerprint}.tar`);
  if (!existsSync(file)) {
    const fresh = await PGlite.create();
    const dump = await fresh.dumpDataDir('none');
    await fresh.close();
    // Several test workers may get here at once: each writes its own file, the rename is atomic.
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
  }
  return new Blob([readFileSync(file)]);
}

async function openPostgresTestDatabase(serverUrl: string): Promise<Database> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  await withAdmin(serverUrl, (admin) => admin.query(`CREATE DATABASE "${name}"`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString());
  return {
    ...database,
    close: async () => {
      await database.close();
      await withAdmin(serverUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    },
  };
}

async function withAdmin(url: string, run: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
}
