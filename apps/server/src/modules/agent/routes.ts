import { type AgentAcdRow, ErrorCode, envelope } from '@console/contracts';
import { agentEndpoints } from '@console/contracts/schemas';
import { and, asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { countAll } from '../../db/database.ts';
import { acdAgents, users } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';

/**
 * Agents linked to members (the agent workstation button needs one with an acdId). Links are
 * made by the platform operator (`npm run operator -- agent ...`); the lookup only ever sees the
 * session's own business.
 */
export function registerAgentRoutes(ctx: AppContext): void {
  const { router, db, clock } = ctx;

  router.sessionRoute(agentEndpoints.queryAgentsAcdsByPage, async ({ body, session }) => {
    const where = and(eq(acdAgents.businessId, session.businessId), eq(acdAgents.userId, body.userId));
    const [{ n }] = await db.select({ n: countAll() }).from(acdAgents).where(where);
    const rows: AgentAcdRow[] = await db
      .select({ acdId: acdAgents.acdId, agentId: acdAgents.agentId, dn: acdAgents.dn, userId: acdAgents.userId })
      .from(acdAgents)
      .where(where)
      .orderBy(asc(acdAgents.id))
      .limit(body.pageSize)
      .offset((body.pageIndex - 1) * body.pageSize);
    return envelope(rows, n);
  });

  router.sessionRoute(
    agentEndpoints.linkAgent,
    async ({ body, session }) => {
      const [member] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.businessId, session.businessId), eq(users.phone, body.phone)));
      if (!member) throw new AppError(ErrorCode.NotFound, '成员不存在');
      const values = { acdId: body.acdId, agentId: body.agentId ?? body.dn, dn: body.dn };
      await db
        .insert(acdAgents)
        .values({ businessId: session.businessId, userId: member.id, createdAt: clock(), ...values })
        .onConflictDoUpdate({ target: acdAgents.userId, set: values });
      const row: AgentAcdRow = { ...values, userId: member.id };
      return envelope([row]);
    },
    { operatorOnly: true },
  );
}
