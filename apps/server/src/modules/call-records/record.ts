import { DEFAULT_REPORT_TIME_ZONE, type DialogItem, durationBucket, turnBucket } from '@console/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { bools, ints, texts } from '../../db/array-params.ts';
import type { Db } from '../../db/database.ts';
import {
  callCustomerDays,
  callRollupCountMonths,
  callRollupCounts,
  callRollupDays,
  callRollups,
  callSessions,
  customerCallDays,
  customerDayLinks,
} from '../../db/schema/call-records.ts';

/** One finished call as the dialer (or the demo traffic) reports it. */
export interface CallRecord {
  businessId: number;
  /** 1 outbound, 0 inbound. */
  direction: 0 | 1;
  taskId?: string;
  /** 0 or absent: no script. */
  speechSkillId?: number;
  line?: string;
  caller: string;
  callee: string;
  startAt: Date;
  answerAt?: Date | null;
  endAt: Date;
  durationMs: number;
  answered: boolean;
  turns: number;
  /** The intention tag's name, '' when none. */
  intention?: string;
  labels?: string[];
  transferred?: boolean;
  smsSent?: boolean;
  transcriptRef?: string;
  /** A task's call: its queue row, which call to the number it was, its outcome code and ring time. */
  taskNumberId?: number;
  callIndex?: number;
  callResult?: string;
  ringMs?: number;
  /** The 识别详情 record. */
  dialog?: DialogItem[];
}

const HOUR_MS = 3_600_000;

/** The business-side number of a call: what the report's callee filter matches. */
function businessNumber(call: Pick<CallRecord, 'direction' | 'caller' | 'callee'>): string {
  return call.direction === 0 ? call.callee : call.caller;
}

/** The customer's number: what totalTel counts distinct. */
function customerNumber(call: Pick<CallRecord, 'direction' | 'caller' | 'callee'>): string {
  return call.direction === 0 ? call.caller : call.callee;
}

const dayFormatters = new Map<string, Intl.DateTimeFormat>();

/** YYYY-MM-DD of an instant in a time zone. */
function localDay(date: Date, timeZone: string): string {
  let format = dayFormatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormatters.set(timeZone, format);
  }
  return format.format(date);
}

/** The additive counters of call_rollups and call_rollup_days. */
interface Counters {
  calls: number;
  answered: number;
  durationMs: number;
  turns: number;
  transfers: number;
  sms: number;
}

/** Adds a call to the counters under `key`, creating them with `dims` the first time. */
function count<D>(map: Map<string, D & Counters>, key: string, dims: D, call: CallRecord): void {
  let row = map.get(key);
  if (!row) {
    row = { ...dims, calls: 0, answered: 0, durationMs: 0, turns: 0, transfers: 0, sms: 0 };
    map.set(key, row);
  }
  row.calls += 1;
  row.answered += call.answered ? 1 : 0;
  row.durationMs += call.durationMs;
  row.turns += call.turns;
  row.transfers += call.transferred ? 1 : 0;
  row.sms += call.smsSent ? 1 : 0;
}

interface CounterDims {
  businessId: number;
  direction: number;
  speechSkillId: number;
  number: string;
}

/** Labels of one call travel joined by the unit separator, which a label cannot contain. */
const LABEL_SEPARATOR = '\u001f';

/** A timestamptz from a column of ms since the epoch, exact to the millisecond. */
function epoch(column: string) {
  return sql.raw(`timestamptz 'epoch' + ${column} * interval '1 millisecond'`);
}

/**
 * The one write path of call records: inserts the raw records and adds them to every rollup
 * (hourly counters, keyed counters, customer days) with upserts, all in the caller's
 * transaction. Pass a transaction (`db.transaction(tx => recordCalls(tx, calls))`) so a failure
 * leaves neither; recordCall wraps one call. The rollups are aggregated here first, so each
 * statement touches a rollup row once. `timeZone` decides the report day of totalTel's customer
 * days and must be the server's report time zone.
 */
