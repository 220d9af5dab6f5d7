/**
 * 团队管理 (modules-spec 6): members with their roles and privileges, ACD groups and agents, the
 * audit log, and the routing that picks an agent of a group for a transfer. The module owns the
 * acd_* tables and the audit log.
 */
export { AgentRouter, NobodyToRing } from './agent-router.ts';
export { recordLoginAudit } from './audit.ts';
export { AuditLogService } from './audit-service.ts';
export { registerTeamDevRoutes } from './dev-routes.ts';
export { GroupsService } from './groups-service.ts';
export { MembersService } from './members-service.ts';
export { agentDn, agentLinkOf, groupIdByName, seedAgentInGroup } from './repo.ts';
export { registerTeamRoutes } from './routes.ts';
export { transferTargets } from './transfer-targets.ts';
