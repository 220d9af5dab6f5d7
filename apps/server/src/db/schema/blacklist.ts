import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { businesses, operators, users } from './account.ts';
import { createdAt } from './columns.ts';

/**
 * Who added a listed number and who removed it, when and why: rows are never deleted, a removal
 * only fills the removed_* columns, so the history stays. One live row per number and enterprise.
 */
const listedNumberColumns = () => ({
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  businessId: integer('business_id')
    .notNull()
    .references(() => businesses.id),
  /** Normalised (contracts normalizeListedNumber). */
  number: text('number').notNull(),
  reason: text('reason').notNull(),
  /** contracts BLACKLIST_SOURCES: manual, import, refusal. */
  source: text('source').notNull(),
  /** Evidence of a refusal: the task and the call (call_sessions.id). */
  taskId: text('task_id'),
  callId: bigint('call_id', { mode: 'number' }),
  createdByUserId: integer('created_by_user_id').references(() => users.id),
  createdByOperatorId: integer('created_by_operator_id').references(() => operators.id),
  /** The account that added it; '' when the dialer did. */
  createdBy: text('created_by').notNull(),
  createdAt: createdAt(),
  removedAt: timestamp('removed_at', { withTimezone: true }),
  removedByUserId: integer('removed_by_user_id').references(() => users.id),
  removedByOperatorId: integer('removed_by_operator_id').references(() => operators.id),
  removedBy: text('removed_by'),
  removeReason: text('remove_reason'),
});

/** The enterprise's blacklist (/setting/blacklist): numbers no task imports or dials. */
export const blacklistNumbers = pgTable('blacklist_numbers', listedNumberColumns(), (t) => [
  uniqueIndex('blacklist_numbers_live_key').on(t.businessId, t.number).where(sql`${t.removedAt} is null`),
  index('blacklist_numbers_business_idx').on(t.businessId, t.id),
]);

/** Numbers whose customer refused (拒接屏蔽): skipped like the blacklist until removed with a reason. */
export const suppressedNumbers = pgTable('suppressed_numbers', listedNumberColumns(), (t) => [
  uniqueIndex('suppressed_numbers_live_key').on(t.businessId, t.number).where(sql`${t.removedAt} is null`),
  index('suppressed_numbers_business_idx').on(t.businessId, t.id),
]);
