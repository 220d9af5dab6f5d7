import { timestamp } from 'drizzle-orm/pg-core';

/** When the row was written, from the server's clock (never the database's now()). */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull();
