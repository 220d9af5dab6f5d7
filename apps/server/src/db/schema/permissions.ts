import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { businesses } from './account.ts';

/** Business permissions and settings: a key and a JSON value (text), merged over the defaults. */
export const businessConfigs = pgTable(
  'business_configs',
  {
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id),
    key: text('key').notNull(),
    /** JSON text. */
    value: text('value').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.key] })],
);
