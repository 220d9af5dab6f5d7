import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { callSessions, taskNumbers, tasks } from '../db/schema/index.ts';
import { NumberLists } from '../modules/blacklist/membership.ts';
import type { CallOutcome, CallResultCode, Carrier, OutboundAttempt } from '../modules/dialer/carrier.ts';
import { Dialer } from '../modules/dialer/dialer.ts';
import { PermissionService } from '../modules/permissions/service.ts';
import { insertTask } from './tasks.ts';
import { createTestApp, DEMO_BUSINESS_ID, type TestApp } from './test-app.ts';

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;

/**
 * A carrier whose calls end when the test says: each call waits until released, with the outcome
 * the test chose for its number (no answer unless told).
 */
export class ScriptedCarrier implements Carrier {
  readonly placed: OutboundAttempt[] = [];
  private readonly waiting: (() => void)[] = [];
  holding = false;
  /** Numbers whose customer says 别再打了. */
  readonly refusing = new Set<string>();
  constructor(readonly outcomes: Record<string, CallResultCode[]> = {}) {}

  call(attempt: OutboundAttempt): Promise<CallOutcome> {
    this.placed.push(attempt);
    const result = this.outcomes[attempt.number]?.[attempt.attempts] ?? '1';
    const outcome: CallOutcome = {
      result,
      ringMs: 5000,
      talkMs: result === '0' ? 30_000 : 0,
      turns: result === '0' ? 4 : 0,
      intention: result === '0' ? 'A' : '',
      labels: [],
      smsSent: false,
      refused: this.refusing.has(attempt.number),
      dialog:
        result === '0'
          ? [
              { role: 'robot', nodeName: '开场白', text: '您好', nodeStartTime: 0 },
              { role: 'user', text: '你好', hits: [{ hit: '肯定' }], userSpeakingTime: 2000 },
            ]
          : [],
    };
    if (!this.holding) return Promise.resolve(outcome);
    // A held answered call has said its lines already, as a call in progress reports them.
    for (const item of outcome.dialog) attempt.progress?.said(item);
    return new Promise((resolve) => this.waiting.push(() => resolve(outcome)));
  }

  /** Ends the calls in progress. */
  release(): void {
    for (const end of this.waiting.splice(0)) end();
  }
}

/**
 * The dialer tests' app. Files share a worker one after another (isolate: false), so each file
 * that calls dialerApp() gets its own app in this binding.
 */
export let t: TestApp;

export function dialerApp(): void {
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
}

/**
 * A dialer on the test clock with its own carrier; the test runs its passes. Dialers of one
 * instanceId are one server process before and after a restart.
 */
export function dialerWith(carrier: Carrier, instanceId = 'test') {
  return new Dialer({ ...dialerBase(), carrier, instanceId });
}

/** What every dialer of these tests stands on: the test's database, clock and log. */
export function dialerBase() {
  const { db } = t.database;
  return {
    db,
    clock: t.clock.now,
    timeZone: 'Asia/Shanghai',
    instanceId: 'test',
    log: t.app.log,
    numberLists: new NumberLists({ db, clock: t.clock.now }),
    permissions: new PermissionService(db),
  };
}

/** The test clock stands at 10:00 in Shanghai, inside the default morning window. */
export async function runningTask(name: string, options: Partial<Parameters<typeof insertTask>[1]> = {}) {
  const now = t.clock.now().getTime();
  const id = await insertTask(t.database, {
    businessId: DEMO_BUSINESS_ID,
    userId: null,
    name,
    script: '教育课程邀约',
    telNums: ['02160001003'],
    beginAt: new Date(now - MINUTE),
    endAt: new Date(now + 48 * HOUR),
    ...options,
  });
  return id;
}

export async function taskRow(id: number) {
  const [row] = await t.database.db.select().from(tasks).where(eq(tasks.id, id));
  return row;
}

export async function numbersOf(id: number) {
  return t.database.db.select().from(taskNumbers).where(eq(taskNumbers.taskId, id)).orderBy(taskNumbers.id);
}

export async function callsOf(id: number) {
  return t.database.db
    .select()
    .from(callSessions)
    .where(eq(callSessions.taskId, String(id)));
}

export async function setRecall(id: number, recallMaxCount: number, recallWaitSeconds: number) {
  await t.database.db.update(tasks).set({ recallMaxCount, recallWaitSeconds }).where(eq(tasks.id, id));
}

/** Tasks of other tests would share the line's concurrency: each test ends its own. */
export async function finish(id: number) {
  await t.database.db.update(tasks).set({ deleted: true }).where(eq(tasks.id, id));
}
