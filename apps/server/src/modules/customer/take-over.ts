import { MONITOR_TEXTS, TAKE_OVER_TRACE_STAGE, TraceType } from '@console/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { customerTraces } from '../../db/schema/customer.ts';
import { customerOfCall } from './ai-trace.ts';

/** 人工接管 (the live monitor's take-over) as the customer's records keep it. */

export interface TakeOver {
  businessId: number;
  taskId: number;
  telNumber: string;
  /** The customer's 负责人 when the customer is new: the task's owner. */
  ownerId: number | null;
  memberId: number | null;
  memberName: string;
  at: Date;
}

/** The customer's 人工接管 trace (made with the customer when it is new); answers its id. */
export async function recordTakeOver(db: Db, takeOver: TakeOver): Promise<number> {
  return db.transaction(async (tx) => {
    const customerId = await customerOfCall(tx, { ...takeOver, telNumber: takeOver.telNumber });
    const [trace] = await tx
      .insert(customerTraces)
      .values({
        businessId: takeOver.businessId,
        customerId,
        taskId: takeOver.taskId,
        traceType: TraceType.manual,
        memberId: takeOver.memberId,
        memberName: takeOver.memberName,
        traceStage: TAKE_OVER_TRACE_STAGE,
        traceDetail: MONITOR_TEXTS.takeOverTrace,
        tracedAt: takeOver.at,
      })
      .returning({ id: customerTraces.id });
    return trace.id;
  });
}

/** Completes a take-over trace the member wrote; false when it is not theirs or not one. */
export async function completeTakeOver(
  db: Db,
  trace: { id: number; businessId: number; memberId: number },
  changes: { traceDetail?: string; traceStage?: number },
): Promise<boolean> {
  const set = {
    ...(changes.traceDetail ? { traceDetail: changes.traceDetail } : {}),
    ...(changes.traceStage !== undefined ? { traceStage: changes.traceStage } : {}),
  };
  const where = and(
    eq(customerTraces.id, trace.id),
    eq(customerTraces.businessId, trace.businessId),
    eq(customerTraces.traceType, TraceType.manual),
    eq(customerTraces.memberId, trace.memberId),
  );
  if (Object.keys(set).length === 0) {
    const [row] = await db.select({ id: customerTraces.id }).from(customerTraces).where(where).limit(1);
    return row !== undefined;
  }
  const updated = await db.update(customerTraces).set(set).where(where).returning({ id: customerTraces.id });
  return updated.length > 0;
}
