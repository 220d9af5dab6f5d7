import type { SdkLogEntry } from '@console/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { acdAgents, calleeNumbers, sdkLogs } from '../../db/schema.ts';

/** Number types that may be shown to the customer on an outbound call: 2 outbound, 3 both. */
const OUTBOUND_CPN_TYPES = [2, 3];

/** The member's agent extension, or undefined when no agent is linked. */
export async function agentDn(db: Db, userId: number): Promise<string | undefined> {
  const [row] = await db.select({ dn: acdAgents.dn }).from(acdAgents).where(eq(acdAgents.userId, userId)).limit(1);
  return row?.dn;
}

/**
 * The display lines (outshowtel) of an enterprise's agents: its outbound numbers in service.
 * Every agent of the enterprise may use every one of them; the platform keeps no per-agent lines.
 */
export async function displayLines(db: Db, businessId: number): Promise<string[]> {
  const rows = await db
    .select({ cpnCode: calleeNumbers.cpnCode })
    .from(calleeNumbers)
    .where(
      and(
        eq(calleeNumbers.businessId, businessId),
        inArray(calleeNumbers.cpnType, OUTBOUND_CPN_TYPES),
        eq(calleeNumbers.status, 1),
      ),
    )
    .orderBy(asc(calleeNumbers.id));
  return rows.map((row) => row.cpnCode);
}

export interface LogUpload {
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
