import { index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { businesses, operators, users } from './account.ts';
import { createdAt } from './columns.ts';
import { downloadTasks } from './download.ts';

/**
 * Spreadsheet imports (批量添加) of questions into a knowledge base (kind question) or of terms
 * into a dictionary (kind term); the table is the queue. status is the answer's code (contracts
 * ImportStatus): 1 while queued (claimed_at null) or running, then a final one. A running import
 * keeps heartbeat_at current; one whose process died is failed (7) by the next start or check.
 */
export const importJobs = pgTable(
  'import_jobs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id),
    /** Who uploaded it (the inner-login account by its operator record); owns the rejected-rows file. */
    userId: integer('user_id').references(() => users.id),
    operatorId: integer('operator_id').references(() => operators.id),
    userAccount: text('user_account').notNull(),
    kind: text('kind').notNull(),
    /** The knowledge base or dictionary imported into. */
    targetId: integer('target_id').notNull(),
    /** The uploaded spreadsheet (uploads kind importFile). */
    storedName: text('stored_name').notNull(),
    fileName: text('file_name').notNull().default(''),
    status: smallint('status').notNull().default(1),
    progress: smallint('progress').notNull().default(0),
    msg: text('msg').notNull().default(''),
    rejectedRowsTaskId: integer('rejected_rows_task_id').references(() => downloadTasks.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('import_jobs_status_idx').on(t.status, t.claimedAt),
    index('import_jobs_target_idx').on(t.kind, t.targetId, t.status),
  ],
);
