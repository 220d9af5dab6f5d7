import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { businesses, sessions, users } from './account.ts';
import { createdAt } from './columns.ts';

/**
 * What a softphone registering without its token in the WebSocket URL (the original script) is
 * checked against: the digest HA1 of its extension, the SIP domain and the session token,
 * written when the SDK logs in with that token. The token itself is never stored.
 */
export const sipCredentials = pgTable(
  'sip_credentials',
  {
    tokenHash: text('token_hash')
      .primaryKey()
      .references(() => sessions.tokenHash, { onDelete: 'cascade' }),
    dn: text('dn').notNull(),
    ha1: text('ha1').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sip_credentials_dn_idx').on(t.dn)],
);

/**
 * Softphone log entries uploaded through the call module's flow (20 per call at most). Kept for
 * support staff, who look up one agent's or one device's entries over a time span; `time` is the
 * browser's clock when the entry was written, `received_at` the server's when it arrived.
 */
export const sdkLogs = pgTable(
  'sdk_logs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id),
    /** The session's member; null when an inner-login account uploaded. */
    userId: integer('user_id').references(() => users.id),
    /** As the SDK sent them: login account, device id (localStorage) and extension. */
    account: text('account').notNull(),
    deviceUuid: text('device_uuid').notNull(),
    dn: text('dn').notNull().default(''),
    time: timestamp('time', { withTimezone: true }).notNull(),
    /** INFO, WARN or ERROR. */
    level: text('level').notNull(),
    module: text('module').notNull(),
    msg: text('msg').notNull(),
    data: jsonb('data'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('sdk_logs_business_time_idx').on(t.businessId, t.time),
    index('sdk_logs_account_time_idx').on(t.account, t.time),
    index('sdk_logs_device_time_idx').on(t.deviceUuid, t.time),
  ],
);
