import { randomUUID } from 'node:crypto';
import { isAnsweredResult, permissionAt, TaskStatus } from '@console/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import { localDateTime } from '../../lib/local-time.ts';
import type { NumberLists } from '../blacklist/index.ts';
import { callsToday, recordCall } from '../call-records/index.ts';
import { recordAiTrace } from '../customer/index.ts';
import { type LineRecord, outboundLines, tripLine } from '../lines/index.ts';
import type { PermissionService } from '../permissions/index.ts';
import { dialQueue as queue } from '../task/index.ts';
import { DEFAULT_BREAKER_COOLDOWN_MS, LineBreaker } from './breaker.ts';
import { type CallOutcome, type Carrier, recordOfOutcome, redialable } from './carrier.ts';
import type { IntentionPusher } from './intention-push.ts';

import { nextLocalMidnight, nextStatus, usableLines } from './schedule.ts';

/** A call's lease: a server that stops mid-call lets its numbers go after this (DIALER_LEASE_MS). */
export const DEFAULT_LEASE_MS = 10 * 60_000;

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
  /** How long a call's lease lasts; longer than any call. */
  leaseMs?: number;
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
  private readonly breaker = new LineBreaker();
  private timer: NodeJS.Timeout | undefined;
  private passing: Promise<void> | undefined;

  constructor(private readonly options: DialerOptions) {}

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.pass(), this.options.intervalMs ?? 1000);
    this.timer.unref();
  }

  /** Stops passing and waits for the calls in progress to end. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.passing;
    await this.idle();
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
    const now = clock();
    const scheduled = await queue.scheduledTasks(db);
    const counts = await queue.countsOf(
      db,
      scheduled.map((task) => task.id),
      now,
    );
    const linesOf = new Map<number, Promise<LineRecord[]>>();
    for (const task of scheduled) {
      const taskCounts = counts.get(task.id) ?? { due: 0, waiting: 0, inCall: 0, done: 0, round: 0 };
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
        leaseUntil: new Date(now.getTime() + (this.options.leaseMs ?? DEFAULT_LEASE_MS)),
        token,
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
    void call.finally(() => this.calls.delete(call));
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
    const { carrier, db, clock, log, timeZone } = this.options;
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
      });
    } catch (error) {
      // Not placed: the lease runs out and a later pass calls the number again.
      log.warn({ err: error, taskId: task.id }, 'dialer: call not placed');
      await this.countAttempt(task.businessId, line, true);
      return;
    }
    await this.countAttempt(task.businessId, line, outcome.result === UNREACHABLE);
    const answered = isAnsweredResult(outcome.result);
    const attempts = row.attempts + 1;
    const again = redialable(outcome.result) && attempts <= task.recallMaxCount;
    // Timed back from the moment it ended (recordOfOutcome): follow-ups added next sort after it.
    const endAt = clock();
    // The call's id, or 0 when the lease had passed to another server (which writes the number).
    const written = await db.transaction(async (tx) => {
      const settled = await queue.settle(tx, {
        id: row.id,
        token,
        result: outcome.result,
        answered,
        nextAttemptAt: again ? new Date(clock().getTime() + task.recallWaitSeconds * 1000) : null,
      });
      if (!settled) return 0;
      const callId = await recordCall(
        tx,
        {
          businessId: task.businessId,
          direction: 1,
          taskId: String(task.id),
          speechSkillId: task.speechSkillId,
          line,
          caller: line,
          callee: row.number,
          ...recordOfOutcome(outcome, endAt),
          taskNumberId: row.id,
          callIndex: attempts,
        },
        timeZone,
      );
      if (answered) {
        await recordAiTrace(tx, {
          businessId: task.businessId,
          telNumber: row.number,
          ownerId: task.userId,
          taskId: task.id,
          callSessionId: callId,
          callResult: outcome.result,
          intention: outcome.intention,
          talkMs: outcome.talkMs,
          at: endAt,
        });
      }
      return callId;
    });
    if (written && answered && outcome.intention !== '' && task.pushIntention.includes(outcome.intention)) {
      await this.options.intentions
        ?.push({
          businessId: task.businessId,
          ownerId: task.userId,
          taskId: task.id,
          taskName: task.name,
          speechSkillId: task.speechSkillId,
          telNumber: row.number,
          grade: outcome.intention,
          callId: written,
          at: endAt,
        })
        .catch((error) => log.warn({ err: error, taskId: task.id }, 'dialer: intention push failed'));
    }
    // 别再打了: the enterprise's later tasks skip the number (the upload says why).
    if (written && outcome.refused) {
      await this.options.numberLists.suppress(task.businessId, row.number, {
        taskId: task.id,
        reason: '客户拒绝：别再打了',
      });
    }
  }
}
