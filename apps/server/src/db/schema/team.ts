import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { businesses, operators, users } from './account.ts';
import { createdAt } from './columns.ts';

/** A member linked to an agent of an ACD group (the agent workstation needs one). */
/** ACD groups (技能组): a transfer to a group rings one of its agents, picked by the strategy. */
export const acdGroups = pgTable(
  'acd_groups',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id),
    name: text('name').notNull(),
    /** contracts team.ts TRANSFER_STRATEGIES. */
    strategy: text('strategy').notNull(),
    maxTries: integer('max_tries').notNull(),
    /** {know?, silence?, model?}: the agent assistant's knowledge base, quick replies and quality model. */
    arConfig: jsonb('ar_config').notNull().default({}),
    /** The round-robin strategies' position: the extension or 工号 rung last. */
    lastPicked: text('last_picked').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('acd_groups_business_name_key').on(t.businessId, t.name)],
);

/**
 * A member who is an agent (roles 1 and 2, or the master): the extension their softphone
 * registers, their 工号 and call mode. A member has at most one; deleting the member deletes it.
 */
export const acdAgents = pgTable(
  'acd_agents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** 工号: digits, unique in the enterprise. */
    code: text('code').notNull(),
    dn: text('dn').notNull(),
    /** contracts team.ts CALL_MODES. */
    callMode: text('call_mode').notNull().default('bridge'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('acd_agents_user_key').on(t.userId),
    uniqueIndex('acd_agents_business_dn_key').on(t.businessId, t.dn),
    uniqueIndex('acd_agents_business_code_key').on(t.businessId, t.code),
  ],
);

export const acdGroupAgents = pgTable(
  'acd_group_agents',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => acdGroups.id, { onDelete: 'cascade' }),
    agentId: integer('agent_id')
      .notNull()
      .references(() => acdAgents.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.agentId] }), index('acd_group_agents_agent_idx').on(t.agentId)],
);

/** The agent who last talked to a customer number, for the 最近联系人 strategy. */
export const agentRecentContacts = pgTable(
  'agent_recent_contacts',
  {
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id),
    customerNumber: text('customer_number').notNull(),
    agentId: integer('agent_id')
      .notNull()
      .references(() => acdAgents.id, { onDelete: 'cascade' }),
    contactedAt: timestamp('contacted_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.customerNumber] })],
);

/** Every change an admin made to members, roles, privileges, groups and agents. */
export const teamAuditLog = pgTable(
  'team_audit_log',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id),
    /** contracts team.ts AUDIT_ACTIONS. */
    action: text('action').notNull(),
    actorUserId: integer('actor_user_id').references(() => users.id),
    actorOperatorId: integer('actor_operator_id').references(() => operators.id),
    actorName: text('actor_name').notNull(),
    actorPhone: text('actor_phone').notNull(),
    /** The member a member change is about (null for groups). */
    targetUserId: integer('target_user_id').references(() => users.id),
    targetName: text('target_name').notNull(),
    /** Display values (labels, not codes) of the changed fields, as they were then. */
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (t) => [index('team_audit_log_business_idx').on(t.businessId, t.createdAt)],
);
