import type { DialogItem } from '@console/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
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

/**
 * Rate-limit counters (plugins/rate-limit-store.ts), one per route and client address, shared by
 * every server process on the database. A row whose window has ended counts afresh.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetsAt: timestamp('resets_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_counters_resets_at_idx').on(t.resetsAt)],
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

/** Registration links of sales channels: /{bid}/register/{code}. */
export const channelCodes = pgTable('channel_codes', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  valid: boolean('valid').notNull().default(true),
});

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

/** Files people uploaded: stored under DATA_DIR/uploads/<business_id>/<name>. */
export const uploads = pgTable(
  'uploads',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id),
    /** Server-generated: random hex plus the extension (.png, .jpg, .wav, .vox, .xls, .xlsx). */
    name: text('name').notNull(),
    /** entAuth | headPhoto | knowledgeAudio | importFile */
    kind: text('kind').notNull(),
    /** The sniffed type: image/png, image/jpeg, audio/wav; audio/x-vox by the name (vox has no magic bytes). */
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    /** The name the person's file had (for display and the log only). */
    originalName: text('original_name').notNull().default(''),
    userId: integer('user_id').references(() => users.id),
    operatorId: integer('operator_id').references(() => operators.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('uploads_business_name_key').on(t.businessId, t.name)],
);

/** The enterprise verification data of a business (the latest submission). */
export const enterpriseAuths = pgTable('enterprise_auths', {
  businessId: integer('business_id')
    .primaryKey()
    .references(() => businesses.id),
  enterpriseName: text('enterprise_name').notNull(),
  legalPersonName: text('legal_person_name').notNull(),
  legalPersonId: text('legal_person_id').notNull(),
  /** Three upload names, comma-separated: ID front, ID back, business licence. */
  attachmentPath: text('attachment_path').notNull(),
  createUser: text('create_user').notNull().default(''),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** Communication fee balance of a business, in fen (1/100 yuan). No row means 0. */
export const feeAccounts = pgTable('fee_accounts', {
  businessId: integer('business_id')
    .primaryKey()
    .references(() => businesses.id),
  balanceFen: bigint('balance_fen', { mode: 'number' }).notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

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

/**
 * The update-log notice's read state per account (spec section 4): the time of the newest log the
 * account closed or viewed, so the notice follows the person to every browser. Exactly one of
 * user_id (a member) and operator_id (an inner-login account) is set.
 */
export const updateLogReads = pgTable(
  'update_log_reads',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    operatorId: integer('operator_id').references(() => operators.id, { onDelete: 'cascade' }),
    /** 'YYYY-MM-DD HH:mm', as updatelog.json writes a log's time. */
    readTime: text('read_time').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('update_log_reads_user_key').on(t.userId),
    uniqueIndex('update_log_reads_operator_key').on(t.operatorId),
  ],
);

/**
 * Call records and their report rollups (issue 4). A call is written only through
 * modules/call-records/record.ts recordCalls(tx, calls), which adds the raw record and bumps every
 * rollup in the same transaction, so the rollups always equal an aggregate over call_sessions.
 *
 * The rollup "number" is the business-side number of the call: the callee (the business's
 * reception number, a cpnCode) of an inbound call, the caller (the outbound line) of an outbound
 * one. The report's callee filter matches it. speech_skill_id 0 means a call without a script.
 */
export const callSessions = pgTable(
  'call_sessions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id),
    /** 1 outbound, 0 inbound. */
    direction: smallint('direction').notNull(),
    taskId: text('task_id').notNull().default(''),
    speechSkillId: integer('speech_skill_id').notNull().default(0),
    line: text('line').notNull().default(''),
    caller: text('caller').notNull(),
    callee: text('callee').notNull(),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    answerAt: timestamp('answer_at', { withTimezone: true }),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    /** Talk time in ms (answer to end); 0 when not answered. */
    durationMs: integer('duration_ms').notNull().default(0),
    answered: boolean('answered').notNull(),
    /** Dialogue turns between the robot and the customer. */
    turns: integer('turns').notNull().default(0),
    /** The intention tag's name (intention_tags.name), '' when none. */
    intention: text('intention').notNull().default(''),
    labels: text('labels').array().notNull().default([]),
    transferred: boolean('transferred').notNull().default(false),
    smsSent: boolean('sms_sent').notNull().default(false),
    transcriptRef: text('transcript_ref').notNull().default(''),
    /** A task's call: the number's queue row (queryTaskDataReport's task_data_id); null otherwise. */
    taskNumberId: bigint('task_number_id', { mode: 'number' }),
    /** Which call to the number this was in its task (拨打次数), from 1; 0 outside tasks. */
    callIndex: smallint('call_index').notNull().default(0),
    /** The outcome code (contracts tasks.ts CALL_RESULTS); '' for calls outside tasks. */
    callResult: text('call_result').notNull().default(''),
    ringMs: integer('ring_ms').notNull().default(0),
    /** The 识别详情 record (contracts DialogItem[]); the recording is synthesised from it. */
    dialog: jsonb('dialog').$type<DialogItem[]>().notNull().default([]),
  },
  (t) => [
    index('call_sessions_business_start_idx').on(t.businessId, t.direction, t.startAt),
    index('call_sessions_task_idx').on(t.businessId, t.taskId, t.startAt),
    index('call_sessions_business_skill_idx').on(t.businessId, t.speechSkillId, t.startAt),
    index('call_sessions_business_callee_idx').on(t.businessId, t.callee, t.startAt),
  ],
);

/** Counters per business, UTC hour, direction, script and business-side number. */
export const callRollups = pgTable(
  'call_rollups',
  {
    businessId: integer('business_id').notNull(),
    /** Start of the UTC hour the call started in. */
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    direction: smallint('direction').notNull(),
    speechSkillId: integer('speech_skill_id').notNull(),
    number: text('number').notNull(),
    calls: integer('calls').notNull().default(0),
    answered: integer('answered').notNull().default(0),
    durationMs: bigint('duration_ms', { mode: 'number' }).notNull().default(0),
    turns: bigint('turns', { mode: 'number' }).notNull().default(0),
    transfers: integer('transfers').notNull().default(0),
    sms: integer('sms').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.hour, t.direction, t.speechSkillId, t.number] })],
);