export async function recordCalls(
  tx: Db,
  calls: readonly CallRecord[],
  timeZone: string = DEFAULT_REPORT_TIME_ZONE,
): Promise<number[]> {
  if (calls.length === 0) return [];
  const hourly = new Map<string, CounterDims & Counters & { hour: Date }>();
  const daily = new Map<string, CounterDims & Counters & { day: string }>();
  const keyed = new Map<string, KeyedCount>();
  const keyedMonths = new Map<string, KeyedCount>();
  const days = new Map<string, typeof callCustomerDays.$inferInsert>();
  const raw: (typeof callSessions.$inferInsert)[] = [];

  for (const call of calls) {
    const speechSkillId = call.speechSkillId ?? 0;
    const number = businessNumber(call);
    const hour = new Date(Math.floor(call.startAt.getTime() / HOUR_MS) * HOUR_MS);
    const dims: CounterDims = { businessId: call.businessId, direction: call.direction, speechSkillId, number };
    const dimKey = `${call.businessId}|${hour.getTime()}|${call.direction}|${speechSkillId}|${number}`;
    const intention = call.intention ?? '';
    const labels = [...new Set(call.labels ?? [])].map((l) => l.replaceAll(LABEL_SEPARATOR, ' ')).filter(Boolean);
    raw.push({
      businessId: call.businessId,
      direction: call.direction,
      taskId: call.taskId ?? '',
      speechSkillId,
      line: call.line ?? '',
      caller: call.caller,
      callee: call.callee,
      startAt: call.startAt,
      answerAt: call.answerAt ?? null,
      endAt: call.endAt,
      durationMs: call.durationMs,
      answered: call.answered,
      turns: call.turns,
      intention,
      labels,
      transferred: call.transferred ?? false,
      smsSent: call.smsSent ?? false,
      transcriptRef: call.transcriptRef ?? '',
      taskNumberId: call.taskNumberId ?? null,
      callIndex: call.callIndex ?? 0,
      callResult: call.callResult ?? '',
      ringMs: call.ringMs ?? 0,
      dialog: call.dialog ?? [],
    });

    count(hourly, dimKey, { ...dims, hour }, call);
    const day = localDay(call.startAt, timeZone);
    count(daily, `${call.businessId}|${day}|${call.direction}|${speechSkillId}|${number}`, { ...dims, day }, call);
    const counts: [string, string][] = labels.map((label) => ['label', label]);
    if (intention) counts.push(['intention', intention]);
    if (call.answered) counts.push(['duration', durationBucket(call.durationMs)], ['turns', turnBucket(call.turns)]);
    for (const [kind, key] of counts) {
      for (const [map, period] of [
        [keyed, day],
        [keyedMonths, day.slice(0, 7)],
      ] as const) {
        const k = `${call.businessId}|${period}|${call.direction}|${speechSkillId}|${number}|${kind}|${key}`;
        const existing = map.get(k);
        if (existing) existing.count += 1;
        else map.set(k, { ...dims, period, kind, key, count: 1 });
      }
    }

    const customer = customerNumber(call);
    const dayKey = `${call.businessId}|${day}|${call.direction}|${speechSkillId}|${number}|${customer}`;
    const dayRow = days.get(dayKey);
    if (dayRow) {
      dayRow.calls = (dayRow.calls ?? 0) + 1;
      dayRow.answered = (dayRow.answered ?? 0) + (call.answered ? 1 : 0);
    } else {
      days.set(dayKey, {
        businessId: call.businessId,
        day,
        direction: call.direction,
        speechSkillId,
        number,
        customer,
        calls: 1,
        answered: call.answered ? 1 : 0,
      });
    }
  }

  const sessions = raw;
  const inserted = (await tx.execute(sql`insert into ${callSessions} (business_id, direction,
      task_id, speech_skill_id, line, caller, callee, start_at, answer_at, end_at, duration_ms, answered, turns,
      intention, labels, transferred, sms_sent, transcript_ref, task_number_id, call_index, call_result, ring_ms, dialog)
    select b, d, task, skill, line, caller, callee, ${epoch('s')}, ${epoch('a')}, ${epoch('e')}, dur, ans, turns,
      intention, string_to_array(labels, ${LABEL_SEPARATOR}), transferred, sms, transcript, task_number, call_index,
      call_result, ring, dialog::jsonb
    from unnest(${ints(sessions.map((c) => c.businessId))}::integer[], ${ints(sessions.map((c) => c.direction))}::smallint[],
      ${texts(sessions.map((c) => c.taskId ?? ''))}::text[], ${ints(sessions.map((c) => c.speechSkillId ?? 0))}::integer[],
      ${texts(sessions.map((c) => c.line ?? ''))}::text[], ${texts(sessions.map((c) => c.caller))}::text[],
      ${texts(sessions.map((c) => c.callee))}::text[], ${ints(sessions.map((c) => (c.startAt as Date).getTime()))}::bigint[],
      ${ints(sessions.map((c) => (c.answerAt ? c.answerAt.getTime() : null)))}::bigint[],
      ${ints(sessions.map((c) => (c.endAt as Date).getTime()))}::bigint[], ${ints(sessions.map((c) => c.durationMs ?? 0))}::integer[],
      ${bools(sessions.map((c) => Boolean(c.answered)))}::boolean[], ${ints(sessions.map((c) => c.turns ?? 0))}::integer[],
      ${texts(sessions.map((c) => c.intention ?? ''))}::text[],
      ${texts(sessions.map((c) => (c.labels ?? []).join(LABEL_SEPARATOR)))}::text[],
      ${bools(sessions.map((c) => Boolean(c.transferred)))}::boolean[], ${bools(sessions.map((c) => Boolean(c.smsSent)))}::boolean[],
      ${texts(sessions.map((c) => c.transcriptRef ?? ''))}::text[],
      ${ints(sessions.map((c) => c.taskNumberId ?? null))}::bigint[], ${ints(sessions.map((c) => c.callIndex ?? 0))}::smallint[],
      ${texts(sessions.map((c) => c.callResult ?? ''))}::text[], ${ints(sessions.map((c) => c.ringMs ?? 0))}::integer[],
      ${texts(sessions.map((c) => JSON.stringify(c.dialog ?? [])))}::text[])
      as t(b, d, task, skill, line, caller, callee, s, a, e, dur, ans, turns, intention, labels, transferred, sms, transcript,
        task_number, call_index, call_result, ring, dialog)
    returning id`)) as unknown as { rows: { id: number | string }[] };

  const h = [...hourly.values()];
  await upsertCounters(tx, callRollups, 'hour', h, sql`${epoch('p')}`, ints(h.map((r) => r.hour.getTime())), 'bigint');
  const d = [...daily.values()];
  await upsertCounters(tx, callRollupDays, 'day', d, sql`p`, texts(d.map((r) => r.day)), 'text');

  await upsertKeyedCounts(tx, callRollupCounts, 'day', [...keyed.values()]);
  await upsertKeyedCounts(tx, callRollupCountMonths, 'month', [...keyedMonths.values()]);

  await linkCustomerDays(tx, [...days.values()]);

  const c = [...days.values()];
  await tx.execute(sql`insert into ${callCustomerDays} as r (business_id, day, direction, speech_skill_id, number,
      customer, calls, answered)
    select * from unnest(${ints(c.map((r) => r.businessId))}::integer[], ${texts(c.map((r) => r.day))}::text[],
      ${ints(c.map((r) => r.direction))}::smallint[], ${ints(c.map((r) => r.speechSkillId))}::integer[],
      ${texts(c.map((r) => r.number))}::text[], ${texts(c.map((r) => r.customer))}::text[],
      ${ints(c.map((r) => r.calls ?? 0))}::integer[], ${ints(c.map((r) => r.answered ?? 0))}::integer[])
    on conflict (business_id, day, direction, speech_skill_id, number, customer) do update set
      calls = r.calls + excluded.calls, answered = r.answered + excluded.answered`);
  return inserted.rows.map((row) => Number(row.id));
}

