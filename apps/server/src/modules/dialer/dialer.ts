import { randomUUID } from 'node:crypto';
import { isAnsweredResult, permissionAt, TaskStatus } from '@console/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import { localDateTime } from '../../lib/local-time.ts';
import type { NumberLists } from '../blacklist/index.ts';
import { callsToday } from '../call-records/index.ts';
import { type LineRecord, outboundLines, tripLine } from '../lines/index.ts';
import type { PermissionService } from '../permissions/index.ts';
import { dialQueue as queue } from '../task/index.ts';
import { AttemptWriter, writeAttempts } from './attempt-writer.ts';
import { DEFAULT_BREAKER_COOLDOWN_MS, LineBreaker } from './breaker.ts';
import { CallsInProgress } from './calls-in-progress.ts';
import { type CallOutcome, type Carrier, unanswered } from './carrier.ts';
import type { IntentionPusher } from './intention-push.ts';

import { nextLocalMidnight, nextStatus, usableLines } from './schedule.ts';

/**
 * A call's lease (DIALER_LEASE_MS), renewed by its holder's heartbeat: a server that dies mid-call
 * loses its calls to the other servers this long after its last beat, well within a minute.
 */
export const DEFAULT_LEASE_MS = 45_000;

/** How often a server renews its calls' leases and keeps what they have said (DIALER_HEARTBEAT_MS). */
export const DEFAULT_HEARTBEAT_MS = 5_000;

/** A lease not renewed for this many beats is its dead holder's: the task says it is recovering. */
const MISSED_BEATS = 3;

/** 通话中断: the call was cut off because the server placing it stopped. */
const INTERRUPTED = '8';

/** Interrupted calls written in one transaction; more wait for the next pass. */
const RECOVERY_BATCH = 500;

/** 无法接通: the network could not connect the call, the line's fault (the breaker counts it). */
const UNREACHABLE = '7';

/** What a number the lists forbid ends with instead of a call. */
const SKIPPED_RESULT = 'skipped';

/** Calls a number may get from one enterprise in a day, over all its tasks (business config dialer.dailyCap). */
export const DEFAULT_DAILY_CAP = 3;

export interface DialerOptions {
  db: Db;
  clock: Clock;
  carrier: Carrier;
  /** The enterprises' time zone (the report zone): work windows are read in it. */
  timeZone: string;
  log: FastifyBaseLogger;
  /** Milliseconds between passes when started. */
  intervalMs?: number;
  /** This server process among those sharing the database (config instanceId). */
  instanceId: string;
  /** How long a call's lease lasts unrenewed. */
  leaseMs?: number;
  /** How often the leases of the calls in progress are renewed. */
  heartbeatMs?: number;
  /** How long a line the failure breaker tripped rests. */
  breakerCooldownMs?: number;
  /** Tells a task's owner about calls with a grade the task pushes; none: nobody is told. */
  intentions?: IntentionPusher;
  /** The blacklist and the refusal suppression a number is checked against before its call. */
  numberLists: NumberLists;
  /** The enterprises' settings (the daily cap per number). */
  permissions: PermissionService;
}

/**
 * The dialer (issue 13): on every pass it moves each scheduled task to the status its clock,
 * windows and numbers call for, then starts calls for the running ones, as many as their lines'
 * concurrency leaves room for, through the Carrier. Numbers are claimed from task_numbers with
 * leases, so any number of servers can run it on one PostgreSQL; an outcome is written (and the
 * call recorded) only by the holder of the number's lease, in one transaction.
 */
export class Dialer {
  private readonly calls = new Set<Promise<void>>();
  private readonly inProgress = new CallsInProgress();
  private readonly writer: AttemptWriter;
  private readonly breaker = new LineBreaker();
  private timer: NodeJS.Timeout | undefined;
  private heartbeat: NodeJS.Timeout | undefined;
  private passing: Promise<void> | undefined;
  /** The first pass after start takes back this process's own leases from before a restart. */
  private ownLeasesTaken = false;

  constructor(private readonly options: DialerOptions) {
    this.writer = new AttemptWriter({ db: options.db, timeZone: options.timeZone });
  }

  private get leaseMs(): number {
    return this.options.leaseMs ?? DEFAULT_LEASE_MS;
  }

