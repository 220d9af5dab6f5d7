import { integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { businesses } from './account.ts';

/** The business's numbers (cpn): types 1 and 3 receive calls; status 1 in service. */
export const calleeNumbers = pgTable(
  'callee_numbers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id),
    cpnCode: text('cpn_code').notNull(),
    /** 1 reception line, 2 outbound line, 3 reception and outbound. */
    cpnType: smallint('cpn_type').notNull(),
    status: smallint('status').notNull().default(1),
    /** What the task dialog shows for the line (searchTel lineName); '' shows the number. */
    lineName: text('line_name').notNull().default(''),
    /** How many calls the line carries at once, across all tasks of the enterprise. */
    concurrency: integer('concurrency').notNull().default(10),
    /** After this the line takes no calls (已过期); null never expires. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** The failure circuit breaker stopped the line until then (dialer/breaker.ts); null when closed. */
    trippedUntil: timestamp('tripped_until', { withTimezone: true }),
  },
  (t) => [uniqueIndex('callee_numbers_business_code_key').on(t.businessId, t.cpnCode)],
);