/**
 * The counters of call_rollups per report day (YYYY-MM-DD in the report time zone at write
 * time): ranges longer than a day read these, a year being a few hundred rows per dimension
 * instead of thousands of hours.
 */
export const callRollupDays = pgTable(
  'call_rollup_days',
  {
    businessId: integer('business_id').notNull(),
    day: text('day').notNull(),
    direction: smallint('direction').notNull(),
    speechSkillId: integer('speech_skill_id').notNull(),
    number: text('number').notNull(),
    calls: integer('calls').notNull().default(0),
    answered: integer('answered').notNull().default(0),
    durationMs: bigint('duration_ms', { mode: 'number' }).notNull().default(0),
    turns: bigint('turns', { mode: 'number' }).notNull().default(0),
    transfers: integer('transfers').notNull().default(0),
    sms: integer('sms').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.day, t.direction, t.speechSkillId, t.number] })],
);

/**
 * Keyed counters per business, report day (YYYY-MM-DD in the report time zone at write time),
 * direction, script and number: kind 'intention' (calls per tag name), 'duration' and 'turns'
 * (answered calls per bucket of the pie charts), 'label' (calls per label). No chart needs them
 * per hour, so they are kept per day: a year is a few thousand rows per business.
 */
export const callRollupCounts = pgTable(
  'call_rollup_counts',
  {
    businessId: integer('business_id').notNull(),
    day: text('day').notNull(),
    direction: smallint('direction').notNull(),
    speechSkillId: integer('speech_skill_id').notNull(),
    number: text('number').notNull(),
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.day, t.direction, t.speechSkillId, t.number, t.kind, t.key] })],
);

