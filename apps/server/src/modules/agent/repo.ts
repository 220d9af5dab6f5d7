import { and, asc, eq } from 'drizzle-orm';
import { countAll, type Db } from '../../db/database.ts';
import { acdAgents, users } from '../../db/schema.ts';

const agentColumns = { acdId: acdAgents.acdId, agentId: acdAgents.agentId, dn: acdAgents.dn, userId: acdAgents.userId };

/** One page of a member's agent links in the business, and their total. */
export async function agentsOfMember(
  db: Db,
  businessId: number,
  userId: number,
  page: { limit: number; offset: number },
) {
  const where = and(eq(acdAgents.businessId, businessId), eq(acdAgents.userId, userId));
  const [[{ n }], rows] = await Promise.all([
    db.select({ n: countAll() }).from(acdAgents).where(where),
    db
      .select(agentColumns)
      .from(acdAgents)
      .where(where)
      .orderBy(asc(acdAgents.id))
      .limit(page.limit)
      .offset(page.offset),
  ]);
  return { rows, total: n };
}

export async function memberIdByPhone(db: Db, businessId: number, phone: string): Promise<number | undefined> {
  const [member] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.businessId, businessId), eq(users.phone, phone)));
  return member?.id;
}

/** A member has at most one agent: linking again replaces the link. */
export async function linkAgent(
  db: Db,
  link: { businessId: number; userId: number; acdId: string; agentId: string; dn: string },
  now: Date,
): Promise<void> {
  const { businessId, userId, ...values } = link;
  await db
    .insert(acdAgents)
    .values({ businessId, userId, createdAt: now, ...values })
    .onConflictDoUpdate({ target: acdAgents.userId, set: values });
}
