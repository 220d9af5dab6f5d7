import { RECEPTION_NUMBER_TYPES } from '@console/contracts';
import { and, asc, eq, gt, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { receptionRules } from '../../db/schema/reception.ts';
import { type LinesView, linesView } from '../lines/index.ts';
import { publishedScriptsView } from '../speech/index.ts';

/** The number has no expiry or expires after `now`. */
const inDate = (numbers: LinesView, now: Date) => or(isNull(numbers.expiresAt), gt(numbers.expiresAt, now));

/** The enterprise's numbers of the given types (all when none) and status, with their rules. */
export async function numbersWithRules(
  db: Db,
  businessId: number,
  query: { cpnTypes: number[]; status?: number; now: Date },
) {
  const numbers = linesView(db);
  const rows = await db
    .select({
      resId: numbers.id,
      cpnCode: numbers.cpnCode,
      cpnType: numbers.cpnType,
      status: numbers.status,
      expiresAt: numbers.expiresAt,
      rule: receptionRules.rule,
    })
    .from(numbers)
    .leftJoin(
      receptionRules,
      and(eq(receptionRules.businessId, numbers.businessId), eq(receptionRules.cpnCode, numbers.cpnCode)),
    )
    .where(
      and(
        eq(numbers.businessId, businessId),
        query.cpnTypes.length > 0 ? inArray(numbers.cpnType, query.cpnTypes) : undefined,
        query.status === undefined ? undefined : eq(numbers.status, query.status),
      ),
    )
    .orderBy(asc(numbers.id));
  return rows.map(({ expiresAt, rule, ...row }) => ({
    ...row,
    expirationStatus: expiresAt !== null && expiresAt <= query.now ? 1 : 0,
    itemJson: rule === null ? '' : JSON.stringify(rule),
  }));
}

/**
 * Conditions of an inbound number of the enterprise that takes calls now (types 1 and 3, status 1,
 * in date); without `cpnCode`, of all such numbers.
 */
function receivingNumber(
  numbers: LinesView,
  businessId: number,
  cpnCode: string | undefined,
  now: Date,
): SQL | undefined {
  return and(
    eq(numbers.businessId, businessId),
    cpnCode === undefined ? undefined : eq(numbers.cpnCode, cpnCode),
    inArray(numbers.cpnType, [...RECEPTION_NUMBER_TYPES]),
    eq(numbers.status, 1),
    inDate(numbers, now),
  );
}

export async function isReceivingNumber(db: Db, businessId: number, cpnCode: string, now: Date): Promise<boolean> {
  const numbers = linesView(db);
  const [row] = await db
    .select({ id: numbers.id })
    .from(numbers)
    .where(receivingNumber(numbers, businessId, cpnCode, now));
  return row !== undefined;
}

/** A live script of the enterprise with a published version. */
export async function publishedScriptOf(db: Db, businessId: number, id: number) {
  const scripts = publishedScriptsView(db);
  const [row] = await db
    .select({ id: scripts.id, name: scripts.name, version: scripts.publishedVersion })
    .from(scripts)
    .where(and(eq(scripts.businessId, businessId), eq(scripts.id, id)));
  return row;
}

export interface RuleRecord {
  businessId: number;
  cpnCode: string;
  ani: string;
  speechSkillId: number;
  robotName: string;
  rule: unknown;
  updatedBy: string;
  now: Date;
}

/** Adds the number's rule or replaces it; answers the rule's id. */
export async function saveRuleRecord(db: Db, record: RuleRecord): Promise<number> {
  const { now, ...values } = record;
  const changes = {
    ani: values.ani,
    speechSkillId: values.speechSkillId,
    robotName: values.robotName,
    rule: values.rule,
    updatedBy: values.updatedBy,
    updatedAt: now,
  };
  const [row] = await db
    .insert(receptionRules)
    .values({ ...values, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: [receptionRules.businessId, receptionRules.cpnCode], set: changes })
    .returning({ id: receptionRules.id });
  if (!row) throw new Error('reception rule not saved');
  return row.id;
}

/** Sets the rule's JSON once its id is known (the rule names its own id). */
export async function setRuleJson(db: Db, id: number, rule: unknown): Promise<void> {
  await db.update(receptionRules).set({ rule }).where(eq(receptionRules.id, id));
}

/** Removes the number's rule for the caller `ani`; answers whether there was one. */
export async function deleteRuleRecord(db: Db, businessId: number, cpnCode: string, ani: string): Promise<boolean> {
  const removed = await db
    .delete(receptionRules)
    .where(
      and(eq(receptionRules.businessId, businessId), eq(receptionRules.cpnCode, cpnCode), eq(receptionRules.ani, ani)),
    )
    .returning({ id: receptionRules.id });
  return removed.length > 0;
}

export interface ReceptionScript {
  speechSkillId: number;
  /** The script's published version: what answers the call. */
  scriptVersion: number;
  name: string;
}

/** The receiving numbers (all, or `cpnCode`) whose rule binds a live, published script. */
function boundScripts(db: Db, businessId: number, cpnCode: string | undefined, now: Date) {
  const numbers = linesView(db);
  const scripts = publishedScriptsView(db);
  return db
    .select({
      cpnCode: numbers.cpnCode,
      speechSkillId: scripts.id,
      scriptVersion: scripts.publishedVersion,
      name: scripts.name,
    })
    .from(receptionRules)
    .innerJoin(
      numbers,
      and(eq(numbers.businessId, receptionRules.businessId), eq(numbers.cpnCode, receptionRules.cpnCode)),
    )
    .innerJoin(
      scripts,
      and(eq(scripts.id, receptionRules.speechSkillId), eq(scripts.businessId, receptionRules.businessId)),
    )
    .where(receivingNumber(numbers, businessId, cpnCode, now))
    .orderBy(asc(numbers.cpnCode));
}

/**
 * The script that answers an inbound call to `cpnCode` of the enterprise: the one its AI接待 rule
 * binds, while the number takes calls and the script is live and published; null otherwise.
 */
export async function receptionScriptOf(
  db: Db,
  businessId: number,
  cpnCode: string,
  now = new Date(),
): Promise<ReceptionScript | null> {
  const [row] = await boundScripts(db, businessId, cpnCode, now).limit(1);
  if (!row || row.scriptVersion === null) return null;
  return { speechSkillId: row.speechSkillId, scriptVersion: row.scriptVersion, name: row.name };
}

/** The enterprise's reception numbers that take calls now and answer with a script, in order. */
export async function boundReceptionNumbers(db: Db, businessId: number, now: Date): Promise<string[]> {
  const rows = await boundScripts(db, businessId, undefined, now);
  return [...new Set(rows.map((row) => row.cpnCode))];
}
