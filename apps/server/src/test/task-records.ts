import { type DialogItem, TALK_TIME_CALL_RESULTS } from '@console/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { taskNumbers, tasks } from '../db/schema/index.ts';
import { recordCall } from '../modules/call-records/record.ts';
import { insertTask } from './tasks.ts';
import { DEMO_BUSINESS_ID } from './test-app.ts';

/** A call of a task as a test describes it; the rest is filled in as the dialer would. */
export interface TaskCall {
  number: string;
  startAt: Date;
  /** A code of CALL_RESULTS; 0 and 15 are answered. */
  result: string;
  ringMs?: number;
  durationMs?: number;
  intention?: string;
  labels?: string[];
  dialog?: DialogItem[];
}

/**
 * Writes a call of the task through the one write path of call records, and counts it on the
 * number's queue row (拨打次数, last outcome, finished) as the dialer does. Answers the call's id.
 */
export async function recordTaskCall(database: Database, taskId: number, call: TaskCall): Promise<number> {
  const { db } = database;
  const [task] = await db.select().from(tasks).where(eq(tasks.id, taskId));
  const answered = TALK_TIME_CALL_RESULTS.includes(call.result);
  const [number] = await db
    .update(taskNumbers)
    .set({
      attempts: sql`${taskNumbers.attempts} + 1`,
      answered: sql`${taskNumbers.answered} or ${answered}`,
      lastResult: call.result,
      state: 2,
    })
    .where(and(eq(taskNumbers.taskId, taskId), eq(taskNumbers.number, call.number)))
    .returning();
  const durationMs = answered ? (call.durationMs ?? 30_000) : 0;
  const ringMs = call.ringMs ?? 5_000;
  const answerAt = new Date(call.startAt.getTime() + ringMs);
  return db.transaction((tx) =>
    recordCall(tx, {
      businessId: task.businessId,
      direction: 1,
      taskId: String(taskId),
      speechSkillId: task.speechSkillId,
      line: task.telNums[0] ?? '02160001002',
      caller: task.telNums[0] ?? '02160001002',
      callee: call.number,
      startAt: call.startAt,
      answerAt: answered ? answerAt : null,
      endAt: new Date(answerAt.getTime() + durationMs),
      durationMs,
      answered,
      turns: call.dialog?.filter((item) => item.role === 'user').length ?? 0,
      intention: call.intention ?? '',
      labels: call.labels ?? [],
      taskNumberId: number.id,
      callIndex: number.attempts,
      callResult: call.result,
      ringMs,
      dialog: call.dialog ?? [],
    }),
  );
}

/** 09:00 in Shanghai on the day before the test clock's: the first call of recordedTask. */
export const FIRST_CALL_AT = Date.parse('2026-03-01T01:00:00.000Z');
const HOUR = 3_600_000;

export const RECORDED_DIALOG: DialogItem[] = [
  { role: 'robot', nodeName: '开场白', text: '您好，这里是课程顾问', nodeStartTime: 0 },
  { role: 'user', text: '你们在哪里上课', hits: [{ hit: '询问地址' }], userSpeakingTime: 4200 },
  { role: 'user', text: '', hits: [], userSpeakingTime: 9000 },
];

/**
 * A task of the demo enterprise with four numbers (each with the variable 姓名) and four calls an
 * hour apart from FIRST_CALL_AT: 无人接听 and then 已接通 to the first (A级, two labels, a
 * dialog), 已接通（转人工） to the second, 空号 to the third; the fourth is not called yet.
 */
export async function recordedTask(database: Database, owner: { userId: number; name: string }) {
  const taskId = await insertTask(database, {
    businessId: DEMO_BUSINESS_ID,
    userId: owner.userId,
    name: owner.name,
    script: '教育课程邀约',
    telNums: ['02160001002'],
    beginAt: new Date(FIRST_CALL_AT - HOUR),
    endAt: new Date(FIRST_CALL_AT + 48 * HOUR),
    numbers: ['13800138100', '13800138101', '13800138102', '13800138103'],
  });
  await database.db
    .update(taskNumbers)
    .set({ variables: sql`jsonb_build_object('姓名', '客户' || right(${taskNumbers.number}, 1))` })
    .where(eq(taskNumbers.taskId, taskId));
  const at = (hours: number) => new Date(FIRST_CALL_AT + hours * HOUR);
  const calls = {
    noAnswer: await recordTaskCall(database, taskId, {
      number: '13800138100',
      startAt: at(0),
      result: '1',
      ringMs: 12_000,
    }),
    answered: await recordTaskCall(database, taskId, {
      number: '13800138100',
      startAt: at(1),
      result: '0',
      ringMs: 3_500,
      durationMs: 45_600,
      intention: 'A级',
      labels: ['有意向', '询问价格'],
      dialog: RECORDED_DIALOG,
    }),
    transferred: await recordTaskCall(database, taskId, {
      number: '13800138101',
      startAt: at(2),
      result: '15',
      ringMs: 8_000,
      durationMs: 120_000,
      intention: 'B级',
      labels: ['转人工'],
    }),
    vacant: await recordTaskCall(database, taskId, { number: '13800138102', startAt: at(3), result: '4', ringMs: 0 }),
  };
  return { taskId, calls };
}
