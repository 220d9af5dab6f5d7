import { envelope } from '@console/contracts';
import { agentEndpoints, userEndpoints } from '@console/contracts/schemas';
import type { AppContext } from '../../context.ts';
import { pageOf } from '../../db/query-helpers.ts';
import type { SessionContext } from '../account/index.ts';
import type { PermissionService } from '../permissions/index.ts';
import type { AuditLogService } from './audit-service.ts';
import type { GroupsService } from './groups-service.ts';
import type { MembersService } from './members-service.ts';

/** What the team routes hand their calls to. */
export interface TeamRouteServices {
  members: MembersService;
  groups: GroupsService;
  auditLog: AuditLogService;
  permissions: PermissionService;
}

/** Team management (modules-spec 6): members (service uc), ACD groups and agents (kxjlAc) and the audit log. */
export function registerTeamRoutes({ router }: AppContext, services: TeamRouteServices): void {
  const { members, groups, auditLog, permissions } = services;
  const permissionsOf = (request: Parameters<PermissionService['forRequest']>[0], session: SessionContext) =>
    permissions.forRequest(request, session.businessId);

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
    const { rows, total } = await auditLog.page(session, body, pageOf(body));
    return envelope(rows, total);
  });
}
