import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { calleeNumbers } from '../../db/schema/lines.ts';

/** Number types that carry outbound calls: 2 outbound, 3 reception and outbound. */
export const OUTBOUND_LINE_TYPES = [2, 3];

const lineColumns = {
  cpnCode: calleeNumbers.cpnCode,
  lineName: calleeNumbers.lineName,
  concurrency: calleeNumbers.concurrency,
  expiresAt: calleeNumbers.expiresAt,
  trippedUntil: calleeNumbers.trippedUntil,
};

/** The enterprise's outbound lines in service, in the order they were added. */
export function outboundLines(db: Db, businessId: number) {
  return db
    .select(lineColumns)
    .from(calleeNumbers)
    .where(
      and(
        eq(calleeNumbers.businessId, businessId),
        inArray(calleeNumbers.cpnType, OUTBOUND_LINE_TYPES),
        eq(calleeNumbers.status, 1),
      ),
    )
    .orderBy(asc(calleeNumbers.id));
}

export type LineRecord = Awaited<ReturnType<typeof outboundLines>>[number];

export interface LineChanges {
  lineName?: string;
  concurrency?: number;
  /** null: never expires. */
  expiresAt?: Date | null;
  cpnType?: number;
  status?: number;
}

/** Adds the line (an outbound line in service unless told otherwise) or changes the given fields of it. */
export async function saveLine(db: Db, businessId: number, cpnCode: string, changes: LineChanges) {
  const [row] = await db
    .insert(calleeNumbers)
    .values({ businessId, cpnCode, cpnType: 2, status: 1, ...changes })
    .onConflictDoUpdate({ target: [calleeNumbers.businessId, calleeNumbers.cpnCode], set: changes })
    .returning(lineColumns);
  return row;
}

/** The failure circuit breaker stops the line until `until` (dialer/breaker.ts). */
export async function tripLine(db: Db, businessId: number, cpnCode: string, until: Date): Promise<void> {
  await db
    .update(calleeNumbers)
    .set({ trippedUntil: until })
    .where(and(eq(calleeNumbers.businessId, businessId), eq(calleeNumbers.cpnCode, cpnCode)));
}

/** Closes the breaker of the lines at once (继续 by hand). */
export async function resetLines(db: Db, businessId: number, cpnCodes: readonly string[]): Promise<void> {
  if (cpnCodes.length === 0) return;
  await db
    .update(calleeNumbers)
    .set({ trippedUntil: null })
    .where(and(eq(calleeNumbers.businessId, businessId), inArray(calleeNumbers.cpnCode, [...cpnCodes])));
}

/**
 * The enterprises' numbers as a read-only subquery other modules' queries join (AI接待's numbers
 * with their rules).
 */
export function linesView(db: Db) {
  return db
    .select({
      id: calleeNumbers.id,
      businessId: calleeNumbers.businessId,
      cpnCode: calleeNumbers.cpnCode,
      cpnType: calleeNumbers.cpnType,
      status: calleeNumbers.status,
      expiresAt: calleeNumbers.expiresAt,
    })
    .from(calleeNumbers)
    .as('numbers');
}

export type LinesView = ReturnType<typeof linesView>;

/** Numbers of the business, each unless it exists (the demo's lines). */
export async function seedLines(
  db: Db,
  businessId: number,
  numbers: readonly (Pick<typeof calleeNumbers.$inferInsert, 'cpnCode' | 'cpnType' | 'status'> & {
    lineName?: string;
    concurrency?: number;
  })[],
): Promise<void> {
  await db
    .insert(calleeNumbers)
    .values(numbers.map((n) => ({ businessId, ...n })))
    .onConflictDoNothing();
}

/** The business's numbers in service, with their types. */
export function numbersInService(db: Db, businessId: number) {
  return db
    .select({ cpnCode: calleeNumbers.cpnCode, cpnType: calleeNumbers.cpnType })
    .from(calleeNumbers)
    .where(and(eq(calleeNumbers.businessId, businessId), eq(calleeNumbers.status, 1)));
}