/**
 * The counters of call_rollup_counts per report month (YYYY-MM): a long range reads its whole
 * months here and only the days at its two ends from the daily rows.
 */
export const callRollupCountMonths = pgTable(
  'call_rollup_count_months',
  {
    businessId: integer('business_id').notNull(),
    month: text('month').notNull(),
    direction: smallint('direction').notNull(),
    speechSkillId: integer('speech_skill_id').notNull(),
    number: text('number').notNull(),
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.month, t.direction, t.speechSkillId, t.number, t.kind, t.key] })],
);

/**
 * Distinct customer numbers per report day (in the report time zone at write time) and the
 * same dimensions; totalTel counts distinct customers over these rows.
 */
export const callCustomerDays = pgTable(
  'call_customer_days',
  {
    businessId: integer('business_id').notNull(),
    day: text('day').notNull(),
    direction: smallint('direction').notNull(),
    speechSkillId: integer('speech_skill_id').notNull(),
    number: text('number').notNull(),
    customer: text('customer').notNull(),
    calls: integer('calls').notNull().default(0),
    answered: integer('answered').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.day, t.direction, t.speechSkillId, t.number, t.customer] })],
);

/**
 * The days each customer number was called, per business and direction (any script or number):
 * what customer_day_links is kept from.
 */
export const customerCallDays = pgTable(
  'customer_call_days',
  {
    businessId: integer('business_id').notNull(),
    direction: smallint('direction').notNull(),
    customer: text('customer').notNull(),
    day: text('day').notNull(),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.direction, t.customer, t.day] })],
);

/**
 * How many customers called on `day` were last called before it on `prevDay` ('' for never),
 * per business and direction. A customer has exactly one day in a range [a, b] whose previous
 * call day is before a, so the distinct customers of the range are the sum over days in [a, b]
 * with prev_day < a: a read bounded by days², not by the number of customers.
 */
export const customerDayLinks = pgTable(
  'customer_day_links',
  {
    businessId: integer('business_id').notNull(),
    direction: smallint('direction').notNull(),
    day: text('day').notNull(),
    prevDay: text('prev_day').notNull(),
    customers: integer('customers').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.direction, t.day, t.prevDay] })],
);

/** Intention tags of a business's scripts (queryLabelOptionList). */
export const intentionTags = pgTable(
  'intention_tags',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id),
    contextId: text('context_id').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** 1 the tag comes from a script (talk script), 0 a business-wide tag. */
    talkScriptFlag: smallint('talk_script_flag').notNull().default(1),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('intention_tags_business_name_key').on(t.businessId, t.name)],
);

/**
 * The enterprise's speech scripts. `draft` is the flow document being edited (null for scripts
 * made before drafts existed: read as the empty script); its revision counts saves so two editors
 * cannot overwrite each other. status: 0 never submitted, 1 under review, 2 rejected, 3 approved,
 * 4 published (contracts ScriptStatus). A deleted script keeps its row, so past calls keep its
 * name in the report.
 */
export const speechSkills = pgTable(
  'speech_skills',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 1001 }),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id),
    name: text('name').notNull(),
    status: smallint('status').notNull().default(4),
    /** 1 普通话术, 2 动态话术. */
    type: smallint('type').notNull().default(1),
    industryType: text('industry_type').notNull().default(''),
    draft: jsonb('draft'),
    draftRevision: integer('draft_revision').notNull().default(0),
    /** The draft revision last submitted for review: a draft of another revision has changes. */
    submittedRevision: integer('submitted_revision'),
    /** The version tasks run; null before the first publication. */
    publishedVersion: integer('published_version'),
    /** 1 while a running task uses the script. */
    taskStatus: smallint('task_status').notNull().default(0),
    createdAt: createdAt(),
    modifiedAt: timestamp('modified_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('speech_skills_business_name_key').on(t.businessId, t.name).where(sql`${t.deletedAt} is null`)],
);

