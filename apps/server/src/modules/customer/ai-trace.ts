import { AI_TRACE_STAGE, TraceType } from '@console/contracts';
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
 * Writes an answered task call into the customer centre, inside the call's own transaction: the
 * customer (made on its first answered call) and its AI trace.
 */
export async function recordAiTrace(tx: Db, call: AnsweredTaskCall): Promise<void> {
  await tx.insert(customerTraces).values({
    businessId: call.businessId,
    customerId: await customerOfCall(tx, call),
    taskId: call.taskId,
    traceType: TraceType.ai,
    callResult: call.callResult,
    traceStage: AI_TRACE_STAGE,
    tagAiIntention: call.intention,
    callSessionId: call.callSessionId,
    callDurationSeconds: Math.round(call.talkMs / 1000),
    tracedAt: call.at,
  });
}
