import { bigint, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { businesses } from './account.ts';

/** Communication fee balance of a business, in fen (1/100 yuan). No row means 0. */
export const feeAccounts = pgTable('fee_accounts', {
  businessId: integer('business_id')
    .primaryKey()
    .references(() => businesses.id),
  balanceFen: bigint('balance_fen', { mode: 'number' }).notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