/**
 * Frozen versions of a script: made by submitting the draft, then reviewed and perhaps published.
 * status (contracts VersionStatus): 1 under review, 2 rejected (remark says why), 3 approved,
 * 4 published (the one tasks run), 5 published before and replaced since.
 */
export const speechSkillVersions = pgTable(
  'speech_skill_versions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    speechSkillId: integer('speech_skill_id')
      .notNull()
      .references(() => speechSkills.id),
    version: integer('version').notNull(),
    document: jsonb('document').notNull(),
    status: smallint('status').notNull(),
    remark: text('remark').notNull().default(''),
    createdAt: createdAt(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('speech_skill_versions_skill_version_key').on(t.speechSkillId, t.version)],
);

/** The platform's script templates (话术模板), the same for every enterprise. */
export const scriptTemplates = pgTable(
  'script_templates',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    type: smallint('type').notNull().default(1),
    industryType: text('industry_type').notNull().default(''),
    document: jsonb('document').notNull(),
    createdAt: createdAt(),
    modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('script_templates_name_key').on(t.name)],
);

/**
 * Knowledge bases (知识点). state (contracts KnowledgeState): 0 never submitted (or changed since
 * the last review), 2 under review (nothing of it changes), 3 approved, 4 rejected (reason says
 * why). updated_at moves with every change of the base, its questions, recordings and links.
 */
export const knowledgeBases = pgTable(
  'knowledge_bases',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 1001 }),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id),
    cname: text('cname').notNull(),
    state: smallint('state').notNull().default(0),
    reason: text('reason').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('knowledge_bases_business_cname_key').on(t.businessId, t.cname)],
);

/** The categories (分类) of a knowledge base; every question has one. */
export const knowledgeTags = pgTable(
  'knowledge_tags',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kbId: integer('kb_id')
      .notNull()
      .references(() => knowledgeBases.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('knowledge_tags_kb_name_key').on(t.kbId, t.name)],
);

/** A question of a knowledge base: its main question (name, unique in the base) and settings. */
export const knowledgeQuestions = pgTable(
  'knowledge_questions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kbId: integer('kb_id')
      .notNull()
      .references(() => knowledgeBases.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => knowledgeTags.id),
    name: text('name').notNull(),
    /** 1: the customer may interrupt the answer. */
    interrupt: smallint('interrupt').notNull().default(0),
    /** 1: an SMS of sms_template_code is sent when the question is answered. */
    sendSms: smallint('send_sms').notNull().default(0),
    smsTemplateCode: text('sms_template_code').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('knowledge_questions_kb_name_key').on(t.kbId, t.name),
    index('knowledge_questions_tag_idx').on(t.tagId),
  ],
);

/** Other ways customers ask a question (相似问法), at most 30 a question, in the dialog's order. */
export const knowledgeSimilarQuestions = pgTable(
  'knowledge_similar_questions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    questionId: integer('question_id')
      .notNull()
      .references(() => knowledgeQuestions.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    position: smallint('position').notNull(),
  },
  (t) => [index('knowledge_similar_questions_question_idx').on(t.questionId, t.position)],
);

/**
 * The three answers of a question (回答1-3, position 1-3). type audio: content is the name of a
 * recording (uploads kind knowledgeAudio of the base's business), description its text.
 */
export const knowledgeAnswers = pgTable(
  'knowledge_answers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    questionId: integer('question_id')
      .notNull()
      .references(() => knowledgeQuestions.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    type: text('type').notNull().default('text'),
    content: text('content').notNull().default(''),
    description: text('description').notNull().default(''),
  },
  (t) => [uniqueIndex('knowledge_answers_question_position_key').on(t.questionId, t.position)],
);

