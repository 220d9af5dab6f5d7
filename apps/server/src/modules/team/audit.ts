import { AUDIT_ACTIONS, type AuditAction } from '@console/contracts';
import { and, desc, eq, gte, lt, or, type SQL } from 'drizzle-orm';
import { countAll, type Db } from '../../db/database.ts';
import { teamAuditLog } from '../../db/schema/team.ts';
import { accountName, type SessionContext } from '../account/index.ts';

/** The display values of a member's or a group's fields (labels, not codes), as the log keeps them. */
export type AuditSnapshot = Record<string, string>;

export interface AuditEntry {
  action: AuditAction;
  targetUserId?: number;
  targetName: string;
  before: AuditSnapshot | null;
  after: AuditSnapshot | null;
}

/** Only the fields that differ, so an edit's entry says what changed and nothing else. */
export function changedFields(
  before: AuditSnapshot,
  after: AuditSnapshot,
): { before: AuditSnapshot; after: AuditSnapshot } {
  const was: AuditSnapshot = {};
  const is: AuditSnapshot = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (before[key] === after[key]) continue;
    was[key] = before[key] ?? '';
    is[key] = after[key] ?? '';
  }
  return { before: was, after: is };
}

/** Writes the entry in the caller's transaction: the change and its record land together. */
export async function recordAudit(db: Db, session: SessionContext, entry: AuditEntry, now: Date): Promise<void> {
  const actorName = await accountName(db, session);
  await db.insert(teamAuditLog).values({
    businessId: session.businessId,
    action: entry.action,
    actorUserId: session.userId,
    actorOperatorId: session.operatorId,
    actorName,
    actorPhone: session.phone,
    targetUserId: entry.targetUserId ?? null,
    targetName: entry.targetName,
    before: entry.before,
    after: entry.after,
    createdAt: now,
  });
}

/** An entry without a session: an operator's failed attempt to enter the enterprise through the inner login. */
export async function recordLoginAudit(
  db: Db,
  entry: {
    businessId: number;
    action: Extract<AuditAction, `innerLogin.${string}`>;
    operatorId: number;
    actorName: string;
    actorPhone: string;
    targetName: string;
    after: AuditSnapshot;
  },
  now: Date,
): Promise<void> {
  await db.insert(teamAuditLog).values({
    businessId: entry.businessId,
    action: entry.action,
    actorUserId: null,
    actorOperatorId: entry.operatorId,
    actorName: entry.actorName,
    actorPhone: entry.actorPhone,
    targetUserId: null,
    targetName: entry.targetName,
    before: null,
    after: entry.after,
    createdAt: now,
  });
}

export interface AuditFilter {
  /** Entries this member made or that are about them. */
  userId?: number;
  from?: Date;
  /** Exclusive. */
  until?: Date;
}

export async function listAudit(
  db: Db,
  businessId: number,
  filter: AuditFilter,
  page: { limit: number; offset: number },
) {
  const where: SQL | undefined = and(
    eq(teamAuditLog.businessId, businessId),
    filter.userId === undefined
      ? undefined
      : or(eq(teamAuditLog.actorUserId, filter.userId), eq(teamAuditLog.targetUserId, filter.userId)),
    filter.from ? gte(teamAuditLog.createdAt, filter.from) : undefined,
    filter.until ? lt(teamAuditLog.createdAt, filter.until) : undefined,
  );
  const [[{ n }], rows] = await Promise.all([
    db.select({ n: countAll() }).from(teamAuditLog).where(where),
    db
      .select()
      .from(teamAuditLog)
      .where(where)
      .orderBy(desc(teamAuditLog.createdAt), desc(teamAuditLog.id))
      .limit(page.limit)
      .offset(page.offset),
  ]);
  return { rows, total: n };
}

export function actionName(action: string): string {
  return AUDIT_ACTIONS[action as AuditAction] ?? action;
}
