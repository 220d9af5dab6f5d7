import type { DialogItem } from '@console/contracts';
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
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { businesses, users } from './account.ts';
import { createdAt } from './columns.ts';
import { speechSkills } from './speech.ts';

/**
 * Calling tasks (modules-spec 4): a published script run over uploaded numbers on the enterprise's
 * lines within its windows. contracts tasks.ts TaskStatus; a deleted task keeps its row (history).
 */
export const tasks = pgTable(
  'tasks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id),
    /** The member who created it (null: the platform operator); members see only their own. */
    userId: integer('user_id').references(() => users.id),
    accountName: text('account_name').notNull().default(''),
    name: text('name').notNull(),
    speechSkillId: integer('speech_skill_id')
      .notNull()
      .references(() => speechSkills.id),
    /** The script's published version when the task was created: the one its calls run. */
    scriptVersion: integer('script_version').notNull(),
    status: smallint('status').notNull().default(0),
    deleted: boolean('deleted').notNull().default(false),
    /** Why it paused by itself (status 5, 6, 7). */
    reason: text('reason').notNull().default(''),
    /** The display lines (cpn codes). */
    telNums: jsonb('tel_nums').$type<string[]>().notNull(),
    beginAt: timestamp('begin_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    /** The two work windows, "HH:mm:00-HH:mm:00", in the enterprise's time zone. */
    timeRanges: jsonb('time_ranges').$type<string[]>().notNull(),
    recallMaxCount: smallint('recall_max_count').notNull().default(0),
    recallWaitSeconds: integer('recall_wait_seconds').notNull().default(0),
    /** The redial round under way (0: the first calls). */
    recallCount: smallint('recall_count').notNull().default(0),
    /** Grade names whose calls are pushed to the owner. */
    pushIntention: jsonb('push_intention').$type<string[]>().notNull().default([]),
    /** 1 records the calls; 0 is 高性能模式. */
    isRecord: smallint('is_record').notNull().default(1),
    fileName: text('file_name').notNull(),
    orgFileName: text('org_file_name').notNull().default(''),
    numberCount: integer('number_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('tasks_business_idx').on(t.businessId, t.deleted, t.status)],
);

/**
 * The numbers of a task, which are also the dialer's queue: a due number (state 0, next_attempt_at
 * passed) is claimed with a lease (state 1), and a finished one is state 2.
 */
export const taskNumbers = pgTable(
  'task_numbers',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    taskId: integer('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    number: text('number').notNull(),
    /** The dynamic script's variables of this number (template columns). */
    variables: jsonb('variables').$type<Record<string, string>>().notNull().default({}),
    state: smallint('state').notNull().default(0),
    attempts: smallint('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    /** Who holds the lease: only the holder's outcome is written (a call is recorded once). */
    leaseToken: text('lease_token'),
    /** The server process (INSTANCE_ID) whose call holds the lease: restarted, it takes its own back at once. */
    leaseOwner: text('lease_owner'),
    /** When the call in progress was placed. */
    callStartedAt: timestamp('call_started_at', { withTimezone: true }),
    /** What the call in progress has said so far, kept by its holder's heartbeat for a call cut off by a crash. */
    callDialog: jsonb('call_dialog').$type<DialogItem[]>(),
    /** The line the number's current or last call went out on. */
    line: text('line'),
    lastResult: text('last_result').notNull().default(''),
    answered: boolean('answered').notNull().default(false),
  },
  (t) => [index('task_numbers_due_idx').on(t.taskId, t.state, t.nextAttemptAt)],
);

/**
 * A checked numbers file between uploadTaskFile and createTaskWithFile: its accepted numbers wait
 * in task_upload_numbers and move into the task when it is created. Unused uploads expire after a day.
 */
export const taskUploads = pgTable(
  'task_uploads',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id),
    speechSkillId: integer('speech_skill_id').notNull(),
    /** The name createTaskWithFile refers to it by. */
    fileName: text('file_name').notNull(),
    orgFileName: text('org_file_name').notNull(),
    totalRows: integer('total_rows').notNull(),
    acceptedRows: integer('accepted_rows').notNull(),
    /** The rejected rows' file below the static files; '' when none. */
    errorFile: text('error_file').notNull().default(''),
    /**
     * The server process (INSTANCE_ID) still reading the file; null once read. A process killed
     * mid-upload removes its own at its next start; anyone's older than a day go too.
     */
    receivingBy: text('receiving_by'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('task_uploads_file_key').on(t.fileName)],
);

export const taskUploadNumbers = pgTable(
  'task_upload_numbers',
  {
    uploadId: integer('upload_id')
      .notNull()
      .references(() => taskUploads.id, { onDelete: 'cascade' }),
    rowNo: integer('row_no').notNull(),
    number: text('number').notNull(),
    variables: jsonb('variables').$type<Record<string, string>>().notNull().default({}),
  },
  (t) => [primaryKey({ columns: [t.uploadId, t.rowNo] })],
);