/** Similar-word dictionaries (相近词库) of an enterprise. */
export const dictionaries = pgTable(
  'dictionaries',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 1001 }),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id),
    cname: text('cname').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('dictionaries_business_cname_key').on(t.businessId, t.cname)],
);

/** A standard term of a dictionary and the words customers use for it (a JSON array of text). */
export const dictionaryTerms = pgTable(
  'dictionary_terms',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    dictionaryId: integer('dictionary_id')
      .notNull()
      .references(() => dictionaries.id, { onDelete: 'cascade' }),
    term: text('term').notNull(),
    synonyms: jsonb('synonyms').$type<string[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('dictionary_terms_dictionary_term_key').on(t.dictionaryId, t.term)],
);

/** Which dictionaries a knowledge base uses (关联相近词库). */
export const knowledgeDictionaries = pgTable(
  'knowledge_dictionaries',
  {
    kbId: integer('kb_id')
      .notNull()
      .references(() => knowledgeBases.id, { onDelete: 'cascade' }),
    dictionaryId: integer('dictionary_id')
      .notNull()
      .references(() => dictionaries.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.kbId, t.dictionaryId] }),
    index('knowledge_dictionaries_dictionary_idx').on(t.dictionaryId),
  ],
);

/**
 * Spreadsheet imports (批量添加) of questions into a knowledge base (kind question) or of terms
 * into a dictionary (kind term); the table is the queue. status is the answer's code (contracts
 * ImportStatus): 1 while queued (claimed_at null) or running, then a final one. A running import
 * keeps heartbeat_at current; one whose process died is failed (7) by the next start or check.
 */
export const importJobs = pgTable(
  'import_jobs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id),
    /** Who uploaded it (the inner-login account by its operator record); owns the rejected-rows file. */
    userId: integer('user_id').references(() => users.id),
    operatorId: integer('operator_id').references(() => operators.id),
    userAccount: text('user_account').notNull(),
    kind: text('kind').notNull(),
    /** The knowledge base or dictionary imported into. */
    targetId: integer('target_id').notNull(),
    /** The uploaded spreadsheet (uploads kind importFile). */
    storedName: text('stored_name').notNull(),
    fileName: text('file_name').notNull().default(''),
    status: smallint('status').notNull().default(1),
    progress: smallint('progress').notNull().default(0),
    msg: text('msg').notNull().default(''),
    rejectedRowsTaskId: integer('rejected_rows_task_id').references(() => downloadTasks.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('import_jobs_status_idx').on(t.status, t.claimedAt),
    index('import_jobs_target_idx').on(t.kind, t.targetId, t.status),
  ],
);

/** The business's numbers (cpn): types 1 and 3 receive calls; status 1 in service. */
export const calleeNumbers = pgTable(
  'callee_numbers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id),
    cpnCode: text('cpn_code').notNull(),
    /** 1 reception line, 2 outbound line, 3 reception and outbound. */
    cpnType: smallint('cpn_type').notNull(),
    status: smallint('status').notNull().default(1),
    /** What the task dialog shows for the line (searchTel lineName); '' shows the number. */
    lineName: text('line_name').notNull().default(''),
    /** How many calls the line carries at once, across all tasks of the enterprise. */
    concurrency: integer('concurrency').notNull().default(10),
    /** After this the line takes no calls (已过期); null never expires. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** The failure circuit breaker stopped the line until then (dialer/breaker.ts); null when closed. */
    trippedUntil: timestamp('tripped_until', { withTimezone: true }),
  },
  (t) => [uniqueIndex('callee_numbers_business_code_key').on(t.businessId, t.cpnCode)],
);

/**
 * AI接待's rules (modules-spec 5.1): the published script that answers an inbound number of the
 * enterprise. `rule` is the router's rule as the console saved it (rule_template.json's shape;
 * queryCPNInfoWithBus answers it as itemJson); the script's id and name are kept beside it so an
 * inbound call finds its script without reading the JSON. One rule per number.
 */