/**
 * Adds the batch's customer days to customer_call_days and keeps customer_day_links exact. Each
 * customer's call days form a chain (every day linked to the one before it); a new day gets its
 * link, and an existing day right after a new one is relinked from its old predecessor to the
 * new one. Days may arrive in any order.
 */
async function linkCustomerDays(
  tx: Db,
  customerDays: readonly { businessId: number; direction: number; customer: string; day: string }[],
): Promise<void> {
  const unique = new Map(customerDays.map((r) => [`${r.businessId}|${r.direction}|${r.customer}|${r.day}`, r]));
  const rows = [...unique.values()];
  await tx.execute(sql`with added as (
      insert into ${customerCallDays} (business_id, direction, customer, day)
      select * from unnest(${ints(rows.map((r) => r.businessId))}::integer[], ${ints(rows.map((r) => r.direction))}::smallint[],
        ${texts(rows.map((r) => r.customer))}::text[], ${texts(rows.map((r) => r.day))}::text[])
      on conflict do nothing
      returning business_id, direction, customer, day
    ),
    chains as (
      -- Every day of the touched customers: the stored ones (the statement's snapshot, without
      -- the rows added above) and the added ones.
      select d.business_id, d.direction, d.customer, d.day, false as added
      from ${customerCallDays} d
      where (d.business_id, d.direction, d.customer) in (select business_id, direction, customer from added)
      union all
      select business_id, direction, customer, day, true from added
    ),
    linked as (
      select added, day, business_id, direction,
        coalesce(lag(day) over w, '') as new_prev,
        coalesce(max(case when not added then day end) over (w rows between unbounded preceding and 1 preceding), '')
          as old_prev
      from chains
      window w as (partition by business_id, direction, customer order by day)
    ),
    deltas as (
      select business_id, direction, day, new_prev as prev_day, 1 as n from linked where added or new_prev <> old_prev
      union all
      select business_id, direction, day, old_prev, -1 from linked where not added and new_prev <> old_prev
    )
    insert into ${customerDayLinks} as l (business_id, direction, day, prev_day, customers)
    select business_id, direction, day, prev_day, sum(n) from deltas group by 1, 2, 3, 4
    on conflict (business_id, direction, day, prev_day) do update set customers = l.customers + excluded.customers`);
}

