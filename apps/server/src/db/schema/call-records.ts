import type { DialogItem } from '@console/contracts';
import type { PgColumnBuilderBase } from 'drizzle-orm/pg-core';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { businesses } from './account.ts';

/**
 * Call records and their report rollups (issue 4). A call is written only through
 * modules/call-records/record.ts recordCalls(tx, calls), which adds the raw record and bumps every
 * rollup in the same transaction, so the rollups always equal an aggregate over call_sessions.
 *
 * The rollup "number" is the business-side number of the call: the callee (the business's
 * reception number, a cpnCode) of an inbound call, the caller (the outbound line) of an outbound
 * one. The report's callee filter matches it. speech_skill_id 0 means a call without a script.
 */
export const callSessions = pgTable(
  'call_sessions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id),
    /** 1 outbound, 0 inbound. */
    direction: smallint('direction').notNull(),
    taskId: text('task_id').notNull().default(''),
    speechSkillId: integer('speech_skill_id').notNull().default(0),
    line: text('line').notNull().default(''),
    caller: text('caller').notNull(),
    callee: text('callee').notNull(),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    answerAt: timestamp('answer_at', { withTimezone: true }),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    /** Talk time in ms (answer to end); 0 when not answered. */
    durationMs: integer('duration_ms').notNull().default(0),
    answered: boolean('answered').notNull(),
    /** Dialogue turns between the robot and the customer. */
    turns: integer('turns').notNull().default(0),
    /** The intention tag's name (intention_tags.name), '' when none. */
    intention: text('intention').notNull().default(''),
    labels: text('labels').array().notNull().default([]),
    transferred: boolean('transferred').notNull().default(false),
    smsSent: boolean('sms_sent').notNull().default(false),
    transcriptRef: text('transcript_ref').notNull().default(''),
    /** A task's call: the number's queue row (queryTaskDataReport's task_data_id); null otherwise. */
    taskNumberId: bigint('task_number_id', { mode: 'number' }),
    /** Which call to the number this was in its task (拨打次数), from 1; 0 outside tasks. */
    callIndex: smallint('call_index').notNull().default(0),
    /** The outcome code (contracts tasks.ts CALL_RESULTS); '' for calls outside tasks. */
    callResult: text('call_result').notNull().default(''),
    ringMs: integer('ring_ms').notNull().default(0),
    /** The 识别详情 record (contracts DialogItem[]); the recording is synthesised from it. */
    dialog: jsonb('dialog').$type<DialogItem[]>().notNull().default([]),
  },
  (t) => [
    index('call_sessions_business_start_idx').on(t.businessId, t.direction, t.startAt),
    index('call_sessions_task_idx').on(t.businessId, t.taskId, t.startAt),
    index('call_sessions_business_skill_idx').on(t.businessId, t.speechSkillId, t.startAt),
    index('call_sessions_business_callee_idx').on(t.businessId, t.callee, t.startAt),
  ],
);

/**
 * The key columns of every rollup table around its period (an hour, a day or a month): the
 * business, the direction, the script and the business-side number.
 */
function rollupKey<P extends Record<string, PgColumnBuilderBase>>(period: P) {
  return {
    businessId: integer('business_id').notNull(),
    ...period,
    direction: smallint('direction').notNull(),
    speechSkillId: integer('speech_skill_id').notNull(),
    number: text('number').notNull(),
  };
}

/** What call_rollups and call_rollup_days count. */
const counters = () => ({
  calls: integer('calls').notNull().default(0),
  answered: integer('answered').notNull().default(0),
  durationMs: bigint('duration_ms', { mode: 'number' }).notNull().default(0),
  turns: bigint('turns', { mode: 'number' }).notNull().default(0),
  transfers: integer('transfers').notNull().default(0),
  sms: integer('sms').notNull().default(0),
});

/** What call_rollup_counts and call_rollup_count_months count: calls per key of a kind. */
const keyedCounts = () => ({
  kind: text('kind').notNull(),
  key: text('key').notNull(),
  count: integer('count').notNull().default(0),
});

/** Counters per business, UTC hour, direction, script and business-side number. */
export const callRollups = pgTable(
  'call_rollups',
  {
    /** Start of the UTC hour the call started in. */
    ...rollupKey({ hour: timestamp('hour', { withTimezone: true }).notNull() }),
    ...counters(),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.hour, t.direction, t.speechSkillId, t.number] })],
);

/**
 * The counters of call_rollups per report day (YYYY-MM-DD in the report time zone at write
 * time): ranges longer than a day read these, a year being a few hundred rows per dimension
 * instead of thousands of hours.
 */
export const callRollupDays = pgTable(
  'call_rollup_days',
  { ...rollupKey({ day: text('day').notNull() }), ...counters() },
  (t) => [primaryKey({ columns: [t.businessId, t.day, t.direction, t.speechSkillId, t.number] })],
);

/**
 * Keyed counters per business, report day (YYYY-MM-DD in the report time zone at write time),
 * direction, script and number: kind 'intention' (calls per tag name), 'duration' and 'turns'
 * (answered calls per bucket of the pie charts), 'label' (calls per label). No chart needs them
 * per hour, so they are kept per day: a year is a few thousand rows per business.
 */
export const callRollupCounts = pgTable(
  'call_rollup_counts',
  { ...rollupKey({ day: text('day').notNull() }), ...keyedCounts() },
  (t) => [primaryKey({ columns: [t.businessId, t.day, t.direction, t.speechSkillId, t.number, t.kind, t.key] })],
);

/**
 * The counters of call_rollup_counts per report month (YYYY-MM): a long range reads its whole
 * months here and only the days at its two ends from the daily rows.
 */
export const callRollupCountMonths = pgTable(
  'call_rollup_count_months',
  { ...rollupKey({ month: text('month').notNull() }), ...keyedCounts() },
  (t) => [primaryKey({ columns: [t.businessId, t.month, t.direction, t.speechSkillId, t.number, t.kind, t.key] })],
);

/**
 * Distinct customer numbers per report day (in the report time zone at write time) and the
 * same dimensions; totalTel counts distinct customers over these rows.
 */
export const callCustomerDays = pgTable(
  'call_customer_days',
  {
    businessId: integer('business_id').notNull(),
    day: text('day').notNull(),
    direction: smallint('direction').notNull(),
    speechSkillId: integer('speech_skill_id').notNull(),
    number: text('number').notNull(),
    customer: text('customer').notNull(),
    calls: integer('calls').notNull().default(0),
    answered: integer('answered').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.day, t.direction, t.speechSkillId, t.number, t.customer] })],
);

/**
 * The days each customer number was called, per business and direction (any script or number):
 * what customer_day_links is kept from.
 */
export const customerCallDays = pgTable(
  'customer_call_days',
  {
    businessId: integer('business_id').notNull(),
    direction: smallint('direction').notNull(),
    customer: text('customer').notNull(),
    day: text('day').notNull(),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.direction, t.customer, t.day] })],
);

/**
 * How many customers called on `day` were last called before it on `prevDay` ('' for never),
 * per business and direction. A customer has exactly one day in a range [a, b] whose previous
 * call day is before a, so the distinct customers of the range are the sum over days in [a, b]
 * with prev_day < a: a read bounded by days², not by the number of customers.
 */
export const customerDayLinks = pgTable(
  'customer_day_links',
  {
    businessId: integer('business_id').notNull(),
    direction: smallint('direction').notNull(),
    day: text('day').notNull(),
    prevDay: text('prev_day').notNull(),
    customers: integer('customers').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.direction, t.day, t.prevDay] })],
);
