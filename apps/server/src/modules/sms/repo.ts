import { and, desc, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import { countAll, type Db } from '../../db/database.ts';
import { smsCodes, smsOutbox, smsSendBudgets } from '../../db/schema/sms.ts';

export type SmsPurpose = 'register' | 'reset';

export async function latestCodeSentAt(db: Db, phone: string, purpose: SmsPurpose): Promise<Date | undefined> {
  const [row] = await db
    .select({ createdAt: smsCodes.createdAt })
    .from(smsCodes)
    .where(and(eq(smsCodes.phone, phone), eq(smsCodes.purpose, purpose)))
    .orderBy(desc(smsCodes.createdAt))
    .limit(1);
  return row?.createdAt;
}

/** Codes of either purpose that one client address asked for since the given time. */
export async function countCodesFromAddress(db: Db, clientAddress: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: countAll() })
    .from(smsCodes)
    .where(and(eq(smsCodes.clientAddress, clientAddress), gt(smsCodes.createdAt, since)));
  return row.n;
}

export async function insertCode(
  db: Db,
  row: {
    phone: string;
    purpose: SmsPurpose;
    codeHash: string;
    clientAddress: string;
    expiresAt: Date;
    createdAt: Date;
  },
): Promise<number> {
  const [inserted] = await db.insert(smsCodes).values(row).returning({ id: smsCodes.id });
  return inserted.id;
}

export async function deleteCode(db: Db, id: number): Promise<void> {
  await db.delete(smsCodes).where(eq(smsCodes.id, id));
}

/** The newest unused code for this phone and purpose; older ones are superseded by it. */
export async function latestUnusedCode(db: Db, phone: string, purpose: SmsPurpose) {
  const [row] = await db
    .select({
      id: smsCodes.id,
      codeHash: smsCodes.codeHash,
      attempts: smsCodes.attempts,
      expiresAt: smsCodes.expiresAt,
    })
    .from(smsCodes)
    .where(and(eq(smsCodes.phone, phone), eq(smsCodes.purpose, purpose), isNull(smsCodes.usedAt)))
    .orderBy(desc(smsCodes.createdAt), desc(smsCodes.id))
    .limit(1);
  return row;
}

export async function countWrongAttempt(db: Db, id: number): Promise<void> {
  await db
    .update(smsCodes)
    .set({ attempts: sql`${smsCodes.attempts} + 1` })
    .where(eq(smsCodes.id, id));
}

export async function markCodeUsed(db: Db, id: number, now: Date): Promise<void> {
  await db.update(smsCodes).set({ usedAt: now }).where(eq(smsCodes.id, id));
}

export async function outboxFor(db: Db, phone: string, limit: number) {
  return db
    .select({ phone: smsOutbox.phone, content: smsOutbox.content, createdAt: smsOutbox.createdAt })
    .from(smsOutbox)
    .where(eq(smsOutbox.phone, phone))
    .orderBy(desc(smsOutbox.createdAt), desc(smsOutbox.id))
    .limit(limit);
}

export type BudgetScope = 'address' | 'phone';

/**
 * Counts one send against the key's budget and answers the sends of its window, this one
 * included. A window older than `windowStart` starts again at this send. One statement, and the
 * row stays locked until the caller's transaction ends, so concurrent sends in several processes
 * are counted one after the other.
 */
export async function countBudgetSend(
  db: Db,
  send: { scope: BudgetScope; key: string; now: Date; windowStart: Date },
): Promise<number> {
  const fresh = sql`${smsSendBudgets.windowStart} <= ${send.windowStart.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(smsSendBudgets)
    .values({ scope: send.scope, key: send.key, windowStart: send.now, sends: 1 })
    .onConflictDoUpdate({
      target: [smsSendBudgets.scope, smsSendBudgets.key],
      set: {
        sends: sql`case when ${fresh} then 1 else ${smsSendBudgets.sends} + 1 end`,
        windowStart: sql`case when ${fresh} then ${send.now.toISOString()}::timestamptz else ${smsSendBudgets.windowStart} end`,
      },
    })
    .returning({ sends: smsSendBudgets.sends });
  return row.sends;
}

/** Windows that ended count nothing any more; without this every phone ever sent to would stay. */
export async function deleteEndedBudgets(db: Db, windowStart: Date): Promise<void> {
  await db.delete(smsSendBudgets).where(lte(smsSendBudgets.windowStart, windowStart));
}
