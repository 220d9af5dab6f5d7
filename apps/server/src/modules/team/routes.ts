import { envelope } from '@console/contracts';
import { agentEndpoints, userEndpoints } from '@console/contracts/schemas';
import type { AppContext } from '../../context.ts';
import { pageOf } from '../../db/query-helpers.ts';
import { localDateTime, localDayStart } from '../../lib/local-time.ts';
import type { SessionContext } from '../account/sessions.ts';
import type { Telephony } from '../telephony/telephony.ts';
import { AgentRouter } from './agent-router.ts';
import { actionName, listAudit } from './audit.ts';
import { GroupsService } from './groups-service.ts';
import { MembersService } from './members-service.ts';

const DAY_MS = 86_400_000;

/**
 * Team management (modules-spec 6): members (service uc), ACD groups and agents (kxjlAc) and the
 * audit log. Answers the router that brain transfers use.
 */
export function registerTeamRoutes(ctx: AppContext, deps: { telephony: Telephony }): AgentRouter {
  const { router, config } = ctx;
  const members = new MembersService(ctx);
  const groups = new GroupsService(ctx, deps.telephony);
  const permissionsOf = (request: Parameters<typeof ctx.permissions.forRequest>[0], session: SessionContext) =>
    ctx.permissions.forRequest(request, session.businessId);

  router.sessionRoute(userEndpoints.queryUserList, async ({ body, session }) => {
    const { rows, total } = await members.listMembers(session, body, pageOf(body));
    return envelope(rows, total);
  });
  router.sessionRoute(userEndpoints.addUser, async ({ body, session }) =>
    envelope([await members.addMember(session, body)]),
  );
  router.sessionRoute(userEndpoints.updateUser, async ({ body, session }) =>
    envelope([await members.updateMember(session, body)]),
  );
  router.sessionRoute(userEndpoints.deleteUser, async ({ body, session }) => {
    await members.deleteMember(session, body.id);
    return envelope();
  });

  router.sessionRoute(agentEndpoints.queryAgentsAcdsByPage, async ({ body, session, request }) => {
    const { rows, total } = await members.teamTable(session, body, pageOf(body), await permissionsOf(request, session));
    return envelope(rows, total);
  });
  router.sessionRoute(agentEndpoints.agentQueryByAgentId, async ({ body, session }) =>
    envelope([await members.detail(session, body.userId)]),
  );
  router.sessionRoute(agentEndpoints.agentCreate, async ({ body, session, request }) =>
    envelope([await members.addAgent(session, body, await permissionsOf(request, session))]),
  );
  router.sessionRoute(agentEndpoints.agentUpdate, async ({ body, session, request }) =>
    envelope([await members.updateAgent(session, body, await permissionsOf(request, session))]),
  );
  router.sessionRoute(agentEndpoints.agentDelete, async ({ body, session }) => {
    await members.deleteMember(session, body.userId);
    return envelope();
  });

  router.sessionRoute(agentEndpoints.acdQuery, async ({ body, session }) =>
    envelope(await groups.list(session, body.id)),
  );
  router.sessionRoute(agentEndpoints.acdCreate, async ({ body, session }) =>
    envelope([await groups.create(session, body)]),
  );
  router.sessionRoute(agentEndpoints.acdUpdate, async ({ body, session }) =>
    envelope([await groups.update(session, body)]),
  );
  router.sessionRoute(agentEndpoints.acdDelete, async ({ body, session }) => {
    await groups.delete(session, body.id);
    return envelope();
  });
  router.sessionRoute(agentEndpoints.listAcdAgent, async ({ body, session }) =>
    envelope(await groups.agentStates(session, body.acdId)),
  );

  router.sessionRoute(agentEndpoints.auditQuery, async ({ body, session }) => {
    const zone = config.reportTimeZone;
    const from = body.beginTime ? localDayStart(body.beginTime, '开始日期', zone) : undefined;
    const until = body.endTime ? new Date(localDayStart(body.endTime, '结束日期', zone).getTime() + DAY_MS) : undefined;
    const { rows, total } = await listAudit(
      ctx.db,
      session.businessId,
      { userId: body.userId, from, until },
      pageOf(body),
    );
    return envelope(
      rows.map((row) => ({
        id: row.id,
        action: row.action,
        actionName: actionName(row.action),
        actorName: row.actorName,
        actorPhone: row.actorPhone,
        targetName: row.targetName,
        before: (row.before as Record<string, string> | null) ?? null,
        after: (row.after as Record<string, string> | null) ?? null,
        createTime: localDateTime(row.createdAt, zone),
      })),
      total,
    );
  });

  return new AgentRouter({ db: ctx.db, telephony: deps.telephony, clock: ctx.clock });
}
