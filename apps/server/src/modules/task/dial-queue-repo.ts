import { and, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { taskNumbers, tasks } from '../../db/schema/task.ts';

/**
 * The dialer's queue (the domain table is the queue): the tasks it looks after and their numbers,
 * claimed with leases so that several server processes share the work.
 */

/** What the dialer knows of a task's numbers at a moment. */
export interface NumberCounts {
  /** Numbers to call now: due and not leased. */
  due: number;
  /** Numbers whose next call waits for the redial interval. */
  waiting: number;
  /** Numbers in a call (leased). */
  inCall: number;
  /** Numbers finished. */
  done: number;
  /** The redial round under way: the fewest calls a number still to be called has had. */
  round: number;
}

/** Statuses the dialer looks after: every live status but unpublished, paused by hand and finished. */
export const SCHEDULED_STATUSES = [1, 2, 5, 6, 7];

export function scheduledTasks(db: Db) {
  return db
    .select()
    .from(tasks)
    .where(and(eq(tasks.deleted, false), inArray(tasks.status, SCHEDULED_STATUSES)));
}

export type ScheduledTaskRow = Awaited<ReturnType<typeof scheduledTasks>>[number];

/** A number may be claimed when due, or when its lease ran out (its server stopped mid-call). */
function claimable(now: Date) {
  return or(
    and(eq(taskNumbers.state, 0), or(isNull(taskNumbers.nextAttemptAt), lte(taskNumbers.nextAttemptAt, now))),
    and(eq(taskNumbers.state, 1), lte(taskNumbers.leaseUntil, now)),
  );
}

/** Each task's numbers by what the dialer may do with them now. */
export async function countsOf(db: Db, taskIds: number[], now: Date): Promise<Map<number, NumberCounts>> {
  const counts = new Map<number, NumberCounts>();
  if (taskIds.length === 0) return counts;
  const rows = await db
    .select({
      taskId: taskNumbers.taskId,
      due: sql<number>`count(*) filter (where ${claimable(now)})`.mapWith(Number),
      waiting:
        sql<number>`count(*) filter (where ${taskNumbers.state} = 0 and ${taskNumbers.nextAttemptAt} > ${now})`.mapWith(
          Number,
        ),
      inCall:
        sql<number>`count(*) filter (where ${taskNumbers.state} = 1 and ${taskNumbers.leaseUntil} > ${now})`.mapWith(
          Number,
        ),
      done: sql<number>`count(*) filter (where ${taskNumbers.state} = 2)`.mapWith(Number),
      round: sql<number>`coalesce(min(${taskNumbers.attempts}) filter (where ${taskNumbers.state} <> 2), 0)`.mapWith(
        Number,
      ),
    })
    .from(taskNumbers)
    .where(inArray(taskNumbers.taskId, taskIds))
    .groupBy(taskNumbers.taskId);
  for (const { taskId, ...row } of rows) counts.set(taskId, row);
  return counts;
}

/** Calls in progress on each of the lines (any task of the enterprise). */
export async function callsOnLines(
  db: Db,
  taskIds: number[],
  lines: string[],
  now: Date,
): Promise<Map<string, number>> {
  const busy = new Map<string, number>();
  if (lines.length === 0 || taskIds.length === 0) return busy;
  const rows = await db
    .select({ line: taskNumbers.line, n: sql<number>`count(*)`.mapWith(Number) })
    .from(taskNumbers)
    .where(
      and(
        inArray(taskNumbers.taskId, taskIds),
        inArray(taskNumbers.line, lines),
        eq(taskNumbers.state, 1),
        sql`${taskNumbers.leaseUntil} > ${now}`,
      ),
    )
    .groupBy(taskNumbers.line);
  for (const row of rows) if (row.line) busy.set(row.line, row.n);
  return busy;
}

export interface ClaimedNumber {
  id: number;
  number: string;
  attempts: number;
  variables: Record<string, string>;
}

/**
 * Leases up to `limit` claimable numbers of the task for a call on `line`, in file order. Rows
 * another server has locked are skipped (FOR UPDATE SKIP LOCKED), so several servers on one
 * PostgreSQL never claim a number twice.
 */
export async function claim(
  db: Db,
  claimOf: { taskId: number; line: string; limit: number; now: Date; leaseUntil: Date; token: string },
): Promise<ClaimedNumber[]> {
  if (claimOf.limit <= 0) return [];
  const picked = db
    .select({ id: taskNumbers.id })
    .from(taskNumbers)
    .where(and(eq(taskNumbers.taskId, claimOf.taskId), claimable(claimOf.now)))
    .orderBy(taskNumbers.id)
    .limit(claimOf.limit)
    .for('update', { skipLocked: true });
  return db
    .update(taskNumbers)
    .set({ state: 1, leaseUntil: claimOf.leaseUntil, leaseToken: claimOf.token, line: claimOf.line })
    .where(inArray(taskNumbers.id, picked))
    .returning({
      id: taskNumbers.id,
      number: taskNumbers.number,
      attempts: taskNumbers.attempts,
      variables: taskNumbers.variables,
    });
}

/**
 * Leases numbers of the task for calls on `line`, as many as the line has room for. The line's
 * calls are counted and the numbers claimed under a transaction lock of the line, so servers
 * claiming for one line at the same moment take turns and never fill it past its concurrency.
 */
export function claimOnLine(
  db: Db,
  claimOf: Omit<Parameters<typeof claim>[1], 'limit'> & { businessId: number; concurrency: number },
): Promise<ClaimedNumber[]> {
  const { businessId, concurrency, ...rest } = claimOf;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`dialer-line:${claimOf.line}`}), ${businessId})`);
    const busy = (await callsOnLines(tx, [claimOf.taskId], [claimOf.line], claimOf.now)).get(claimOf.line) ?? 0;
    return claim(tx, { ...rest, limit: concurrency - busy });
  });
}

export interface NumberOutcome {
  id: number;
  token: string;
  result: string;
  answered: boolean;
  /** When to call again; null when the number is done. */
  nextAttemptAt: Date | null;
}

/**
 * Writes a call's outcome on its number, only while the lease is still this caller's: answers
 * false when another server has since claimed the number (its outcome counts, not this one).
 */
export async function settle(db: Db, outcome: NumberOutcome): Promise<boolean> {
  const rows = await db
    .update(taskNumbers)
    .set({
      state: outcome.nextAttemptAt === null ? 2 : 0,
      attempts: sql`${taskNumbers.attempts} + 1`,
      answered: sql`${taskNumbers.answered} or ${outcome.answered}`,
      lastResult: outcome.result,
      nextAttemptAt: outcome.nextAttemptAt,
      leaseUntil: null,
      leaseToken: null,
    })
    .where(and(eq(taskNumbers.id, outcome.id), eq(taskNumbers.state, 1), eq(taskNumbers.leaseToken, outcome.token)))
    .returning({ id: taskNumbers.id });
  return rows.length > 0;
}

/** Numbers the lists now forbid are finished without a call. */
export async function skip(db: Db, ids: number[], result: string): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(taskNumbers)
    .set({ state: 2, lastResult: result, leaseUntil: null, leaseToken: null })
    .where(inArray(taskNumbers.id, ids));
}

export async function setTaskStatus(
  db: Db,
  taskId: number,
  change: { status: number; reason: string; recallCount: number; now: Date },
): Promise<void> {
  await db
    .update(tasks)
    .set({
      status: change.status,
      reason: change.reason,
      recallCount: change.recallCount,
      updatedAt: change.now,
      ...(change.status === 4 ? { finishedAt: change.now } : {}),
    })
    .where(eq(tasks.id, taskId));
}

/** Gives claimed numbers back uncalled, due again at `until` (the daily cap's next day). */
export async function defer(db: Db, ids: number[], until: Date): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(taskNumbers)
    .set({ state: 0, nextAttemptAt: until, leaseUntil: null, leaseToken: null })
    .where(inArray(taskNumbers.id, ids));
}
