import type { DialogItem } from '@console/contracts';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { users } from '../db/schema/index.ts';
import { recordCall } from '../modules/call-records/record.ts';
import { recordAiTrace } from '../modules/customer/ai-trace.ts';

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
    await recordAiTrace(tx, {
      businessId: call.businessId,
      telNumber: call.number,
      ownerId: call.ownerId,
      taskId: call.taskId,
      callSessionId: callId,
      callResult: result,
      intention: call.intention ?? 'A',
      talkMs,
      at: call.at,
    });
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