/** One keyed counter: calls per kind and key in a day or a month (`period`). */
interface KeyedCount extends CounterDims {
  period: string;
  kind: string;
  key: string;
  count: number;
}

function upsertKeyedCounts(
  tx: Db,
  table: typeof callRollupCounts | typeof callRollupCountMonths,
  period: 'day' | 'month',
  rows: readonly KeyedCount[],
) {
  return tx.execute(sql`insert into ${table} as r (business_id, ${sql.raw(period)}, direction, speech_skill_id, number,
      kind, key, count)
    select * from unnest(${ints(rows.map((r) => r.businessId))}::integer[], ${texts(rows.map((r) => r.period))}::text[],
      ${ints(rows.map((r) => r.direction))}::smallint[], ${ints(rows.map((r) => r.speechSkillId))}::integer[],
      ${texts(rows.map((r) => r.number))}::text[], ${texts(rows.map((r) => r.kind))}::text[],
      ${texts(rows.map((r) => r.key))}::text[], ${ints(rows.map((r) => r.count))}::integer[])
    on conflict (business_id, ${sql.raw(period)}, direction, speech_skill_id, number, kind, key) do update set
      count = r.count + excluded.count`);
}

/** Adds counters to call_rollups (per hour) or call_rollup_days (per day); `period` is that key column. */
function upsertCounters(
  tx: Db,
  table: typeof callRollups | typeof callRollupDays,
  period: 'hour' | 'day',
  rows: readonly (CounterDims & Counters)[],
  periodValue: SQL,
  periods: string,
  periodType: 'bigint' | 'text',
) {
  return tx.execute(sql`insert into ${table} as r (business_id, ${sql.raw(period)}, direction, speech_skill_id, number,
      calls, answered, duration_ms, turns, transfers, sms)
    select b, ${periodValue}, d, skill, num, calls, ans, dur, turns, transfers, sms
    from unnest(${ints(rows.map((r) => r.businessId))}::integer[], ${periods}::${sql.raw(periodType)}[],
      ${ints(rows.map((r) => r.direction))}::smallint[], ${ints(rows.map((r) => r.speechSkillId))}::integer[],
      ${texts(rows.map((r) => r.number))}::text[], ${ints(rows.map((r) => r.calls))}::integer[],
      ${ints(rows.map((r) => r.answered))}::integer[], ${ints(rows.map((r) => r.durationMs))}::bigint[],
      ${ints(rows.map((r) => r.turns))}::bigint[], ${ints(rows.map((r) => r.transfers))}::integer[],
      ${ints(rows.map((r) => r.sms))}::integer[])
      as t(b, p, d, skill, num, calls, ans, dur, turns, transfers, sms)
    on conflict (business_id, ${sql.raw(period)}, direction, speech_skill_id, number) do update set
      calls = r.calls + excluded.calls, answered = r.answered + excluded.answered,
      duration_ms = r.duration_ms + excluded.duration_ms, turns = r.turns + excluded.turns,
      transfers = r.transfers + excluded.transfers, sms = r.sms + excluded.sms`);
}

/** One call through the same path; answers its call_sessions id. */
export async function recordCall(tx: Db, call: CallRecord, timeZone?: string): Promise<number> {
  const [id] = await recordCalls(tx, [call], timeZone);
  return id;
}
