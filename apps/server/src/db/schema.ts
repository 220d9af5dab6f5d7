import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * The one database schema of the server. Migrations in apps/server/drizzle are generated from
 * this file (`npm run db:generate -w apps/server`) and applied at start-up.
 *
 * Times are timestamptz written from the server's clock, never the database's now(), so tests
 * can move time and several servers agree on one source of truth per request.
 */
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull();

/** The demo enterprise keeps the fixed id 10000; enterprises created later count up from 10001. */
export const businesses = pgTable('businesses', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 10001 }),
  name: text('name').notNull(),
  /** Enterprise verification: 0 not verified, 1 submitted, 2 verified. */
  status: smallint('status').notNull().default(0),
  disabled: boolean('disabled').notNull().default(false),
  createdAt: createdAt(),
});

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id),
    phone: text('phone').notNull(),
    surname: text('surname').notNull(),
    headPhoto: text('head_photo').notNull().default(''),
    passwordHash: text('password_hash').notNull(),
    /** The enterprise's main account (spec: master flag 1). */
    master: boolean('master').notNull().default(false),
    /** Menu and function bits of a member (contracts/session.ts privilegeBits). */
    privilege: integer('privilege').notNull().default(0),
    /** WeChat binding: 1 bound, 0 not bound. */
    bindStatus: smallint('bind_status').notNull().default(0),
    disabled: boolean('disabled').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_phone_key').on(t.phone), index('users_business_idx').on(t.businessId)],
);

/** Platform and skill-admin accounts of the inner login; they act inside any enterprise. */
export const operators = pgTable(
  'operators',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    phone: text('phone').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** 4 bits (contracts/session.ts privilegeBits with master '2'). */
    privilege: integer('privilege').notNull().default(0),
    disabled: boolean('disabled').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('operators_phone_key').on(t.phone)],
);

/**
 * A login. Only the SHA-256 of the token is kept, so a copy of the table cannot be replayed.
 * Exactly one of user_id and operator_id is set.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id').references(() => users.id),
    operatorId: integer('operator_id').references(() => operators.id),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** logout | replaced (kicked off by a newer login) | password_reset */
    revokedReason: text('revoked_reason'),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_key').on(t.tokenHash),
    index('sessions_user_idx').on(t.userId),
    index('sessions_operator_idx').on(t.operatorId),
  ],
);

/** Failed logins per phone; the count restarts once the last failure is older than the window. */
export const loginFailures = pgTable('login_failures', {
  phone: text('phone').primaryKey(),
  count: integer('count').notNull(),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
});

/** The graphic captcha currently shown to one browser (client_id) for one purpose (type). */
export const captchas = pgTable(
  'captchas',
  {
    clientId: text('client_id').notNull(),
    /** '0' login, '1' registration. */
    type: text('type').notNull(),
    text: text('text').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.type] })],
);

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
    createdAt: createdAt(),
  },
  (t) => [index('sms_codes_phone_idx').on(t.phone, t.createdAt)],
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

/** Registration links of sales channels: /{bid}/register/{code}. */
export const channelCodes = pgTable('channel_codes', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  valid: boolean('valid').notNull().default(true),
});

export const schema = {
  businesses,
  users,
  operators,
  sessions,
  loginFailures,
  captchas,
  smsCodes,
  smsOutbox,
  channelCodes,
};
