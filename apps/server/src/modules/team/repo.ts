import { and, asc, desc, eq, exists, inArray, isNull, like, notExists, type SQL, sql } from 'drizzle-orm';
import { countAll, type Db } from '../../db/database.ts';
import { containing } from '../../db/query-helpers.ts';
import { users } from '../../db/schema/account.ts';
import { acdAgents, acdGroupAgents, acdGroups } from '../../db/schema/team.ts';

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

const memberColumns = {
  userId: users.id,
  surname: users.surname,
  phone: users.phone,
  master: users.master,
  role: users.role,
  privilege: users.privilege,
  bindStatus: users.bindStatus,
  createdAt: users.createdAt,
  agentId: acdAgents.id,
  code: acdAgents.code,
  dn: acdAgents.dn,
  callMode: acdAgents.callMode,
};

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

const liveMemberOf = (businessId: number) => and(eq(users.businessId, businessId), isNull(users.deletedAt));

function teamWhere(db: Db, businessId: number, filter: TeamFilter): SQL | undefined {
  return and(
    liveMemberOf(businessId),
    filter.phone ? like(users.phone, containing(filter.phone)) : undefined,
    filter.surname ? like(users.surname, containing(filter.surname)) : undefined,
    filter.groupId !== undefined ? exists(inGroup(db, filter.groupId)) : undefined,
    filter.ungrouped ? notExists(inGroup(db)) : undefined,
  );
}

const sortColumns = { createTime: users.createdAt, surname: users.surname, phone: users.phone };

/** One page of the enterprise's members with their agent (null columns when none), and the total. */
export async function listTeam(
  db: Db,
  businessId: number,
  filter: TeamFilter,
  page: { limit: number; offset: number },
  sort: TeamSort = { column: 'createTime', order: 'asc' },
) {
  const where = teamWhere(db, businessId, filter);
  const column = sortColumns[sort.column];
  const [[{ n }], rows] = await Promise.all([
    db.select({ n: countAll() }).from(users).leftJoin(acdAgents, eq(acdAgents.userId, users.id)).where(where),
    db
      .select(memberColumns)
      .from(users)
      .leftJoin(acdAgents, eq(acdAgents.userId, users.id))
      .where(where)
      // The main account first, as the original's table showed it; then the chosen order.
      .orderBy(desc(users.master), sort.order === 'asc' ? asc(column) : desc(column), asc(users.id))
      .limit(page.limit)
      .offset(page.offset),
  ]);
  return { rows, total: n };
}

export type TeamRow = Awaited<ReturnType<typeof listTeam>>['rows'][number];

/** A live member of the business with their agent, or undefined. */
export async function findMember(db: Db, businessId: number, userId: number): Promise<TeamRow | undefined> {
  const [row] = await db
    .select(memberColumns)
    .from(users)
    .leftJoin(acdAgents, eq(acdAgents.userId, users.id))
    .where(and(liveMemberOf(businessId), eq(users.id, userId)))
    .limit(1);
  return row;
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
  const [{ n }] = await db
    .select({ n: countAll() })
    .from(acdAgents)
    .innerJoin(users, eq(users.id, acdAgents.userId))
    .where(and(eq(acdAgents.businessId, businessId), isNull(users.deletedAt)));
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