export const receptionRules = pgTable(
  'reception_rules',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id),
    cpnCode: text('cpn_code').notNull(),
    /** The caller the rule matches; * is any. */
    ani: text('ani').notNull().default('*'),
    speechSkillId: integer('speech_skill_id')
      .notNull()
      .references(() => speechSkills.id),
    robotName: text('robot_name').notNull(),
    rule: jsonb('rule').notNull(),
    /** The account that saved it last (the call's traceId). */
    updatedBy: text('updated_by').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('reception_rules_business_code_key').on(t.businessId, t.cpnCode)],
);

/**
 * Download-centre tasks (exports). The worker moves taskStatus 0 → 1 → 2 → 3 (or 4) and keeps
 * progress and heartbeat_at current; the file lives under DATA_DIR/downloads/<business_id>/
 * <stored_name>. Tasks and files older than 7 days are removed.
 */
export const downloadTasks = pgTable(
  'download_tasks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id),
    /** The member who added it; null for the inner-login account (operator_id set instead). */
    userId: integer('user_id').references(() => users.id),
    operatorId: integer('operator_id').references(() => operators.id),
    userAccount: text('user_account').notNull(),
    sysType: smallint('sys_type').notNull(),
    downloadType: integer('download_type').notNull(),
    fileName: text('file_name').notNull(),
    /** Server-generated name of the file on disk; '' until done. */
    storedName: text('stored_name').notNull().default(''),
    fileSize: bigint('file_size', { mode: 'number' }).notNull().default(0),
    taskStatus: smallint('task_status').notNull().default(0),
    progress: smallint('progress').notNull().default(0),
    /** What to export (for the report types, the validated report query). */
    query: jsonb('query').notNull(),
    /** Why it failed, for the log and support; never shown raw to the customer. */
    error: text('error').notNull().default(''),
    attempts: smallint('attempts').notNull().default(0),
    createdAt: createdAt(),
    /** Last sign of life of the worker running it. */
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('download_tasks_owner_idx').on(t.businessId, t.userId, t.createdAt),
    index('download_tasks_status_idx').on(t.taskStatus),
  ],
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

/**
 * Who added a listed number and who removed it, when and why: rows are never deleted, a removal
 * only fills the removed_* columns, so the history stays. One live row per number and enterprise.
 */
const listedNumberColumns = () => ({
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  businessId: integer('business_id')
    .notNull()
    .references(() => businesses.id),
  /** Normalised (contracts normalizeListedNumber). */
  number: text('number').notNull(),
  reason: text('reason').notNull(),
  /** contracts BLACKLIST_SOURCES: manual, import, refusal. */
  source: text('source').notNull(),
  /** Evidence of a refusal: the task and the call (call_sessions.id). */
  taskId: text('task_id'),
  callId: bigint('call_id', { mode: 'number' }),
  createdByUserId: integer('created_by_user_id').references(() => users.id),
  createdByOperatorId: integer('created_by_operator_id').references(() => operators.id),
  /** The account that added it; '' when the dialer did. */
  createdBy: text('created_by').notNull(),
  createdAt: createdAt(),
  removedAt: timestamp('removed_at', { withTimezone: true }),
  removedByUserId: integer('removed_by_user_id').references(() => users.id),
  removedByOperatorId: integer('removed_by_operator_id').references(() => operators.id),
  removedBy: text('removed_by'),
  removeReason: text('remove_reason'),
});

/** The enterprise's blacklist (/setting/blacklist): numbers no task imports or dials. */
export const blacklistNumbers = pgTable('blacklist_numbers', listedNumberColumns(), (t) => [
  uniqueIndex('blacklist_numbers_live_key').on(t.businessId, t.number).where(sql`${t.removedAt} is null`),
  index('blacklist_numbers_business_idx').on(t.businessId, t.id),
]);

