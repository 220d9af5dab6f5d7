// A scratch database on the PostgreSQL server of BENCH_DATABASE_URL for one bench: created
// before, dropped after (also when the bench fails). Lives under lib/ so scripts/bench.mjs does
// not run it as a bench.
import { randomBytes } from 'node:crypto';
import { tsImport } from 'tsx/esm/api';

const pg = (await tsImport('pg', new URL('../../../apps/server/src/db/database.ts', import.meta.url).href)).default;

async function admin(serverUrl, text) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** Runs `use` with the URL of a fresh database named `<prefix>_<random>` on that server. */
export async function withScratchDatabase(serverUrl, prefix, use) {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  await admin(serverUrl, `CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    return await use(url.toString());
  } finally {
    await admin(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  }
}
