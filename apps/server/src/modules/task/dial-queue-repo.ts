import type { DialogItem } from '@console/contracts';
import { and, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { bools, ints, texts } from '../../db/array-params.ts';
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
  /** Numbers in a call whose holder has stopped renewing its lease (a server that died mid-call). */
  orphaned: number;
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

/**
 * A number may be claimed when due. One whose lease ran out (its server stopped mid-call) is first
 * written as an interrupted attempt (interruptedCalls) and becomes due by the task's redial rules.
 */
function claimable(now: Date) {
  return and(eq(taskNumbers.state, 0), or(isNull(taskNumbers.nextAttemptAt), lte(taskNumbers.nextAttemptAt, now)));
}

/** Each task's numbers by what the dialer may do with them now. */
export async function countsOf(
  db: Db,
  taskIds: number[],
  now: Date,
  /** A lease ending before this has missed its holder's last renewals. */
  orphanedBefore: Date = now,
): Promise<Map<number, NumberCounts>> {
  const counts = new Map<number, NumberCounts>();
  if (taskIds.length === 0) return counts;
  const rows = await db
    .select({
      taskId: taskNumbers.taskId,
      due: sql<number>`count(*) filter (where ${claimable(now)} or (${taskNumbers.state} = 1 and ${taskNumbers.leaseUntil} <= ${now}))`.mapWith(
        Number,
      ),
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
      orphaned:
        sql<number>`count(*) filter (where ${taskNumbers.state} = 1 and ${taskNumbers.leaseUntil} <= ${orphanedBefore})`.mapWith(
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
  claimOf: { taskId: number; line: string; limit: number; now: Date; leaseUntil: Date; token: string; owner: string },
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
    .set({
      state: 1,
      leaseUntil: claimOf.leaseUntil,
      leaseToken: claimOf.token,
      leaseOwner: claimOf.owner,
      line: claimOf.line,
      callStartedAt: claimOf.now,
      callDialog: null,
    })
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

/**
 * The rows of `ids` locked in ascending id order, as the CTE `locked`: the statements that update
 * many leased numbers at once (settle, renewLeases) take their locks in one order and so never
 * deadlock with each other.
 */
function lockedInIdOrder(ids: string) {
  return sql`locked as (select id from ${taskNumbers} where id = any(${ids}::bigint[]) order by id for update)`;
}

/** A number's columns once its call has ended (or never started). */
const LEASE_ENDED = { leaseUntil: null, leaseToken: null, leaseOwner: null, callStartedAt: null, callDialog: null };

export interface NumberOutcome {
  id: number;
  token: string;
  result: string;
  answered: boolean;
  /** When to call again; null when the number is done. */
  nextAttemptAt: Date | null;
}

/**
 * Writes calls' outcomes on their numbers in one statement, each only while its lease is still the
 * caller's: answers the ids written. A number another server has since claimed is left out (its
 * outcome counts, not this one).
 */
export async function settle(db: Db, outcomes: NumberOutcome[]): Promise<Set<number>> {
  if (outcomes.length === 0) return new Set();
  const ids = ints(outcomes.map((o) => o.id));
  const result = (await db.execute(sql`
    with ${lockedInIdOrder(ids)}
    update ${taskNumbers} as t set
      state = case when v.next_ms is null then 2 else 0 end,
      attempts = t.attempts + 1,
      answered = t.answered or v.answered,
      last_result = v.result,
      next_attempt_at = timestamptz 'epoch' + v.next_ms * interval '1 millisecond',
      lease_until = null, lease_token = null, lease_owner = null, call_started_at = null, call_dialog = null
    from locked, unnest(${ids}::bigint[], ${texts(outcomes.map((o) => o.token))}::text[],
      ${texts(outcomes.map((o) => o.result))}::text[], ${bools(outcomes.map((o) => o.answered))}::boolean[],
      ${ints(outcomes.map((o) => o.nextAttemptAt?.getTime() ?? null))}::bigint[]) as v(id, token, result, answered, next_ms)
    where t.id = locked.id and t.id = v.id and t.state = 1 and t.lease_token = v.token
    returning t.id`)) as unknown as { rows: { id: number | string }[] };
  return new Set(result.rows.map((row) => Number(row.id)));
}

/** Numbers the lists now forbid are finished without a call. */
export async function skip(db: Db, ids: number[], result: string): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(taskNumbers)
    .set({ state: 2, lastResult: result, ...LEASE_ENDED })
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
    .set({ state: 0, nextAttemptAt: until, ...LEASE_ENDED })
    .where(inArray(taskNumbers.id, ids));
}

/** A call in progress as its holder last knew it: renewed, with what it has said so far. */
export interface CallInProgress {
  id: number;
  token: string;
  /** What was said so far; undefined when unchanged since the last renewal. */
  dialog?: DialogItem[];
}

/**
 * The holder's heartbeat: extends the leases of its calls in progress and keeps what each has said
 * so far, in one statement. A lease another server has since taken over is left alone.
 */
export async function renewLeases(db: Db, calls: CallInProgress[], leaseUntil: Date): Promise<void> {
  if (calls.length === 0) return;
  const ids = ints(calls.map((call) => call.id));
  await db.execute(sql`
    with ${lockedInIdOrder(ids)}
    update ${taskNumbers} as t set lease_until = ${leaseUntil}, call_dialog = coalesce(nullif(v.dialog, '')::jsonb, t.call_dialog)
    from locked, unnest(${ids}::bigint[], ${texts(calls.map((call) => call.token))}::text[],
      ${texts(calls.map((call) => (call.dialog === undefined ? '' : JSON.stringify(call.dialog))))}::text[])
      as v(id, token, dialog)
    where t.id = locked.id and t.id = v.id and t.lease_token = v.token and t.state = 1`);
}

/** A call cut off by a crash, with what its task's redial rules and its record need. */
export interface InterruptedCall {
  id: number;
  token: string;
  number: string;
  attempts: number;
  line: string;
  startedAt: Date | null;
  leaseUntil: Date;
  dialog: DialogItem[];
  task: Pick<
    typeof tasks.$inferSelect,
    'id' | 'businessId' | 'userId' | 'speechSkillId' | 'recallMaxCount' | 'recallWaitSeconds'
  >;
}

/**
 * Locks (SKIP LOCKED, inside the caller's transaction) calls whose holder is gone: leases that ran
 * out unrenewed, and, when `owner` is given, every lease of that owner (a process restarted under
 * the same INSTANCE_ID holds no call yet, so all its leases are dead).
 */
export async function interruptedCalls(
  db: Db,
  of: { now: Date; taskIds?: number[]; owner?: string; limit: number },
): Promise<InterruptedCall[]> {
  if (of.taskIds?.length === 0) return [];
  const dead = of.owner
    ? or(lte(taskNumbers.leaseUntil, of.now), eq(taskNumbers.leaseOwner, of.owner))
    : lte(taskNumbers.leaseUntil, of.now);
  const rows = await db
    .select({
      id: taskNumbers.id,
      token: taskNumbers.leaseToken,
      number: taskNumbers.number,
      attempts: taskNumbers.attempts,
      line: taskNumbers.line,
      startedAt: taskNumbers.callStartedAt,
      leaseUntil: taskNumbers.leaseUntil,
      dialog: taskNumbers.callDialog,
      task: {
        id: tasks.id,
        businessId: tasks.businessId,
        userId: tasks.userId,
        speechSkillId: tasks.speechSkillId,
        recallMaxCount: tasks.recallMaxCount,
        recallWaitSeconds: tasks.recallWaitSeconds,
      },
    })
    .from(taskNumbers)
    .innerJoin(tasks, eq(tasks.id, taskNumbers.taskId))
    .where(and(of.taskIds ? inArray(taskNumbers.taskId, of.taskIds) : undefined, eq(taskNumbers.state, 1), dead))
    .orderBy(taskNumbers.id)
    .limit(of.limit)
    .for('update', { of: taskNumbers, skipLocked: true });
  return rows.map((row) => ({
    ...row,
    token: row.token ?? '',
    line: row.line ?? '',
    leaseUntil: row.leaseUntil ?? of.now,
    dialog: row.dialog ?? [],
  }));
}
