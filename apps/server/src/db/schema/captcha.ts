import { pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** The graphic captcha currently shown to one browser (client_id) for one purpose (type). */
export const captchas = pgTable(
  'captchas',
  {
    clientId: text('client_id').notNull(),
    /** '0' login, '1' registration, '2' password reset. */
    type: text('type').notNull(),
    text: text('text').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /**
     * Set once the captcha was answered for an SMS to this phone: it allows no further SMS, and
     * the registration of that phone accepts it once more (modules/captcha/service.ts).
     */
    phone: text('phone'),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.type] })],
);