  private get heartbeatMs(): number {
    return this.options.heartbeatMs ?? DEFAULT_HEARTBEAT_MS;
  }

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.pass(), this.options.intervalMs ?? 1000);
    this.timer.unref();
    this.heartbeat = setInterval(() => void this.beat(), this.heartbeatMs);
    this.heartbeat.unref();
  }

  /** Stops passing and waits for the calls in progress to end, beating meanwhile. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.passing;
    await this.idle();
    clearInterval(this.heartbeat);
    this.heartbeat = undefined;
  }

  /** Renews the leases of the calls in progress; answers when written. */
  beat(): Promise<void> {
    const { db, clock, log } = this.options;
    return this.inProgress
      .beat(db, new Date(clock().getTime() + this.leaseMs))
      .catch((error) => log.warn({ err: error }, 'dialer: heartbeat not written'));
  }

  /** Resolves when every call started so far has ended and been written. */
  async idle(): Promise<void> {
    while (this.calls.size > 0) await Promise.allSettled([...this.calls]);
  }

  /** One pass; a pass still running is not started twice. */
  pass(): Promise<void> {
    this.passing ??= this.run()
      .catch((error) => this.options.log.error({ err: error }, 'dialer pass failed'))
      .finally(() => {
        this.passing = undefined;
      });
    return this.passing;
  }

  private async run(): Promise<void> {
    const { db, clock, timeZone } = this.options;
    if (!this.ownLeasesTaken) {
      // Before any call of this life: every lease under this process's name is a dead one.
      await this.recoverInterrupted({ owner: this.options.instanceId });
      this.ownLeasesTaken = true;
    }
    const scheduled = await queue.scheduledTasks(db);
    const taskIds = scheduled.map((task) => task.id);
    await this.recoverInterrupted({ taskIds });
    const now = clock();
    const counts = await queue.countsOf(
      db,
      taskIds,
      now,
      new Date(now.getTime() + this.leaseMs - MISSED_BEATS * this.heartbeatMs),
    );
    const linesOf = new Map<number, Promise<LineRecord[]>>();
    for (const task of scheduled) {
      const taskCounts = counts.get(task.id) ?? { due: 0, waiting: 0, inCall: 0, done: 0, round: 0, orphaned: 0 };
      if (!linesOf.has(task.businessId)) linesOf.set(task.businessId, outboundLines(db, task.businessId));
      const own = ((await linesOf.get(task.businessId)) ?? []).filter((line) => task.telNums.includes(line.cpnCode));
      const { usable, state } = usableLines(own, now);
      const next = nextStatus(task, taskCounts, now, timeZone, state);
      const round = taskCounts.round;
      if (next && (next.status !== task.status || next.reason !== task.reason || round !== task.recallCount)) {
        await queue.setTaskStatus(db, task.id, { ...next, recallCount: round, now });
      }
      if (next?.status === TaskStatus.running && taskCounts.due > 0) await this.dial(task, usable, now);
    }
  }

  /** Starts the calls a running task has room for on its usable lines. */
  private async dial(task: queue.ScheduledTaskRow, lines: LineRecord[], now: Date): Promise<void> {
    const { db } = this.options;
    for (const line of lines) {
      const token = randomUUID();
      const claimed = await queue.claimOnLine(db, {
        businessId: task.businessId,
        taskId: task.id,
        line: line.cpnCode,
        concurrency: line.concurrency,
        now,
        leaseUntil: new Date(now.getTime() + this.leaseMs),
        token,
        owner: this.options.instanceId,
      });
      const numbers = claimed.map((row) => row.number);
      const [blacklisted, suppressed] = await Promise.all([
        this.options.numberLists.isBlacklisted(task.businessId, numbers),
        this.options.numberLists.isSuppressed(task.businessId, numbers),
      ]);
      // A number put on a list after the upload is never dialled.
      const forbidden = claimed.filter((row) => blacklisted.has(row.number) || suppressed.has(row.number));
      await queue.skip(
        db,
        forbidden.map((row) => row.id),
        SKIPPED_RESULT,
      );
      const allowed = claimed.filter((row) => !forbidden.includes(row));
      // A number called enough today by the enterprise waits for tomorrow, uncounted.
      const capped = await this.overDailyCap(task.businessId, allowed, now);
      await queue.defer(
        db,
        capped.map((row) => row.id),
        nextLocalMidnight(now, this.options.timeZone),
      );
      for (const row of allowed) {
        if (capped.includes(row)) continue;
        this.track(this.call(task, row, line.cpnCode, token));
      }
    }
  }

  private async overDailyCap(businessId: number, rows: queue.ClaimedNumber[], now: Date) {
    if (rows.length === 0) return [];
    const { db, timeZone } = this.options;
    const configured = Number(permissionAt(await this.options.permissions.load(businessId), 'dialer.dailyCap'));
    const cap = Number.isInteger(configured) && configured > 0 ? configured : DEFAULT_DAILY_CAP;
    const day = localDateTime(now, timeZone).slice(0, 10);
    const calls = await callsToday(
      db,
      businessId,
      day,
      rows.map((row) => row.number),
    );
    return rows.filter((row) => (calls.get(row.number) ?? 0) >= cap);
  }

  private track(call: Promise<void>): void {
    this.calls.add(call);
    // A call's failure is logged, never an unhandled rejection that ends the process.
    void call
      .catch((error) => this.options.log.error({ err: error }, 'dialer: call failed'))
      .finally(() => this.calls.delete(call));
  }

  /** Counts a call on the line's breaker and stops the line when it trips. */
  private async countAttempt(businessId: number, line: string, failed: boolean): Promise<void> {
    const { db, clock, log } = this.options;
    const now = clock();
    if (!this.breaker.record(businessId, line, failed, now)) return;
    const until = new Date(now.getTime() + (this.options.breakerCooldownMs ?? DEFAULT_BREAKER_COOLDOWN_MS));
    log.warn({ businessId, line, until }, 'dialer: line failures passed the breaker, line rests');
    await tripLine(db, businessId, line, until);
  }

  private async call(task: queue.ScheduledTaskRow, row: queue.ClaimedNumber, line: string, token: string) {
    const { carrier, clock, log } = this.options;
    const placedAt = clock();
    let outcome: CallOutcome;
    try {
      outcome = await carrier.call({
        businessId: task.businessId,
        taskId: task.id,
        numberId: row.id,
        number: row.number,
        line,
        speechSkillId: task.speechSkillId,
        scriptVersion: task.scriptVersion,
        attempts: row.attempts,
        variables: row.variables,
        progress: this.inProgress.begin(row.id, token),
      });
    } catch (error) {
      // Not placed: the lease runs out and the number is written as an interrupted attempt.
      this.inProgress.end(row.id);
      log.warn({ err: error, taskId: task.id }, 'dialer: call not placed');
      await this.countAttempt(task.businessId, line, true);
      return;
    }
    try {
      await this.countAttempt(task.businessId, line, outcome.result === UNREACHABLE);
      // Stamped as the clock read them, never ahead of the write: follow-ups added next sort after it.
      const written = await this.writer
        .write({ task, number: { ...row, line, token }, outcome, placedAt, endAt: clock() })
        .catch((error) => {
          // Unrenewed, the lease runs out and the call is written as interrupted.
          log.error({ err: error, taskId: task.id }, 'dialer: call not written');
          return 0;
        });
      if (written) await this.afterCall(task, row.number, outcome, written);
    } finally {
      this.inProgress.end(row.id);
    }
  }

  /** After the commit: a graded call the task pushes is told, a refusal suppresses the number. */
  private async afterCall(task: queue.ScheduledTaskRow, number: string, outcome: CallOutcome, callId: number) {
    const { log, clock } = this.options;
    if (
      isAnsweredResult(outcome.result) &&
      outcome.intention !== '' &&
      task.pushIntention.includes(outcome.intention)
    ) {
      await this.options.intentions
        ?.push({
          businessId: task.businessId,
          ownerId: task.userId,
          taskId: task.id,
          taskName: task.name,
          speechSkillId: task.speechSkillId,
          telNumber: number,
          grade: outcome.intention,
          callId,
          at: clock(),
        })
        .catch((error) => log.warn({ err: error, taskId: task.id }, 'dialer: intention push failed'));
    }
    // 别再打了: the enterprise's later tasks skip the number (the upload says why).
    if (outcome.refused) {
      await this.options.numberLists.suppress(task.businessId, number, {
        taskId: task.id,
        reason: '客户拒绝：别再打了',
      });
    }
  }

  /**
   * Writes the calls whose server died mid-call as attempts of their own (通话中断, with what was
   * said up to its last heartbeat), ended at that heartbeat, and lets the task's redial rules call
   * them again. `owner`: every lease of that process (this one, restarted); else the leases of
   * `taskIds` that ran out unrenewed.
   */
  private async recoverInterrupted(of: { owner?: string; taskIds?: number[] }): Promise<void> {
    const { db, clock, log } = this.options;
    for (;;) {
      const now = clock();
      const recovered = await db.transaction(async (tx) => {
        const calls = await queue.interruptedCalls(tx, { ...of, now, limit: RECOVERY_BATCH });
        const attempts = calls.map((call) => {
          const lastBeat = new Date(call.leaseUntil.getTime() - this.leaseMs);
          const endAt = new Date(Math.min(now.getTime(), Math.max(lastBeat.getTime(), call.startedAt?.getTime() ?? 0)));
          const outcome = {
            ...unanswered(INTERRUPTED, endAt.getTime() - (call.startedAt ?? endAt).getTime()),
            turns: call.dialog.filter((item) => item.role === 'user' && item.text !== '').length,
            dialog: call.dialog,
          };
          return { task: call.task, number: call, outcome, placedAt: call.startedAt ?? endAt, endAt };
        });
        await writeAttempts(tx, attempts, this.options.timeZone);
        return calls.length;
      });
      if (recovered > 0) log.warn({ recovered, owner: of.owner }, 'dialer: calls cut off by a stopped server written');
      if (recovered < RECOVERY_BATCH) return;
    }
  }
}
