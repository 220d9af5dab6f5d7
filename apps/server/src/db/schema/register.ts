import { boolean, pgTable, text } from 'drizzle-orm/pg-core';

/** Registration links of sales channels: /{bid}/register/{code}. */
export const channelCodes = pgTable('channel_codes', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  valid: boolean('valid').notNull().default(true),
});
