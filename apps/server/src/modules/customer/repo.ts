import { type CustomerQuery, type CustomerSortField, TraceType } from '@console/contracts';
import {
  and,
  arrayOverlaps,
  asc,
  countDistinct,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNull,
  like,
  lte,
  max,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.ts';
import { containing } from '../../db/query-helpers.ts';
import { customers, customerTraces } from '../../db/schema/customer.ts';
import { type CallRecordsView, callRecordsView } from '../call-records/index.ts';
import { tasksView } from '../task/index.ts';

/**
 * Which customers a caller sees: a member those they are 负责人 of; the main account and the
 * operator every customer, or one 负责人's when they filter by it. A customer without an owner
 * (owner_id null) is the main account's.
 */
export interface CustomerScope {
  businessId: number;
  /** Only this 负责人's customers; absent for all. */
  ownerId?: number;
  /** The owner is the main account: customers without one are theirs too. */
  includeUnowned?: boolean;
}

/** A list's filters as the contract parsed them, with the time range as instants. */
export type CustomerFilters = Omit<CustomerQuery, 'business_id' | 'orderBy' | 'begin_time' | 'end_time'> & {
  from?: Date;
  to?: Date;
  /** 客户来源 is the main account: customers found by no member's task are theirs. */
  sourceIsMaster?: boolean;
};

const NEWEST_FIRST = sql`${customerTraces.tracedAt} desc, ${customerTraces.id} desc`;

/** The value of a task's newest trace (of those `where` admits) among the grouped traces. */
function newest(column: AnyPgColumn, where?: SQL): SQL {
  const filter = where ? sql` filter (where ${where})` : sql``;
  return sql`(array_agg(${column} order by ${NEWEST_FIRST})${filter})[1]`;
}

const isAi = sql`${customerTraces.traceType} = ${TraceType.ai}`;

function ownedBy(column: AnyPgColumn, id: number, includeUnowned: boolean | undefined): SQL | undefined {
  return includeUnowned ? or(eq(column, id), isNull(column)) : eq(column, id);
}

function customerConditions(scope: CustomerScope, filters: Partial<CustomerFilters>): SQL | undefined {
  return and(
    eq(customers.businessId, scope.businessId),
    scope.ownerId === undefined ? undefined : ownedBy(customers.ownerId, scope.ownerId, scope.includeUnowned),
    filters.tel_number ? like(customers.telNumber, containing(filters.tel_number)) : undefined,
    filters.customer_name ? like(customers.name, containing(filters.customer_name)) : undefined,
    filters.source_cm_id === undefined
      ? undefined
      : ownedBy(customers.sourceId, filters.source_cm_id, filters.sourceIsMaster),
  );
}

/**
 * One row per customer and task (the list's rows): the task's newest record gives the stage and
 * who wrote it; the newest with a call result, a manual intention or from the robot give those.
 * The columns are named row_*: the outer queries name them unqualified beside the joined tables'.
 */
function taskRowsOf(db: Db, scope: CustomerScope, filters: CustomerFilters) {
  return db.$with('task_rows').as(
    db
      .select({
        customerId: customerTraces.customerId,
        taskId: customerTraces.taskId,
        traceStage: sql<number>`${newest(customerTraces.traceStage)}`.mapWith(Number).as('row_trace_stage'),
        lastType: sql<string>`${newest(customerTraces.traceType)}`.as('row_last_type'),
        lastMemberName: sql<string>`${newest(customerTraces.memberName)}`.as('row_last_member_name'),
        callResult:
          sql<string>`coalesce(${newest(customerTraces.callResult, sql`${customerTraces.callResult} <> ''`)}, '')`.as(
            'row_call_result',
          ),
        tagCm:
          sql<string>`coalesce(${newest(customerTraces.tagCmIntention, sql`${customerTraces.tagCmIntention} <> ''`)}, '')`.as(
            'row_tag_cm',
          ),
        tagAi: sql<string>`coalesce(${newest(customerTraces.tagAiIntention, isAi)}, '')`.as('row_tag_ai'),
        callId: sql<number | null>`${newest(customerTraces.callSessionId, isAi)}`.mapWith(Number).as('row_call_id'),
        calledAt: sql<Date | null>`max(${customerTraces.tracedAt}) filter (where ${isAi})`
          .mapWith(customerTraces.tracedAt)
          .as('row_called_at'),
        lastAt: max(customerTraces.tracedAt).as('row_last_at'),
      })
      .from(customerTraces)
      .innerJoin(customers, eq(customers.id, customerTraces.customerId))
      .where(and(eq(customerTraces.businessId, scope.businessId), customerConditions(scope, filters)))
      .groupBy(customerTraces.customerId, customerTraces.taskId),
  );
}

type TaskRows = ReturnType<typeof taskRowsOf>;

/** The conditions on a customer's task row (a customer shows with the rows that meet them). */
function rowConditions(rows: TaskRows, calls: CallRecordsView, filters: CustomerFilters): SQL | undefined {
  const intention = sql`coalesce(nullif(${rows.tagCm}, ''), ${rows.tagAi})`;
  return and(
    filters.tag_intention.length > 0 ? inArray(intention, filters.tag_intention) : undefined,
    filters.label.length > 0 ? arrayOverlaps(calls.labels, filters.label) : undefined,
    filters.trace_stage.length > 0 ? inArray(rows.traceStage, filters.trace_stage) : undefined,
    filters.call_result.length > 0 ? inArray(rows.callResult, filters.call_result) : undefined,
    filters.task_id === undefined ? undefined : eq(rows.taskId, filters.task_id),
    filters.from ? gte(rows.calledAt, filters.from) : undefined,
    filters.to ? lte(rows.calledAt, filters.to) : undefined,
  );
}

export interface CustomerOrder {
  field: CustomerSortField;
  direction: 'asc' | 'desc';
}

const customerColumns = {
  id: customers.id,
  telNumber: customers.telNumber,
  name: customers.name,
  ownerId: customers.ownerId,
  sourceId: customers.sourceId,
  extend: customers.extend,
  createdAt: customers.createdAt,
};

export type CustomerRecord = { [K in keyof typeof customerColumns]: (typeof customers.$inferSelect)[K] };

function matchingCustomers(db: Db, scope: CustomerScope, filters: CustomerFilters, after?: SQL) {
  const rows = taskRowsOf(db, scope, filters);
  const calls = callRecordsView(db);
  const lastCall = max(rows.calledAt);
  const query = db
    .with(rows)
    .select({ ...customerColumns, lastCall })
    .from(rows)
    .innerJoin(customers, eq(customers.id, rows.customerId))
    .leftJoin(calls, eq(calls.id, rows.callId))
    .where(and(rowConditions(rows, calls, filters), after))
    .groupBy(customers.id);
  return { rows, calls, lastCall, query };
}

/** A page of the customers with a row that meets the filters, in the chosen order; total counts customers. */
export async function customerPage(
  db: Db,
  scope: CustomerScope,
  filters: CustomerFilters,
  order: CustomerOrder,
  page: { limit: number; offset: number },
): Promise<{ customers: CustomerRecord[]; total: number }> {
  const { rows, calls, lastCall, query } = matchingCustomers(db, scope, filters);
  const columns = {
    time_create: customers.createdAt,
    tel_number: customers.telNumber,
    customer_name: customers.name,
    time_callout: lastCall,
  };
  const direction = order.direction === 'asc' ? asc : desc;
  const sorted =
    order.field === 'time_callout'
      ? sql`${lastCall} ${order.direction === 'asc' ? sql`asc` : sql`desc`} nulls last`
      : direction(columns[order.field]);
  const [found, [{ n }]] = await Promise.all([
    query.orderBy(sorted, direction(customers.id)).limit(page.limit).offset(page.offset),
    db
      .with(rows)
      .select({ n: countDistinct(rows.customerId) })
      .from(rows)
      .leftJoin(calls, eq(calls.id, rows.callId))
      .where(rowConditions(rows, calls, filters)),
  ]);
  return { customers: found, total: n };
}

/** The matching customers after `afterId`, by id: the pages of an export. */
export async function customerBatch(
  db: Db,
  scope: CustomerScope,
  filters: CustomerFilters,
  afterId: number,
  limit: number,
): Promise<CustomerRecord[]> {
  const { query } = matchingCustomers(db, scope, filters, gt(customers.id, afterId));
  return query.orderBy(asc(customers.id)).limit(limit);
}

/** How many rows (customer and task) an export of these filters writes. */
export async function countTaskRows(db: Db, scope: CustomerScope, filters: CustomerFilters): Promise<number> {
  const rows = taskRowsOf(db, scope, filters);
  const calls = callRecordsView(db);
  const [{ n }] = await db
    .with(rows)
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(rows)
    .leftJoin(calls, eq(calls.id, rows.callId))
    .where(rowConditions(rows, calls, filters));
  return n;
}

/** The task rows of these customers that meet the filters, the newest call first. */
export async function taskRowsOfCustomers(db: Db, scope: CustomerScope, filters: CustomerFilters, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = taskRowsOf(db, scope, filters);
  const calls = callRecordsView(db);
  const tasks = tasksView(db);
  return db
    .with(rows)
    .select({
      customerId: rows.customerId,
      taskId: rows.taskId,
      traceStage: rows.traceStage,
      lastType: rows.lastType,
      lastMemberName: rows.lastMemberName,
      callResult: rows.callResult,
      tagCm: rows.tagCm,
      tagAi: rows.tagAi,
      calledAt: rows.calledAt,
      taskName: tasks.name,
      taskOwnerId: tasks.userId,
      labels: calls.labels,
    })
    .from(rows)
    .leftJoin(tasks, eq(tasks.id, rows.taskId))
    .leftJoin(calls, eq(calls.id, rows.callId))
    .where(and(inArray(rows.customerId, ids), rowConditions(rows, calls, filters)))
    .orderBy(sql`${rows.calledAt} desc nulls last`, desc(rows.lastAt), desc(rows.taskId));
}

export type TaskRowRecord = Awaited<ReturnType<typeof taskRowsOfCustomers>>[number];

export async function findCustomer(db: Db, scope: CustomerScope, where: SQL): Promise<CustomerRecord | undefined> {
  const [row] = await db
    .select(customerColumns)
    .from(customers)
    .where(and(customerConditions(scope, {}), where))
    .limit(1);
  return row;
}

export const byId = (id: number) => eq(customers.id, id);
export const byNumber = (telNumber: string) => eq(customers.telNumber, telNumber);

export async function updateCustomer(
  db: Db,
  id: number,
  changes: { name: string; extend?: Record<string, string> },
): Promise<void> {
  await db.update(customers).set(changes).where(eq(customers.id, id));
}

/** A customer's tasks, the one with the newest record first. */
export async function tasksOfCustomer(db: Db, customerId: number) {
  const tasks = tasksView(db);
  return db
    .select({ taskId: customerTraces.taskId, taskName: sql<string>`coalesce(max(${tasks.name}), '')` })
    .from(customerTraces)
    .leftJoin(tasks, eq(tasks.id, customerTraces.taskId))
    .where(eq(customerTraces.customerId, customerId))
    .groupBy(customerTraces.taskId)
    .orderBy(desc(max(customerTraces.tracedAt)));
}

/** A customer's records, newest first, or one task's. */
export async function tracesOfCustomer(db: Db, customerId: number, taskId?: number) {
  const tasks = tasksView(db);
  return db
    .select({ trace: customerTraces, taskName: tasks.name, taskOwnerId: tasks.userId })
    .from(customerTraces)
    .leftJoin(tasks, eq(tasks.id, customerTraces.taskId))
    .where(
      and(
        eq(customerTraces.customerId, customerId),
        taskId === undefined ? undefined : eq(customerTraces.taskId, taskId),
      ),
    )
    .orderBy(desc(customerTraces.tracedAt), desc(customerTraces.id));
}

/** An AI trace with its call, its task and its customer. */
export async function findAiTrace(db: Db, businessId: number, traceId: number) {
  const calls = callRecordsView(db);
  const tasks = tasksView(db);
  const [row] = await db
    .select({
      trace: customerTraces,
      taskName: tasks.name,
      isRecord: tasks.isRecord,
      call: {
        id: calls.id,
        taskNumberId: calls.taskNumberId,
        dialog: calls.dialog,
        startAt: calls.startAt,
        durationMs: calls.durationMs,
      },
    })
    .from(customerTraces)
    .innerJoin(calls, and(eq(calls.id, customerTraces.callSessionId), eq(calls.businessId, businessId)))
    .leftJoin(tasks, eq(tasks.id, customerTraces.taskId))
    .where(
      and(
        eq(customerTraces.id, traceId),
        eq(customerTraces.businessId, businessId),
        eq(customerTraces.traceType, TraceType.ai),
      ),
    )
    .limit(1);
  return row;
}

export async function insertTrace(db: Db, trace: typeof customerTraces.$inferInsert): Promise<number> {
  const [row] = await db.insert(customerTraces).values(trace).returning({ id: customerTraces.id });
  return row.id;
}

export async function setManualIntention(db: Db, traceId: number, intention: string): Promise<void> {
  await db.update(customerTraces).set({ tagCmIntention: intention }).where(eq(customerTraces.id, traceId));
}

export async function findTask(db: Db, businessId: number, taskId: number) {
  const tasks = tasksView(db);
  const [row] = await db
    .select({ id: tasks.id, name: tasks.name })
    .from(tasks)
    .where(and(eq(tasks.id, taskId), eq(tasks.businessId, businessId)))
    .limit(1);
  return row;
}
