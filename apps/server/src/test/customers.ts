import { type BodyOf, customerApi, type DialogItem } from '@console/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Database } from '../db/database.ts';
import { customerTraces, users } from '../db/schema/index.ts';
import { recordCall } from '../modules/call-records/record.ts';
import { recordAiTraces } from '../modules/customer/ai-trace.ts';
import { type Caller, demoMaster, otherEnterprise } from './knowledge.ts';
import { insertTask } from './tasks.ts';
import { callerOf } from './team.ts';
import { createTestApp, DEMO_BUSINESS_ID, MASTER_PHONE, MEMBER_PHONE, type TestApp } from './test-app.ts';

export interface AnsweredCall {
  businessId: number;
  taskId: number;
  /** The task's owner; null the main account. */
  ownerId: number | null;
  number: string;
  at: Date;
  result?: '0' | '15';
  intention?: string;
  labels?: string[];
  talkMs?: number;
  dialog?: DialogItem[];
}

export const SAMPLE_DIALOG: DialogItem[] = [
  { role: 'robot', nodeName: '开场白', text: '您好，这里是课程中心', nodeStartTime: 0 },
  { role: 'user', text: '你好，说吧', hits: [{ hit: '肯定' }], userSpeakingTime: 2500 },
];

/**
 * An answered task call written as the dialer writes one, in one transaction: the call record,
 * then the customer (made on its first answered call) and its AI trace. Answers the call's id.
 */
export async function answeredCall(database: Database, call: AnsweredCall): Promise<number> {
  const talkMs = call.talkMs ?? 42_000;
  const startAt = new Date(call.at.getTime() - talkMs - 5_000);
  const result = call.result ?? '0';
  return database.db.transaction(async (tx) => {
    const callId = await recordCall(tx, {
      businessId: call.businessId,
      direction: 1,
      taskId: String(call.taskId),
      line: '02160001003',
      caller: '02160001003',
      callee: call.number,
      startAt,
      answerAt: new Date(startAt.getTime() + 5_000),
      endAt: call.at,
      durationMs: talkMs,
      answered: true,
      turns: 2,
      intention: call.intention ?? 'A',
      labels: call.labels ?? [],
      transferred: result === '15',
      callIndex: 1,
      callResult: result,
      ringMs: 5_000,
      dialog: call.dialog ?? SAMPLE_DIALOG,
    });
    await recordAiTraces(tx, [
      {
        businessId: call.businessId,
        telNumber: call.number,
        ownerId: call.ownerId,
        taskId: call.taskId,
        callSessionId: callId,
        callResult: result,
        intention: call.intention ?? 'A',
        talkMs,
        at: call.at,
      },
    ]);
    return callId;
  });
}

export async function userIdOf(database: Database, businessId: number, phone: string): Promise<number> {
  const [row] = await database.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.businessId, businessId), eq(users.phone, phone)));
  if (!row) throw new Error(`no member ${phone}`);
  return row.id;
}

const DAY = 86_400_000;

/**
 * The customer tests' app, callers and calls. Files share a worker one after another
 * (isolate: false), so each file that calls customersApp() gets its own in these bindings.
 */
export let t: TestApp;
export let master: Caller;
export let member: Caller;
export let other: Caller;
export let masterId: number;
export let memberId: number;
export let masterTask: number;
export let memberTask: number;
/** The AI trace of each number's newest call in the master's task. */
export const traceOf = new Map<string, number>();

async function traceIdOfCall(callId: number): Promise<number> {
  const [row] = await t.database.db.select().from(customerTraces).where(eq(customerTraces.callSessionId, callId));
  return row.id;
}

/** Registers the hooks of a file's app: the demo enterprise's customers made by answered calls. */
export function customersApp(): void {
  beforeAll(async () => {
    traceOf.clear();
    t = await createTestApp();
    master = await demoMaster(t);
    member = callerOf(await t.login(MEMBER_PHONE));
    other = await otherEnterprise(t, '13700000081');
    masterId = await userIdOf(t.database, DEMO_BUSINESS_ID, MASTER_PHONE);
    memberId = await userIdOf(t.database, DEMO_BUSINESS_ID, MEMBER_PHONE);
    const now = t.clock.now().getTime();
    const task = (name: string, userId: number) =>
      insertTask(t.database, {
        businessId: DEMO_BUSINESS_ID,
        userId,
        name,
        script: '教育课程邀约',
        telNums: ['02160001003'],
        beginAt: new Date(now - 20 * DAY),
        endAt: new Date(now + DAY),
        numbers: [],
      });
    masterTask = await task('春季回访', masterId);
    memberTask = await task('成员回访', memberId);
    const at = (daysAgo: number) => new Date(now - daysAgo * DAY);
    const demo = { businessId: DEMO_BUSINESS_ID };
    // 139…01: the master's customer, called by both tasks; 139…02 the member's; 139…03 long ago.
    traceOf.set(
      '13900000001',
      await traceIdOfCall(
        await answeredCall(t.database, {
          ...demo,
          taskId: masterTask,
          ownerId: masterId,
          number: '13900000001',
          at: at(2),
          intention: 'A',
          labels: ['有车', '已婚'],
        }),
      ),
    );
    await answeredCall(t.database, {
      ...demo,
      taskId: memberTask,
      ownerId: memberId,
      number: '13900000001',
      at: at(1),
      result: '15',
      intention: 'B',
    });
    await answeredCall(t.database, {
      ...demo,
      taskId: memberTask,
      ownerId: memberId,
      number: '13900000002',
      at: at(1),
      intention: 'C',
      labels: ['考虑中'],
    });
    traceOf.set(
      '13900000003',
      await traceIdOfCall(
        await answeredCall(t.database, {
          ...demo,
          taskId: masterTask,
          ownerId: masterId,
          number: '13900000003',
          at: at(10),
          intention: 'D',
        }),
      ),
    );
    await answeredCall(t.database, {
      businessId: other.businessId,
      taskId: 999_999,
      ownerId: null,
      number: '13900000001',
      at: at(1),
      intention: 'A',
    });
  });
  afterAll(() => t.close());
}

export type Query = BodyOf<typeof customerApi.queryCustomer>;

export async function list(body: Query = {}, as = master) {
  const answer = await t.call(customerApi.queryCustomer, { ...as, body });
  expect(answer.body.code, answer.body.message).toBe(0);
  return answer.body.result;
}

export const numbers = async (body: Query = {}, as = master) =>
  (await list(body, as)).rows.map((row) => row.tel_number);