/** Numbers whose customer refused (拒接屏蔽): skipped like the blacklist until removed with a reason. */
export const suppressedNumbers = pgTable('suppressed_numbers', listedNumberColumns(), (t) => [
  uniqueIndex('suppressed_numbers_live_key').on(t.businessId, t.number).where(sql`${t.removedAt} is null`),
  index('suppressed_numbers_business_idx').on(t.businessId, t.id),
]);

/**
 * Calling tasks (modules-spec 4): a published script run over uploaded numbers on the enterprise's
 * lines within its windows. contracts tasks.ts TaskStatus; a deleted task keeps its row (history).
 */
export const tasks = pgTable(
  'tasks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id),
    /** The member who created it (null: the platform operator); members see only their own. */
    userId: integer('user_id').references(() => users.id),
    accountName: text('account_name').notNull().default(''),
    name: text('name').notNull(),
    speechSkillId: integer('speech_skill_id')
      .notNull()
      .references(() => speechSkills.id),
    /** The script's published version when the task was created: the one its calls run. */
    scriptVersion: integer('script_version').notNull(),
    status: smallint('status').notNull().default(0),
    deleted: boolean('deleted').notNull().default(false),
    /** Why it paused by itself (status 5, 6, 7). */
    reason: text('reason').notNull().default(''),
    /** The display lines (cpn codes). */
    telNums: jsonb('tel_nums').$type<string[]>().notNull(),
    beginAt: timestamp('begin_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    /** The two work windows, "HH:mm:00-HH:mm:00", in the enterprise's time zone. */
    timeRanges: jsonb('time_ranges').$type<string[]>().notNull(),
    recallMaxCount: smallint('recall_max_count').notNull().default(0),
    recallWaitSeconds: integer('recall_wait_seconds').notNull().default(0),
    /** The redial round under way (0: the first calls). */
    recallCount: smallint('recall_count').notNull().default(0),
    /** Grade names whose calls are pushed to the owner. */
    pushIntention: jsonb('push_intention').$type<string[]>().notNull().default([]),
    /** 1 records the calls; 0 is 高性能模式. */
    isRecord: smallint('is_record').notNull().default(1),
    fileName: text('file_name').notNull(),
    orgFileName: text('org_file_name').notNull().default(''),
    numberCount: integer('number_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('tasks_business_idx').on(t.businessId, t.deleted, t.status)],
);

/**
 * The numbers of a task, which are also the dialer's queue: a due number (state 0, next_attempt_at
 * passed) is claimed with a lease (state 1), and a finished one is state 2.
 */
export const taskNumbers = pgTable(
  'task_numbers',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    taskId: integer('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    number: text('number').notNull(),
    /** The dynamic script's variables of this number (template columns). */
    variables: jsonb('variables').$type<Record<string, string>>().notNull().default({}),
    state: smallint('state').notNull().default(0),
    attempts: smallint('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    /** Who holds the lease: only the holder's outcome is written (a call is recorded once). */
    leaseToken: text('lease_token'),
    /** The line the number's current or last call went out on. */
    line: text('line'),
    lastResult: text('last_result').notNull().default(''),
    answered: boolean('answered').notNull().default(false),
  },
  (t) => [index('task_numbers_due_idx').on(t.taskId, t.state, t.nextAttemptAt)],
);

/**
 * A checked numbers file between uploadTaskFile and createTaskWithFile: its accepted numbers wait
 * in task_upload_numbers and move into the task when it is created. Unused uploads expire.
 */
export const taskUploads = pgTable(
  'task_uploads',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id),
    speechSkillId: integer('speech_skill_id').notNull(),
    /** The name createTaskWithFile refers to it by. */
    fileName: text('file_name').notNull(),
    orgFileName: text('org_file_name').notNull(),
    totalRows: integer('total_rows').notNull(),
    acceptedRows: integer('accepted_rows').notNull(),
    /** The rejected rows' file below the static files; '' when none. */
    errorFile: text('error_file').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('task_uploads_file_key').on(t.fileName)],
);

export const taskUploadNumbers = pgTable(
  'task_upload_numbers',
  {
    uploadId: integer('upload_id')
      .notNull()
      .references(() => taskUploads.id, { onDelete: 'cascade' }),
    rowNo: integer('row_no').notNull(),
    number: text('number').notNull(),
    variables: jsonb('variables').$type<Record<string, string>>().notNull().default({}),
  },
  (t) => [primaryKey({ columns: [t.uploadId, t.rowNo] })],
);

/**
 * The customer centre (modules-spec 8): one customer per enterprise and number, made by the
 * dialer's first answered call (or a member), with its owner (负责人) and contact details.
 */
export const customers = pgTable(
  'customers',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id),
    telNumber: text('tel_number').notNull(),
    name: text('name').notNull().default(''),
    /** 负责人: the member the customer belongs to (the task owner at first); null the master. */
    ownerId: integer('owner_id').references(() => users.id),
    /** 客户来源: the member whose task found the customer; null the master. */
    sourceId: integer('source_id').references(() => users.id),
    /** qq, wechat, email, remark. */
    extend: jsonb('extend').$type<Record<string, string>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('customers_number_key').on(t.businessId, t.telNumber),
    index('customers_business_created_idx').on(t.businessId, t.createdAt),
  ],
);

