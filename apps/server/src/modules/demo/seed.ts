import { DEFAULT_REPORT_TIME_ZONE } from '@console/contracts';
import type { Db } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import { hashPassword, verifyPassword } from '../../lib/password-hash.ts';
import { memberOfPhone, operatorOfPhone, seedBusiness, seedMember, seedOperator } from '../account/index.ts';
import { hasCalls } from '../call-records/index.ts';
import { seedBalanceFen } from '../fee/index.ts';
import { seedDemoKnowledge } from '../knowledge/index.ts';
import { seedBusinessConfig } from '../permissions/index.ts';
import { seedChannel } from '../register/index.ts';
import { linkDemoSources, seedScriptTemplates } from '../speech/index.ts';
import { groupIdByName, seedAgentInGroup } from '../team/index.ts';
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
  /**
   * Every menu and function on (merged over the defaults), so a newcomer meets every page the
   * README describes: AI接待, 能力平台, 充值, the agent desk, the monitor and transcripts.
   */
  menu: { ai: true, openapi: true, fee: true, monitor: true },
  functions: { agent: true, monitor: true, transcript: true, wxPush: true },
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
  const businessId = DEMO.business.id;
  await seedBusiness(db, { id: businessId, name: DEMO.business.name, now });
  for (const account of [
    { ...DEMO.master, master: true },
    { ...DEMO.member, master: false, role: 0 },
  ]) {
    const { phone, surname, privilege, role, master } = account;
    if (await memberOfPhone(db, phone)) continue;
    const passwordHash = await hashPassword(DEMO.password);
    await seedMember(db, { businessId, phone, surname, passwordHash, master, privilege, role, createdAt: now });
  }
  const master = await memberOfPhone(db, DEMO.master.phone);
  if (master?.businessId === businessId) {
    await seedAgentInGroup(db, { businessId, userId: master.id, agent: DEMO.masterAgent, group: DEMO.group, now });
  }
  // The menus and functions, the agent count too, so the demo master's workstation opens the agent
  // desk out of the box and the team page can add agents. An operator's later flags stay as set.
  for (const [key, value] of [
    ['menu', DEMO.menu],
    ['function', DEMO.functions],
    ['agent', { count: DEMO.agentCount }],
  ] as const) {
    await seedBusinessConfig(db, businessId, { key, value: JSON.stringify(value) }, now);
  }
  if (!(await operatorOfPhone(db, DEMO.operator.phone))) {
    await seedOperator(db, { ...DEMO.operator, passwordHash: await hashPassword(DEMO.password), createdAt: now });
  }
  await seedBalanceFen(db, businessId, DEMO.feeBalanceFen, now);
  await seedChannel(db, DEMO.channel);
  // The platform's script templates, for every enterprise of the install.
  await seedScriptTemplates(db, now);
  // The demo's published scripts (made from four of the templates), intention tags and numbers.
  // The numbers include the two outbound lines in service (types 2 and 3) that the softphone
  // offers as display lines.
  await seedDemoCatalogue(db, businessId, now);
  // Knowledge the demo's course script answers questions from, at any listening node.
  const knowledge = await seedDemoKnowledge(db, businessId, now);
  // Its transfer nodes hand calls to the demo's agents.
  await linkDemoSources(db, {
    businessId,
    name: DEMO_SCRIPTS[1].name,
    ...knowledge,
    acdGroupId: await groupIdByName(db, businessId, DEMO.group.name),
  });
  if (options.traffic === false) return;
  // Demo calls for the report, only while the enterprise has none (a restart adds nothing).
  if (!(await hasCalls(db, businessId))) {
    await writeDemoTraffic(db, {
      businessId,
      ...DEMO.traffic,
      end: now,
      timeZone: options.timeZone ?? DEFAULT_REPORT_TIME_ZONE,
    });
  }
}

/** True while all three demo accounts still open with the demo password, so printing them is honest. */
export async function demoAccountsUsable(db: Db): Promise<boolean> {
  const rows = await Promise.all([
    memberOfPhone(db, DEMO.master.phone),
    memberOfPhone(db, DEMO.member.phone),
    operatorOfPhone(db, DEMO.operator.phone),
  ]);
  for (const row of rows) {
    if (!row || !(await verifyPassword(DEMO.password, row.passwordHash))) return false;
  }
  return true;
}
