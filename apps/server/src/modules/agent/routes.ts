import { envelope } from '@console/contracts';
import { agentEndpoints } from '@console/contracts/schemas';
import type { AppContext } from '../../context.ts';
import { pageOf } from '../../db/query-helpers.ts';
import { AgentService } from './service.ts';

export function registerAgentRoutes(ctx: AppContext): void {
  const { router } = ctx;
  const agents = new AgentService(ctx);

  router.sessionRoute(agentEndpoints.queryAgentsAcdsByPage, async ({ body, session, request }) => {
    const permissions = await ctx.permissions.forRequest(request, session.businessId);
    const { rows, total } = await agents.agentsOfMember(session, body.userId, pageOf(body), permissions);
    return envelope(rows, total);
  });

  router.sessionRoute(
    agentEndpoints.linkAgent,
    async ({ body, session }) => envelope([await agents.link(session, body)]),
    {
      operatorOnly: true,
    },
  );
}
