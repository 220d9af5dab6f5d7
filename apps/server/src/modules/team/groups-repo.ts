import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { acdAgents, acdGroupAgents, acdGroups, agentRecentContacts } from '../../db/schema/team.ts';
import { liveMembers } from '../account/index.ts';

/** The enterprise's groups (or one) with the number of live agents in each. */
export async function listGroups(db: Db, businessId: number, id?: number) {
  const members = liveMembers(db, businessId);
  const agents = db
    .select({ groupId: acdGroupAgents.groupId, n: sql<number>`count(*)`.mapWith(Number).as('n') })
    .from(acdGroupAgents)
    .innerJoin(acdAgents, eq(acdAgents.id, acdGroupAgents.agentId))
    .innerJoin(members, eq(members.userId, acdAgents.userId))
    .groupBy(acdGroupAgents.groupId)
    .as('agents');
  return db
    .select({
      id: acdGroups.id,
      name: acdGroups.name,
      strategy: acdGroups.strategy,
      maxTries: acdGroups.maxTries,
      arConfig: acdGroups.arConfig,
      lastPicked: acdGroups.lastPicked,
      createdAt: acdGroups.createdAt,
      agents: sql<number>`coalesce(${agents.n}, 0)`.mapWith(Number),
    })
    .from(acdGroups)
    .leftJoin(agents, eq(agents.groupId, acdGroups.id))
    .where(and(eq(acdGroups.businessId, businessId), id === undefined ? undefined : eq(acdGroups.id, id)))
    .orderBy(asc(acdGroups.id));
}

export type GroupRow = Awaited<ReturnType<typeof listGroups>>[number];

/** Those of `ids` that are groups of the business. */
export async function groupsOfBusiness(db: Db, businessId: number, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: acdGroups.id, name: acdGroups.name })
    .from(acdGroups)
    .where(and(eq(acdGroups.businessId, businessId), inArray(acdGroups.id, ids)))
    .orderBy(asc(acdGroups.id));
}

export async function groupNameTaken(db: Db, businessId: number, name: string, exceptId?: number) {
  const rows = await db
    .select({ id: acdGroups.id })
    .from(acdGroups)
    .where(and(eq(acdGroups.businessId, businessId), eq(acdGroups.name, name)));
  return rows.some((row) => row.id !== exceptId);
}

type GroupValues = Pick<typeof acdGroups.$inferInsert, 'name' | 'strategy' | 'maxTries' | 'arConfig'>;

export async function insertGroup(db: Db, group: GroupValues & { businessId: number; createdAt: Date }) {
  const [row] = await db.insert(acdGroups).values(group).returning({ id: acdGroups.id });
  return row.id;
}

export async function updateGroup(db: Db, id: number, values: GroupValues): Promise<void> {
  await db.update(acdGroups).set(values).where(eq(acdGroups.id, id));
}

/** Its memberships go with it (cascade); the agents stay, in no group or their others. */
export async function deleteGroup(db: Db, id: number): Promise<void> {
  await db.delete(acdGroups).where(eq(acdGroups.id, id));
}

/**
 * The live agents of the enterprise, or of one of its groups, with what routing needs. The
 * enterprise is always a condition: a group id alone must never reach another's agents.
 */
export async function liveAgents(db: Db, businessId: number, groupId?: number) {
  const members = liveMembers(db, businessId);
  const inGroup =
    groupId === undefined
      ? undefined
      : inArray(
          acdAgents.id,
          db.select({ id: acdGroupAgents.agentId }).from(acdGroupAgents).where(eq(acdGroupAgents.groupId, groupId)),
        );
  return db
    .select({
      agentId: acdAgents.id,
      userId: acdAgents.userId,
      code: acdAgents.code,
      dn: acdAgents.dn,
      surname: members.surname,
    })
    .from(acdAgents)
    .innerJoin(members, eq(members.userId, acdAgents.userId))
    .where(and(eq(acdAgents.businessId, businessId), inGroup))
    .orderBy(asc(acdAgents.id));
}

export async function setLastPicked(db: Db, groupId: number, lastPicked: string): Promise<void> {
  await db.update(acdGroups).set({ lastPicked }).where(eq(acdGroups.id, groupId));
}

export async function recentContact(db: Db, businessId: number, customerNumber: string) {
  const [row] = await db
    .select({ agentId: agentRecentContacts.agentId })
    .from(agentRecentContacts)
    .where(and(eq(agentRecentContacts.businessId, businessId), eq(agentRecentContacts.customerNumber, customerNumber)))
    .limit(1);
  return row?.agentId;
}

export async function saveRecentContact(
  db: Db,
  contact: { businessId: number; customerNumber: string; agentId: number; contactedAt: Date },
): Promise<void> {
  await db
    .insert(agentRecentContacts)
    .values(contact)
    .onConflictDoUpdate({
      target: [agentRecentContacts.businessId, agentRecentContacts.customerNumber],
      set: { agentId: contact.agentId, contactedAt: contact.contactedAt },
    });
}