/**
 * A customer's follow-up record: 'ai' for each answered task call (written with the call), or
 * 'manual' for a member's 跟进记录. trace_stage and contact_way are config__customer.json codes.
 */
export const customerTraces = pgTable(
  'customer_traces',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    businessId: integer('business_id').notNull(),
    customerId: bigint('customer_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** 0: no task. */
    taskId: integer('task_id').notNull().default(0),
    traceType: text('trace_type').notNull(),
    /** The member who wrote it; null for the AI or the master. */
    memberId: integer('member_id').references(() => users.id),
    memberName: text('member_name').notNull().default(''),
    contactWay: smallint('contact_way'),
    callResult: text('call_result').notNull().default(''),
    traceStage: smallint('trace_stage').notNull(),
    tagAiIntention: text('tag_ai_intention').notNull().default(''),
    /** The intention a member set by hand (人工分类); '' when none. */
    tagCmIntention: text('tag_cm_intention').notNull().default(''),
    traceDetail: text('trace_detail').notNull().default(''),
    /** The AI trace's call (queryCallDetail); null for manual ones. */
    callSessionId: bigint('call_session_id', { mode: 'number' }),
    callDurationSeconds: integer('call_duration_seconds').notNull().default(0),
    tracedAt: timestamp('traced_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('customer_traces_customer_idx').on(t.customerId, t.tracedAt),
    index('customer_traces_business_idx').on(t.businessId, t.tracedAt),
  ],
);

export const schema = {
  businesses,
  users,
  operators,
  sessions,
  sipCredentials,
  loginFailures,
  captchas,
  rateLimitCounters,
  smsCodes,
  smsOutbox,
  channelCodes,
  businessConfigs,
  uploads,
  enterpriseAuths,
  feeAccounts,
  acdGroups,
  acdAgents,
  acdGroupAgents,
  agentRecentContacts,
  teamAuditLog,
  weixinBindTickets,
  callSessions,
  callRollups,
  callRollupDays,
  callRollupCounts,
  callRollupCountMonths,
  callCustomerDays,
  customerCallDays,
  customerDayLinks,
  intentionTags,
  speechSkills,
  speechSkillVersions,
  scriptTemplates,
  calleeNumbers,
  downloadTasks,
  sdkLogs,
  knowledgeBases,
  knowledgeTags,
  knowledgeQuestions,
  knowledgeSimilarQuestions,
  knowledgeAnswers,
  dictionaries,
  dictionaryTerms,
  knowledgeDictionaries,
  importJobs,
  blacklistNumbers,
  suppressedNumbers,
  tasks,
  taskNumbers,
  taskUploads,
  taskUploadNumbers,
  customers,
  customerTraces,
};
