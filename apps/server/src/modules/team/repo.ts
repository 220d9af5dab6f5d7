import { and, asc, desc, eq, exists, inArray, like, notExists, type SQL, sql } from 'drizzle-orm';
import { countAll, type Db } from '../../db/database.ts';
import { containing } from '../../db/query-helpers.ts';
import { acdAgents, acdGroupAgents, acdGroups } from '../../db/schema/team.ts';
import { liveMembers } from '../account/index.ts';

/** The first extension handed out; each new agent gets the lowest free one from here. */
const FIRST_DN = 8001;

export interface TeamFilter {
  phone?: string;
  surname?: string;
  /** Only members in this group. */
  groupId?: number;
  /** Only members in no group (operators, and agents whose groups were deleted). */
  ungrouped?: boolean;
}

export type TeamSort = { column: 'createTime' | 'surname' | 'phone'; order: 'asc' | 'desc' };

type Members = ReturnType<typeof liveMembers>;

const memberColumns = (members: Members) => ({
  userId: members.userId,
  surname: members.surname,
  phone: members.phone,
  master: members.master,
  role: members.role,
  privilege: members.privilege,
  bindStatus: members.bindStatus,
  createdAt: members.createdAt,
  agentId: acdAgents.id,
  code: acdAgents.code,
  dn: acdAgents.dn,
  callMode: acdAgents.callMode,
});

const inGroup = (db: Db, groupId?: number) =>
  db
    .select({ one: sql`1` })
    .from(acdGroupAgents)
    .where(
      and(
        eq(acdGroupAgents.agentId, acdAgents.id),
        groupId === undefined ? undefined : eq(acdGroupAgents.groupId, groupId),
      ),
    );

function teamWhere(db: Db, members: Members, filter: TeamFilter): SQL | undefined {
  return and(
    filter.phone ? like(members.phone, containing(filter.phone)) : undefined,
    filter.surname ? like(members.surname, containing(filter.surname)) : undefined,
    filter.groupId !== undefined ? exists(inGroup(db, filter.groupId)) : undefined,
    filter.ungrouped ? notExists(inGroup(db)) : undefined,
  );
}

/** One page of the enterprise's members with their agent (null columns when none), and the total. */
export async function listTeam(
  db: Db,
  businessId: number,
  filter: TeamFilter,
  page: { limit: number; offset: number },
  sort: TeamSort = { column: 'createTime', order: 'asc' },
) {
  const members = liveMembers(db, businessId);
  const where = teamWhere(db, members, filter);
  const column = { createTime: members.createdAt, surname: members.surname, phone: members.phone }[sort.column];
  const [[{ n }], rows] = await Promise.all([
    db.select({ n: countAll() }).from(members).leftJoin(acdAgents, eq(acdAgents.userId, members.userId)).where(where),
    db
      .select(memberColumns(members))
      .from(members)
      .leftJoin(acdAgents, eq(acdAgents.userId, members.userId))
      .where(where)
      // The main account first, as the original's table showed it; then the chosen order.
      .orderBy(desc(members.master), sort.order === 'asc' ? asc(column) : desc(column), asc(members.userId))
      .limit(page.limit)
      .offset(page.offset),
  ]);
  return { rows, total: n };
}

export type TeamRow = Awaited<ReturnType<typeof listTeam>>['rows'][number];

/** A live member of the business with their agent, or undefined. */
export async function findMember(db: Db, businessId: number, userId: number): Promise<TeamRow | undefined> {
  const members = liveMembers(db, businessId);
  const [row] = await db
    .select(memberColumns(members))
    .from(members)
    .leftJoin(acdAgents, eq(acdAgents.userId, members.userId))
    .where(eq(members.userId, userId))
    .limit(1);
  return row;
}

/** The member's agent extension and 工号, or null when they are no agent (a login answers them). */
export async function agentLinkOf(db: Db, userId: number): Promise<{ dn: string; dnCode: string } | null> {
  const [row] = await db
    .select({ dn: acdAgents.dn, dnCode: acdAgents.code })
    .from(acdAgents)
    .where(eq(acdAgents.userId, userId))
    .limit(1);
  return row ?? null;
}

/** The member's agent extension, or undefined when they are no agent. */
export async function agentDn(db: Db, userId: number): Promise<string | undefined> {
  return (await agentLinkOf(db, userId))?.dn;
}

