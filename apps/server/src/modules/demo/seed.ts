import { DEFAULT_REPORT_TIME_ZONE } from '@console/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import {
  acdAgents,
  acdGroupAgents,
  acdGroups,
  businessConfigs,
  businesses,
  callSessions,
  channelCodes,
  feeAccounts,
  operators,
  users,
} from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { hashPassword, verifyPassword } from '../../lib/password-hash.ts';
import { linkDemoSources, seedScriptTemplates } from '../speech/templates/seed.ts';
import { seedDemoKnowledge } from './knowledge.ts';
import { DEMO_SCRIPTS, seedDemoCatalogue, writeDemoTraffic } from './traffic.ts';

/**
 * The demo enterprise and its accounts. Seeded at every start-up (also in production, where a
 * fresh install needs a first account to log in with); rows that exist are left alone, so a
 * changed password or name survives restarts.
 */
export const DEMO = {
  password: 'demo1234',
  business: { id: 10000, name: '演示企业' },
  /** A 坐席班长 (role 2) as well as the main account, so the agent desk works out of the box. */
  master: { phone: '13800000000', surname: '演示管理员', privilege: 255, role: 2 },
  /** The demo master's agent and its group. */
  masterAgent: { code: '8001', dn: '8001' },
  group: { name: '客服一组', strategy: 'longest-idle-agent', maxTries: 30 },
  /** The business's function flags (merged over the defaults): the agent desk is on. */
  functions: { agent: true, monitor: true, transcript: true },
  /** How many agents the enterprise may have (permission agent.count). */
  agentCount: 10,
  member: { phone: '13800000001', surname: '演示成员', privilege: 0 },
  operator: { phone: '13900000000', name: '平台运营', privilege: 15 },
  channel: { code: 'demo', name: '演示渠道' },
  /** Communication fee balance in fen (1000 yuan), so the fee banner stays hidden until changed. */
  feeBalanceFen: 100_000,
  /** Demo calls of the report: this many over the last `days` days, written once. */
  traffic: { days: 30, calls: 3000 },
} as const;

async function userExists(db: Db, phone: string): Promise<boolean> {
  return (await db.select({ id: users.id }).from(users).where(eq(users.phone, phone)).limit(1)).length > 0;
}

interface SeedOptions {
  timeZone?: string;
  /**
   * Write the demo calls of the report (default true). About 3,000 calls take most of a seed's
   * time, so tests that do not read them leave them out.
   */
  traffic?: boolean;
}

/**
 * The demo enterprise starts not verified (status 0, the banner shows) with a positive fee
 * balance (no fee banner); the operator command changes either.
 */
export async function seedDemo(db: Db, clock: Clock, options: SeedOptions = {}): Promise<void> {
  const now = clock();
  await db
    .insert(businesses)
    .values({ id: DEMO.business.id, name: DEMO.business.name, status: 0, createdAt: now })
    .onConflictDoNothing();
  for (const account of [
    { ...DEMO.master, master: true },
    { ...DEMO.member, master: false, role: 0 },
  ]) {
    if (await userExists(db, account.phone)) continue;
    await db
      .insert(users)
      .values({
        businessId: DEMO.business.id,
        phone: account.phone,
        surname: account.surname,
        passwordHash: await hashPassword(DEMO.password),
        master: account.master,
        privilege: account.privilege,
        role: account.role,
        createdAt: now,
      })
      .onConflictDoNothing();
  }
  // Only when the master has no agent yet: a link the operator changed survives restarts.
  const [master] = await db
    .select({ id: users.id, businessId: users.businessId })
    .from(users)
    .where(eq(users.phone, DEMO.master.phone));
  if (master?.businessId === DEMO.business.id) {
    const [agent] = await db
      .insert(acdAgents)
      .values({ businessId: master.businessId, userId: master.id, ...DEMO.masterAgent, createdAt: now })
      .onConflictDoNothing()
      .returning({ id: acdAgents.id });
    if (agent) {
      const [group] = await db
        .insert(acdGroups)
        .values({ businessId: master.businessId, ...DEMO.group, createdAt: now })
        .onConflictDoNothing()
        .returning({ id: acdGroups.id });
      if (group) await db.insert(acdGroupAgents).values({ groupId: group.id, agentId: agent.id });
    }
  }
  // The agent function and count, so the demo master's workstation opens the agent desk out of
  // the box and the team page can add agents.
  for (const [key, value] of [
    ['function', DEMO.functions],
    ['agent', { count: DEMO.agentCount }],
  ] as const) {
    await db
      .insert(businessConfigs)
      .values({ businessId: DEMO.business.id, key, value: JSON.stringify(value), updatedAt: now })
      .onConflictDoNothing();
  }
  const [operator] = await db
    .select({ id: operators.id })
    .from(operators)
    .where(eq(operators.phone, DEMO.operator.phone));
  if (!operator) {
    await db
      .insert(operators)
      .values({ ...DEMO.operator, passwordHash: await hashPassword(DEMO.password), createdAt: now })
      .onConflictDoNothing();
  }
  await db
    .insert(feeAccounts)
    .values({ businessId: DEMO.business.id, balanceFen: DEMO.feeBalanceFen, updatedAt: now })
    .onConflictDoNothing();
  await db
    .insert(channelCodes)
    .values({ ...DEMO.channel, valid: true })
    .onConflictDoNothing();
  // The platform's script templates, for every enterprise of the install.
  await seedScriptTemplates(db, now);
  // The demo's published scripts (made from four of the templates), intention tags and numbers.
  // The numbers include the two outbound lines in service (types 2 and 3) that the softphone
  // offers as display lines.
  await seedDemoCatalogue(db, DEMO.business.id, now);
  // Knowledge the demo's course script answers questions from, at any listening node.
  const knowledge = await seedDemoKnowledge(db, DEMO.business.id, now);
  // Its transfer nodes hand calls to the demo's agents.
  const [group] = await db
    .select({ id: acdGroups.id })
    .from(acdGroups)
    .where(and(eq(acdGroups.businessId, DEMO.business.id), eq(acdGroups.name, DEMO.group.name)));
  await linkDemoSources(db, {
    businessId: DEMO.business.id,
    name: DEMO_SCRIPTS[1].name,
    ...knowledge,
    acdGroupId: group?.id,
  });
  if (options.traffic === false) return;
  // Demo calls for the report, only while the enterprise has none (a restart adds nothing).
  const [anyCall] = await db
    .select({ id: callSessions.id })
    .from(callSessions)
    .where(eq(callSessions.businessId, DEMO.business.id))
    .limit(1);
  if (!anyCall) {
    await writeDemoTraffic(db, {
      businessId: DEMO.business.id,
      ...DEMO.traffic,
      end: now,
      timeZone: options.timeZone ?? DEFAULT_REPORT_TIME_ZONE,
    });
  }
}

/** True while all three demo accounts still open with the demo password, so printing them is honest. */
export async function demoAccountsUsable(db: Db): Promise<boolean> {
  const hashes = await Promise.all([
    db.select({ hash: users.passwordHash }).from(users).where(eq(users.phone, DEMO.master.phone)),
    db.select({ hash: users.passwordHash }).from(users).where(eq(users.phone, DEMO.member.phone)),
    db.select({ hash: operators.passwordHash }).from(operators).where(eq(operators.phone, DEMO.operator.phone)),
  ]);
  for (const [row] of hashes) {
    if (!row || !(await verifyPassword(DEMO.password, row.hash))) return false;
  }
  return true;
}
