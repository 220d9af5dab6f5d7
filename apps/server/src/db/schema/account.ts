import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

/** The demo enterprise keeps the fixed id 10000; enterprises created later count up from 10001. */
export const businesses = pgTable('businesses', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 10001 }),
  name: text('name').notNull(),
  /** Enterprise verification: 0 not verified, 1 submitted, 2 verified, 3 failed. */
  status: smallint('status').notNull().default(0),
  /** Why the verification failed (status 3), as the operator wrote it; empty otherwise. */
  statusRemark: text('status_remark').notNull().default(''),
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
    /** contracts team.ts MemberRole: 0 操作员, 1 人工坐席, 2 坐席班长. */
    role: smallint('role').notNull().default(0),
    /** Added by the master with the initial password: nothing else answers until they set their own. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    /**
     * A deleted member keeps the row (their calls, tasks and the audit log name them) but not the
     * phone: it may join again, so the phone is unique among the members not deleted.
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_phone_key').on(t.phone).where(sql`${t.deletedAt} is null`),
    index('users_business_idx').on(t.businessId),
  ],
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

/**
 * Failed inner logins per account (the typed phone), apart from the console's login_failures: the
 * operator's account enters every enterprise, so it is also locked after repeated failures.
 */
export const innerLoginFailures = pgTable('inner_login_failures', {
  account: text('account').primaryKey(),
  count: integer('count').notNull(),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
  /** Every attempt is refused until then. */
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});