/** The groups of each agent, in group order. */
export async function groupsOfAgents(db: Db, agentIds: number[]): Promise<Map<number, { id: number; name: string }[]>> {
  const byAgent = new Map<number, { id: number; name: string }[]>();
  if (agentIds.length === 0) return byAgent;
  const rows = await db
    .select({ agentId: acdGroupAgents.agentId, id: acdGroups.id, name: acdGroups.name })
    .from(acdGroupAgents)
    .innerJoin(acdGroups, eq(acdGroups.id, acdGroupAgents.groupId))
    .where(inArray(acdGroupAgents.agentId, agentIds))
    .orderBy(asc(acdGroups.id));
  for (const { agentId, ...group } of rows) byAgent.set(agentId, [...(byAgent.get(agentId) ?? []), group]);
  return byAgent;
}

/** Agents of the enterprise's live members (the count the agent.count permission limits). */
export async function agentCount(db: Db, businessId: number): Promise<number> {
  const members = liveMembers(db, businessId);
  const [{ n }] = await db
    .select({ n: countAll() })
    .from(acdAgents)
    .innerJoin(members, eq(members.userId, acdAgents.userId))
    .where(eq(acdAgents.businessId, businessId));
  return n;
}

/**
 * The lowest extension from FIRST_DN that no agent of the enterprise has as extension or as 工号:
 * an agent without a 工号 takes the extension as one, which must not be another's 工号.
 */
export async function freeDn(db: Db, businessId: number): Promise<string> {
  const rows = await db
    .select({ dn: acdAgents.dn, code: acdAgents.code })
    .from(acdAgents)
    .where(eq(acdAgents.businessId, businessId));
  const used = new Set(rows.flatMap((row) => [row.dn, row.code]));
  let dn = FIRST_DN;
  while (used.has(String(dn))) dn += 1;
  return String(dn);
}

/** Whether another agent of the enterprise has this 工号. */
export async function codeTaken(db: Db, businessId: number, code: string, exceptAgentId?: number): Promise<boolean> {
  const rows = await db
    .select({ id: acdAgents.id })
    .from(acdAgents)
    .where(and(eq(acdAgents.businessId, businessId), eq(acdAgents.code, code)));
  return rows.some((row) => row.id !== exceptAgentId);
}

export async function insertAgent(db: Db, agent: typeof acdAgents.$inferInsert): Promise<number> {
  const [row] = await db.insert(acdAgents).values(agent).returning({ id: acdAgents.id });
  return row.id;
}

export async function updateAgent(db: Db, agentId: number, changes: { code: string; callMode: string }): Promise<void> {
  await db.update(acdAgents).set(changes).where(eq(acdAgents.id, agentId));
}

/** Its group memberships and recent contacts go with it (cascade). */
export async function deleteAgentOfMember(db: Db, userId: number): Promise<void> {
  await db.delete(acdAgents).where(eq(acdAgents.userId, userId));
}

export async function setAgentGroups(db: Db, agentId: number, groupIds: number[]): Promise<void> {
  await db.delete(acdGroupAgents).where(eq(acdGroupAgents.agentId, agentId));
  if (groupIds.length > 0) {
    await db.insert(acdGroupAgents).values(groupIds.map((groupId) => ({ groupId, agentId })));
  }
}

/** A transaction lock on the enterprise's agents (released at commit or rollback). */
export async function lockAgentsOf(db: Db, businessId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('acd_agents'), ${businessId})`);
}

/**
 * The demo's agent of a member and its group, when the member has no agent yet: a link the
 * operator changed survives restarts.
 */
export async function seedAgentInGroup(
  db: Db,
  seed: {
    businessId: number;
    userId: number;
    agent: { code: string; dn: string };
    group: { name: string; strategy: string; maxTries: number };
    now: Date;
  },
): Promise<void> {
  const [agent] = await db
    .insert(acdAgents)
    .values({ businessId: seed.businessId, userId: seed.userId, ...seed.agent, createdAt: seed.now })
    .onConflictDoNothing()
    .returning({ id: acdAgents.id });
  if (!agent) return;
  const [group] = await db
    .insert(acdGroups)
    .values({ businessId: seed.businessId, ...seed.group, createdAt: seed.now })
    .onConflictDoNothing()
    .returning({ id: acdGroups.id });
  if (group) await db.insert(acdGroupAgents).values({ groupId: group.id, agentId: agent.id });
}

/** The enterprise's group of this name. */
export async function groupIdByName(db: Db, businessId: number, name: string): Promise<number | undefined> {
  const [group] = await db
    .select({ id: acdGroups.id })
    .from(acdGroups)
    .where(and(eq(acdGroups.businessId, businessId), eq(acdGroups.name, name)));
  return group?.id;
}
