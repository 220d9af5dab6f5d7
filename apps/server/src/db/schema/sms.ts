import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

export const smsCodes = pgTable(
  'sms_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    phone: text('phone').notNull(),
    /** register | reset */
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    /** Wrong guesses against this code; it is spent after a few so six digits cannot be walked. */
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** The address that asked for the code: sends per address and day are capped. */
    clientAddress: text('client_address'),
    createdAt: createdAt(),
  },
  (t) => [
    index('sms_codes_phone_idx').on(t.phone, t.createdAt),
    index('sms_codes_client_address_idx').on(t.clientAddress, t.createdAt),
  ],
);

/** What the SMS simulator "sent": the default install has no gateway. */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    phone: text('phone').notNull(),
    content: text('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sms_outbox_phone_idx').on(t.phone, t.createdAt)],
);

/**
 * SMS sent without a captcha, counted per client address and per phone (scope 'address' or
 * 'phone'): one row per key whose window starts with its first send. In the database, so every
 * server process draws on the same budget.
 */
export const smsSendBudgets = pgTable(
  'sms_send_budgets',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    sends: integer('sends').notNull(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index('sms_send_budgets_window_idx').on(t.windowStart)],
);
