import { bigint, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { businesses, users } from './account.ts';
import { createdAt } from './columns.ts';

/**
 * The customer centre (modules-spec 8): one customer per enterprise and number, made by the
 * dialer's first answered call (or a member), with its owner (负责人) and contact details.
 */
export const customers = pgTable(
  'customers',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id),
    telNumber: text('tel_number').notNull(),
    name: text('name').notNull().default(''),
    /** 负责人: the member the customer belongs to (the task owner at first); null the master. */
    ownerId: integer('owner_id').references(() => users.id),
    /** 客户来源: the member whose task found the customer; null the master. */
    sourceId: integer('source_id').references(() => users.id),
    /** qq, wechat, email, remark. */
    extend: jsonb('extend').$type<Record<string, string>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('customers_number_key').on(t.businessId, t.telNumber),
    index('customers_business_created_idx').on(t.businessId, t.createdAt),
  ],
);

/**
 * A customer's follow-up record: 'ai' for each answered task call (written with the call), or
 * 'manual' for a member's 跟进记录. trace_stage and contact_way are config__customer.json codes.
 */
export const customerTraces = pgTable(
  'customer_traces',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    businessId: integer('business_id').notNull(),
    customerId: bigint('customer_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** 0: no task. */
    taskId: integer('task_id').notNull().default(0),
    traceType: text('trace_type').notNull(),
    /** The member who wrote it; null for the AI or the master. */
    memberId: integer('member_id').references(() => users.id),
    memberName: text('member_name').notNull().default(''),
    contactWay: smallint('contact_way'),
    callResult: text('call_result').notNull().default(''),
    traceStage: smallint('trace_stage').notNull(),
    tagAiIntention: text('tag_ai_intention').notNull().default(''),
    /** The intention a member set by hand (人工分类); '' when none. */
    tagCmIntention: text('tag_cm_intention').notNull().default(''),
    traceDetail: text('trace_detail').notNull().default(''),
    /** The AI trace's call (queryCallDetail); null for manual ones. */
    callSessionId: bigint('call_session_id', { mode: 'number' }),
    callDurationSeconds: integer('call_duration_seconds').notNull().default(0),
    tracedAt: timestamp('traced_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('customer_traces_customer_idx').on(t.customerId, t.tracedAt),
    index('customer_traces_business_idx').on(t.businessId, t.tracedAt),
  ],
);
