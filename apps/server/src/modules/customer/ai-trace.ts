import { AI_TRACE_STAGE, TraceType } from '@console/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { customers, customerTraces } from '../../db/schema/customer.ts';

export interface AnsweredTaskCall {
  businessId: number;
  telNumber: string;
  /** The task's owner: the customer's 负责人 and 客户来源 when it is new; null the master. */
  ownerId: number | null;
  taskId: number;
  callSessionId: number;
  callResult: string;
  intention: string;
  talkMs: number;
  at: Date;
}

/**
 * The customer of the number, made now with the task owner as 负责人 and 客户来源 when the
 * enterprise has none yet, kept as it is otherwise. Answers its id.
 */
export async function customerOfCall(
  tx: Db,
  call: Pick<AnsweredTaskCall, 'businessId' | 'telNumber' | 'ownerId' | 'at'>,
): Promise<number> {
  // The no-op update makes the statement answer the id of a customer that already exists.
  const [customer] = await tx
    .insert(customers)
    .values({
      businessId: call.businessId,
      telNumber: call.telNumber,
      ownerId: call.ownerId,
      sourceId: call.ownerId,
      createdAt: call.at,
    })
    .onConflictDoUpdate({ target: [customers.businessId, customers.telNumber], set: { telNumber: call.telNumber } })
    .returning({ id: customers.id });
  return customer.id;
}

/**
 * Writes answered task calls into the customer centre, inside the calls' own transaction: each
 * number's customer (made on its first answered call) and each call's AI trace, in two statements.
 */
export async function recordAiTraces(tx: Db, calls: readonly AnsweredTaskCall[]): Promise<void> {
  if (calls.length === 0) return;
  const keyOf = (call: Pick<AnsweredTaskCall, 'businessId' | 'telNumber'>) => `${call.businessId}|${call.telNumber}`;
  // One row per customer: an upsert may not touch a row twice.
  const firstCalls = new Map<string, AnsweredTaskCall>();
  for (const call of calls) if (!firstCalls.has(keyOf(call))) firstCalls.set(keyOf(call), call);
  // The no-op update makes the statement answer the ids of customers that already exist.
  const found = await tx
    .insert(customers)
    .values(
      [...firstCalls.values()].map((call) => ({
        businessId: call.businessId,
        telNumber: call.telNumber,
        ownerId: call.ownerId,
        sourceId: call.ownerId,
        createdAt: call.at,
      })),
    )
    .onConflictDoUpdate({
      target: [customers.businessId, customers.telNumber],
      set: { telNumber: sql`excluded.tel_number` },
    })
    .returning({ id: customers.id, businessId: customers.businessId, telNumber: customers.telNumber });
  const customerIds = new Map(found.map((row) => [keyOf(row), row.id]));
  await tx.insert(customerTraces).values(
    calls.map((call) => ({
      businessId: call.businessId,
      customerId: customerIds.get(keyOf(call)) ?? 0,
      taskId: call.taskId,
      traceType: TraceType.ai,
      callResult: call.callResult,
      traceStage: AI_TRACE_STAGE,
      tagAiIntention: call.intention,
      callSessionId: call.callSessionId,
      callDurationSeconds: Math.round(call.talkMs / 1000),
      tracedAt: call.at,
    })),
  );
}
