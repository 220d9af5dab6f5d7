import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite, type PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { SERVER_ROOT } from '../config.ts';
import { PgListener } from './pg-listener.ts';
import { schema } from './schema/index.ts';

/**
 * Both drivers behind one interface. Repositories see only `Db` (Drizzle's pg-core database,
 * which a transaction also is), so the SQL they build runs unchanged on PGlite and PostgreSQL.
 */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  readonly driver: 'pglite' | 'pg';
  /** The requests' connections. */
  readonly db: Db;
  /**
   * The connections of the work beside the requests (the dialer, the export and import workers):
   * on PostgreSQL a pool of its own, so a dialler at full load never holds the connections a
   * person's request waits for; on PGlite, one connection for all, the same as `db`.
   */
  readonly background: Db;
  /** Applies the committed migrations in apps/server/drizzle that are not applied yet. */
  migrate(): Promise<void>;
  /**
   * Calls `onPayload` for every NOTIFY on `channel` (`select pg_notify(channel, payload)`) from any
   * connection to this database: every server process on PostgreSQL, this process on PGlite.
   * Answers the function that stops listening.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

const MIGRATIONS_FOLDER = join(SERVER_ROOT, 'drizzle');

/** PostgreSQL connections of one server process: the requests', and the background work's. */
const REQUEST_CONNECTIONS = 10;
const BACKGROUND_CONNECTIONS = 4;

/**
 * count(*) and other bigint/numeric results come back as strings from `pg` and as numbers from
 * PGlite; every count in the server goes through this so callers always get a number.
 */
export const countAll = () => sql<number>`count(*)`.mapWith(Number);

/**
 * The embedded database's memory, all of it inside the server process: PostgreSQL's default
 * shared buffers (128 MB) made most of the server's memory at rest. Its data files are read
 * through the operating system's page cache, so small buffers cost little.
 */
const EMBEDDED_MEMORY = {
  startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'],
};

/** The embedded database; `dataDir` undefined keeps it in memory. */
export async function openPglite(dataDir?: string): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({ dataDir, ...EMBEDDED_MEMORY });
  return pgliteDatabase(client, drizzlePglite({ client, schema }));
}

export function pgliteDatabase(client: PGlite, db: PgliteDatabase<typeof schema>): Database {
  return {
    driver: 'pglite',
    db,
    background: db,
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    listen: async (channel, onPayload) => {
      const unlisten = await client.listen(channel, onPayload);
      return () => unlisten();
    },
    close: () => client.close(),
  };
}

export async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: REQUEST_CONNECTIONS });
  const backgroundPool = new pg.Pool({ connectionString, max: BACKGROUND_CONNECTIONS });
  // An idle client that loses its connection must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  backgroundPool.on('error', () => {});
  const db = drizzlePg({ client: pool, schema });
  const listener = new PgListener(connectionString);
  return {
    driver: 'pg',
    db,
    background: drizzlePg({ client: backgroundPool, schema }),
    migrate: () => migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    listen: (channel, onPayload) => listener.listen(channel, onPayload),
    close: async () => {
      await listener.close();
      await pool.end();
      await backgroundPool.end();
    },
  };
}

export function openDatabase(options: { databaseUrl: string; dataDir: string }): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(join(options.dataDir, 'pglite'));
}
