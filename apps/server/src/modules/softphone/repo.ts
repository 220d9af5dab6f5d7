import type { SdkLogEntry, SdkLogLevel, SdkLogRow } from '@console/contracts';
import { and, desc, eq, gte, like, lte, type SQL } from 'drizzle-orm';
import { countAll, type Db } from '../../db/database.ts';
import { containing } from '../../db/query-helpers.ts';
import { sdkLogs, sipCredentials } from '../../db/schema/softphone.ts';
import { outboundLines } from '../lines/index.ts';

/** Keeps the digest HA1 of a session's token for its extension (sipCredentials in the schema). */
export async function saveSipCredential(db: Db, credential: { tokenHash: string; dn: string; ha1: string; now: Date }) {
  await db
    .insert(sipCredentials)
    .values({ tokenHash: credential.tokenHash, dn: credential.dn, ha1: credential.ha1, createdAt: credential.now })
    .onConflictDoUpdate({ target: sipCredentials.tokenHash, set: { dn: credential.dn, ha1: credential.ha1 } });
}

export function sipCredentialsOf(db: Db, dn: string): Promise<{ tokenHash: string; ha1: string }[]> {
  return db
    .select({ tokenHash: sipCredentials.tokenHash, ha1: sipCredentials.ha1 })
    .from(sipCredentials)
    .where(eq(sipCredentials.dn, dn));
}

/**
 * The display lines (outshowtel) of an enterprise's agents: its outbound lines in service and not
 * expired. Every agent of the enterprise may use every one of them; the platform keeps no
 * per-agent lines.
 */
export async function displayLines(db: Db, businessId: number, now: Date): Promise<string[]> {
  const lines = await outboundLines(db, businessId);
  return lines
    .filter((line) => line.expiresAt === null || line.expiresAt.getTime() > now.getTime())
    .map((line) => line.cpnCode);
}

interface LogUpload {
  businessId: number;
  userId: number | null;
  account: string;
  deviceUuid: string;
  dn: string;
  entries: SdkLogEntry[];
  receivedAt: Date;
}

export async function insertLogs(db: Db, upload: LogUpload): Promise<void> {
  if (upload.entries.length === 0) return;
  const { entries, ...common } = upload;
  await db.insert(sdkLogs).values(
    entries.map((entry) => ({
      ...common,
      time: new Date(entry.time),
      level: entry.level,
      module: entry.module,
      msg: entry.msg,
      data: entry.data ?? null,
    })),
  );
}

interface LogQuery {
  businessId: number;
  account?: string;
  uuid?: string;
  dn?: string;
  level?: SdkLogLevel;
  keyword?: string;
  begin: Date;
  end: Date;
  offset: number;
  limit: number;
}

/** One page of an enterprise's uploaded logs in a time range, newest first, and the total. */
export async function searchLogs(db: Db, query: LogQuery): Promise<{ rows: SdkLogRow[]; total: number }> {
  const conditions: (SQL | undefined)[] = [
    eq(sdkLogs.businessId, query.businessId),
    gte(sdkLogs.time, query.begin),
    lte(sdkLogs.time, query.end),
    query.account ? eq(sdkLogs.account, query.account) : undefined,
    query.uuid ? eq(sdkLogs.deviceUuid, query.uuid) : undefined,
    query.dn ? eq(sdkLogs.dn, query.dn) : undefined,
    query.level ? eq(sdkLogs.level, query.level) : undefined,
    query.keyword ? like(sdkLogs.msg, containing(query.keyword)) : undefined,
  ];
  const where = and(...conditions);
  const [[{ total }], rows] = await Promise.all([
    db.select({ total: countAll() }).from(sdkLogs).where(where),
    db
      .select()
      .from(sdkLogs)
      .where(where)
      .orderBy(desc(sdkLogs.time), desc(sdkLogs.id))
      .offset(query.offset)
      .limit(query.limit),
  ]);
  return {
    total,
    rows: rows.map((row) => ({
      time: row.time.getTime(),
      level: row.level as SdkLogLevel,
      module: row.module,
      msg: row.msg,
      data: row.data ?? undefined,
      account: row.account,
      uuid: row.deviceUuid,
      dn: row.dn,
      receivedAt: row.receivedAt.getTime(),
    })),
  };
}
