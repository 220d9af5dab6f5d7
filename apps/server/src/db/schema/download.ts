import { bigint, index, integer, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { businesses, operators, users } from './account.ts';
import { createdAt } from './columns.ts';

/**
 * Download-centre tasks (exports). The worker moves taskStatus 0 → 1 → 2 → 3 (or 4) and keeps
 * progress and heartbeat_at current; the file lives under DATA_DIR/downloads/<business_id>/
 * <stored_name>. Tasks and files older than 7 days are removed.
 */
export const downloadTasks = pgTable(
  'download_tasks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id),
    /** The member who added it; null for the inner-login account (operator_id set instead). */
    userId: integer('user_id').references(() => users.id),
    operatorId: integer('operator_id').references(() => operators.id),
    userAccount: text('user_account').notNull(),
    sysType: smallint('sys_type').notNull(),
    downloadType: integer('download_type').notNull(),
    fileName: text('file_name').notNull(),
    /** Server-generated name of the file on disk; '' until done. */
    storedName: text('stored_name').notNull().default(''),
    fileSize: bigint('file_size', { mode: 'number' }).notNull().default(0),
    taskStatus: smallint('task_status').notNull().default(0),
    progress: smallint('progress').notNull().default(0),
    /** What to export (for the report types, the validated report query). */
    query: jsonb('query').notNull(),
    /** Why it failed, for the log and support; never shown raw to the customer. */
    error: text('error').notNull().default(''),
    attempts: smallint('attempts').notNull().default(0),
    createdAt: createdAt(),
    /** Last sign of life of the worker running it. */
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    /** The server process (INSTANCE_ID) running it: restarted, it queues the task again at once. */
    workerId: text('worker_id'),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('download_tasks_owner_idx').on(t.businessId, t.userId, t.createdAt),
    index('download_tasks_status_idx').on(t.taskStatus),
  ],
);
