import { isAnsweredResult } from '@console/contracts';
import type { Db } from '../../db/database.ts';
import { RETRYABLE, sqlState } from '../../db/errors.ts';
import { recordCalls } from '../call-records/index.ts';
import { recordAiTraces } from '../customer/index.ts';
import { dialQueue as queue } from '../task/index.ts';
import { type CallOutcome, recordOfOutcome, redialable } from './carrier.ts';

/** What of its task an attempt's writing needs: the redial rules, the owner and the script. */
export type AttemptTask = Pick<
  queue.ScheduledTaskRow,
  'id' | 'businessId' | 'userId' | 'speechSkillId' | 'recallMaxCount' | 'recallWaitSeconds'
>;

/** One ended call on a leased number, as the dialer writes it. */
export interface Attempt {
  task: AttemptTask;
  number: { id: number; number: string; attempts: number; line: string; token: string };
  outcome: CallOutcome;
  /** When the call was placed: its record begins then. */
  placedAt: Date;
  endAt: Date;
}

/**
 * Writes attempts in the caller's transaction, a handful of statements for any number of them:
 * each number settled by its task's redial rules, each call recorded with every rollup, each
 * answered one in the customer centre. Answers each attempt's call id, or 0 when its lease had
 * passed to another server (which writes the number).
 */
export async function writeAttempts(tx: Db, attempts: readonly Attempt[], timeZone: string): Promise<number[]> {
  const settled = await queue.settle(
    tx,
    attempts.map(({ task, number, outcome, endAt }) => {
      const again = redialable(outcome.result) && number.attempts + 1 <= task.recallMaxCount;
      return {
        id: number.id,
        token: number.token,
        result: outcome.result,
        answered: isAnsweredResult(outcome.result),
        nextAttemptAt: again ? new Date(endAt.getTime() + task.recallWaitSeconds * 1000) : null,
      };
    }),
  );
  const kept = attempts.filter((attempt) => settled.has(attempt.number.id));
  const callIds = await recordCalls(
    tx,
    kept.map(({ task, number, outcome, placedAt, endAt }) => ({
      businessId: task.businessId,
      direction: 1,
      taskId: String(task.id),
      speechSkillId: task.speechSkillId,
      line: number.line,
      caller: number.line,
      callee: number.number,
      ...recordOfOutcome(outcome, { placedAt, endedAt: endAt }),
      taskNumberId: number.id,
      callIndex: number.attempts + 1,
    })),
    timeZone,
  );
  const callIdOf = new Map(kept.map((attempt, i) => [attempt.number.id, callIds[i]]));
  await recordAiTraces(
    tx,
    kept
      .filter((attempt) => isAnsweredResult(attempt.outcome.result))
      .map(({ task, number, outcome, endAt }) => ({
        businessId: task.businessId,
        telNumber: number.number,
        ownerId: task.userId,
        taskId: task.id,
        callSessionId: callIdOf.get(number.id) ?? 0,
        callResult: outcome.result,
        intention: outcome.intention,
        talkMs: outcome.talkMs,
        at: endAt,
      })),
  );
  return attempts.map((attempt) => callIdOf.get(attempt.number.id) ?? 0);
}

/** A batch meeting a deadlock or a serialization failure (another server's rollups) is written again. */
const MAX_TRIES = 3;

interface Pending {
  attempt: Attempt;
  written(callId: number): void;
  failed(error: unknown): void;
}

/**
 * Collects the attempts of calls as they end and writes them together: at most `batchSize` a
 * transaction, each waiting at most `delayMs` for others. At a dialler's full load this makes a
 * transaction of a few statements out of dozens of calls, which leaves the database (and, on
 * the embedded one, the event loop) to the people using the console.
 */
export class AttemptWriter {
  private pending: Pending[] = [];
  private timer: NodeJS.Timeout | undefined;
  private writing: Promise<void> = Promise.resolve();

  constructor(private readonly options: { db: Db; timeZone: string; batchSize?: number; delayMs?: number }) {}

  /** Resolves with the call's id once its batch is committed (0: the lease had passed on). */
  write(attempt: Attempt): Promise<number> {
    return new Promise((written, failed) => {
      this.pending.push({ attempt, written, failed });
      if (this.pending.length >= (this.options.batchSize ?? 100)) void this.flush();
      else this.timer ??= setTimeout(() => void this.flush(), this.options.delayMs ?? 100);
    });
  }

  /** Writes what waits now; batches are written one after the other. */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.writing = this.writing.then(() => this.writeBatch(this.pending.splice(0)));
    return this.writing;
  }

  private async writeBatch(batch: Pending[]): Promise<void> {
    if (batch.length === 0) return;
    const { db, timeZone } = this.options;
    const attempts = batch.map((pending) => pending.attempt);
    for (let tries = 1; ; tries++) {
      try {
        const callIds = await db.transaction((tx) => writeAttempts(tx, attempts, timeZone));
        for (const [i, pending] of batch.entries()) pending.written(callIds[i]);
        return;
      } catch (error) {
        if (tries < MAX_TRIES && RETRYABLE.includes(sqlState(error) ?? '')) continue;
        for (const pending of batch) pending.failed(error);
        return;
      }
    }
  }
}
