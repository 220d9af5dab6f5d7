import { integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { operators, users } from './account.ts';

/**
 * The update-log notice's read state per account (spec section 4): the time of the newest log the
 * account closed or viewed, so the notice follows the person to every browser. Exactly one of
 * user_id (a member) and operator_id (an inner-login account) is set.
 */
export const updateLogReads = pgTable(
  'update_log_reads',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    operatorId: integer('operator_id').references(() => operators.id, { onDelete: 'cascade' }),
    /** 'YYYY-MM-DD HH:mm', as updatelog.json writes a log's time. */
    readTime: text('read_time').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('update_log_reads_user_key').on(t.userId),
    uniqueIndex('update_log_reads_operator_key').on(t.operatorId),
  ],
);
