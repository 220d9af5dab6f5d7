import { and, eq, gte, inArray, lt, lte, type SQL, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.ts';
import {
  callCustomerDays,
  callRollupCountMonths,
  callRollupCounts,
  callRollupDays,
  callRollups,
  callSessions,
  customerDayLinks,
} from '../../db/schema/call-records.ts';
import { periodFormat, type RollupRange, splitByMonths } from './periods.ts';

/** What the rollups (and the report over them) are filtered by, besides the range. */
export interface CallFilter {
  businessId: number;
  direction: 0 | 1;
  /** Empty: all scripts. */
  speechSkillIds: number[];
  /** Business-side numbers (the callee of inbound calls); empty: all. */
  numbers: string[];
}

const num = (expression: SQL) => sql<number>`coalesce(${expression}, 0)`.mapWith(Number);

type DayTable = typeof callRollupDays | typeof callRollupCounts | typeof callCustomerDays;
type DimensionTable = typeof callRollups | typeof callRollupCountMonths | DayTable;

function dimensions(table: DimensionTable, filter: CallFilter): (SQL | undefined)[] {
  return [
    eq(table.businessId, filter.businessId),
    eq(table.direction, filter.direction),
    filter.speechSkillIds.length > 0 ? inArray(table.speechSkillId, filter.speechSkillIds) : undefined,
    filter.numbers.length > 0 ? inArray(table.number, filter.numbers) : undefined,
  ];
}

/** The per-day tables: the range's days, same filters. */
function dayWhere(table: DayTable, filter: CallFilter, range: RollupRange): SQL | undefined {
  return and(...dimensions(table, filter), gte(table.day, range.beginDay), lte(table.day, range.endDay));
}

function counters(table: typeof callRollups | typeof callRollupDays) {
  return {
    calls: num(sql`sum(${table.calls})`),
    answered: num(sql`sum(${table.answered})`),
    durationMs: num(sql`sum(${table.durationMs})`),
    turns: num(sql`sum(${table.turns})`),
    transfers: num(sql`sum(${table.transfers})`),
    sms: num(sql`sum(${table.sms})`),
  };
}

/**
 * The counters per period of callAnalysis. One day reads the hourly rollups (its hours in the
 * report time zone); longer ranges read the daily ones, a year being a few hundred rows per
 * script and number instead of thousands of hours.
 */
export function countersByPeriod(db: Db, filter: CallFilter, range: RollupRange, timeZone: string) {
  if (range.granularity === 'hour') {
    const hour = sql<string>`to_char(${callRollups.hour} at time zone ${timeZone}, ${periodFormat('hour')})`;
    return db
      .select({ time: hour, ...counters(callRollups) })
      .from(callRollups)
      .where(and(...dimensions(callRollups, filter), gte(callRollups.hour, range.from), lt(callRollups.hour, range.to)))
      .groupBy(sql`1`);
  }
  // day is YYYY-MM-DD: the day itself, or its first 7 characters for the month.
  const period =
    range.granularity === 'day' ? sql<string>`${callRollupDays.day}` : sql<string>`left(${callRollupDays.day}, 7)`;
  return db
    .select({ time: period, ...counters(callRollupDays) })
    .from(callRollupDays)
    .where(dayWhere(callRollupDays, filter, range))
    .groupBy(sql`1`);
}

/**
 * Keyed counts (intention, duration and turn buckets, labels) per key and script: the range's
 * whole months from the monthly counters, the days at its ends from the daily ones.
 */
/** The same selection from either keyed table, so the two can be unioned. */
function keyedColumns(table: typeof callRollupCounts | typeof callRollupCountMonths) {
  return {
    kind: sql<string>`${table.kind}`.as('kind'),
    key: sql<string>`${table.key}`.as('key'),
    skill: sql<number>`${table.speechSkillId}`.as('skill'),
    n: sql<number>`${table.count}`.as('n'),
  };
}

export function keyedCounts(db: Db, filter: CallFilter, range: RollupRange) {
  const { months, days } = splitByMonths(range.beginDay, range.endDay);
  const dayParts = days.map((part) =>
    db
      .select(keyedColumns(callRollupCounts))
      .from(callRollupCounts)
      .where(
        and(
          ...dimensions(callRollupCounts, filter),
          gte(callRollupCounts.day, part.from),
          lte(callRollupCounts.day, part.to),
        ),
      ),
  );
  const monthParts = months
    ? [
        db
          .select(keyedColumns(callRollupCountMonths))
          .from(callRollupCountMonths)
          .where(
            and(
              ...dimensions(callRollupCountMonths, filter),
              gte(callRollupCountMonths.month, months.from),
              lte(callRollupCountMonths.month, months.to),
            ),
          ),
      ]
    : [];
  // Both selections have the same columns (keyedColumns); only their source tables' types differ.
  const [first, ...rest] = [...dayParts, ...(monthParts as unknown as typeof dayParts)];
  const keyed = (rest.length > 0 ? unionAll(first, rest[0], ...rest.slice(1)) : first).as('keyed');
  return db
    .select({
      kind: keyed.kind,
      key: keyed.key,
      speechSkillId: sql<number>`${keyed.skill}`.mapWith(Number),
      count: num(sql`sum(${keyed.n})`),
    })
    .from(keyed)
    .groupBy(keyed.kind, keyed.key, keyed.skill);
}

/**
 * Distinct customers of the range (totalTel), and with `unreached` only those none of whose
 * calls was answered. Without a script or number filter the day links answer it in a read that
 * does not grow with the number of customers (see customer_day_links). Otherwise the customer days
 * are grouped, which lets the database hash the numbers rather than sort them as count(distinct)
 * would, but still reads one row per customer and day.
 */
export async function customerCount(
  db: Db,
  filter: CallFilter,
  range: RollupRange,
  options: { unreached?: boolean } = {},
): Promise<number> {
  if (!options.unreached && filter.speechSkillIds.length === 0 && filter.numbers.length === 0) {
    const [linked] = await db
      .select({ n: num(sql`sum(${customerDayLinks.customers})`) })
      .from(customerDayLinks)
      .where(
        and(
          eq(customerDayLinks.businessId, filter.businessId),
          eq(customerDayLinks.direction, filter.direction),
          gte(customerDayLinks.day, range.beginDay),
          lte(customerDayLinks.day, range.endDay),
          // '' (never called before) sorts before every day.
          lt(customerDayLinks.prevDay, range.beginDay),
        ),
      );
    return linked?.n ?? 0;
  }
  const customers = db
    .select({ customer: callCustomerDays.customer })
    .from(callCustomerDays)
    .where(dayWhere(callCustomerDays, filter, range))
    .groupBy(callCustomerDays.customer);
  const grouped = options.unreached ? customers.having(sql`sum(${callCustomerDays.answered}) = 0`) : customers;
  const [row] = await db.select({ n: num(sql`count(*)`) }).from(grouped.as('customers'));
  return row?.n ?? 0;
}

/** Calls and answered calls of the range (the custom batch metrics). */
export async function callTotals(db: Db, filter: CallFilter, range: RollupRange) {
  const [row] = await db
    .select({ calls: num(sql`sum(${callRollupDays.calls})`), answered: num(sql`sum(${callRollupDays.answered})`) })
    .from(callRollupDays)
    .where(dayWhere(callRollupDays, filter, range));
  return { calls: row?.calls ?? 0, answered: row?.answered ?? 0 };
}

/** Outbound calls of the enterprise to each of the numbers on a day (YYYY-MM-DD), any task. */
export async function callsToday(
  db: Db,
  businessId: number,
  day: string,
  numbers: string[],
): Promise<Map<string, number>> {
  const calls = new Map<string, number>();
  if (numbers.length === 0) return calls;
  const rows = await db
    .select({ customer: callCustomerDays.customer, n: sql<number>`sum(${callCustomerDays.calls})`.mapWith(Number) })
    .from(callCustomerDays)
    .where(
      and(
        eq(callCustomerDays.businessId, businessId),
        eq(callCustomerDays.day, day),
        eq(callCustomerDays.direction, 1),
        inArray(callCustomerDays.customer, numbers),
      ),
    )
    .groupBy(callCustomerDays.customer);
  for (const row of rows) calls.set(row.customer, row.n);
  return calls;
}

/** Whether the business has any call record (the demo's calls are written only into an empty one). */
export async function hasCalls(db: Db, businessId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: callSessions.id })
    .from(callSessions)
    .where(eq(callSessions.businessId, businessId))
    .limit(1);
  return row !== undefined;
}
