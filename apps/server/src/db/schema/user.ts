import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { businesses, users } from './account.ts';
import { createdAt } from './columns.ts';

/** WeChat binding tickets of the simulator (the QR code a member would scan). */
export const weixinBindTickets = pgTable('weixin_bind_tickets', {
  ticketHash: text('ticket_hash').primaryKey(),
  businessId: integer('business_id')
    .notNull()
    .references(() => businesses.id),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});
