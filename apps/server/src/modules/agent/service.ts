import { type agentApi, canAccess, ErrorCode, type ParsedBodyOf, type Permissions } from '@console/contracts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { viewerOf } from '../permissions/service.ts';
import type { SessionContext } from '../session/service.ts';
import * as repo from './repo.ts';

/**
 * Agents linked to members (the agent workstation button needs one with an acdId). Links are
 * made by the platform operator (`npm run operator -- agent ...`); lookups only ever see the
 * session's own business.
 */
export class AgentService {
  constructor(private readonly ctx: AppContext) {}

  /**
   * Anyone may look up their own agent (the workstation button does); another member's agents are
   * team management's, so that needs the team access (the main account, or privilege bit 7).
   */
  async agentsOfMember(
    session: SessionContext,
    userId: number,
    page: { limit: number; offset: number },
    permissions: Permissions,
  ) {
    const own = session.userId === userId;
    if (!own && !canAccess('team', viewerOf(session), permissions)) throw new AppError(ErrorCode.AccessDenied);
    return repo.agentsOfMember(this.ctx.db, session.businessId, userId, page);
  }

  async link(session: SessionContext, input: ParsedBodyOf<typeof agentApi.linkAgent>) {
    const userId = await repo.memberIdByPhone(this.ctx.db, session.businessId, input.phone);
    if (userId === undefined) throw new AppError(ErrorCode.NotFound, '成员不存在');
    const link = {
      businessId: session.businessId,
      userId,
      acdId: input.acdId,
      agentId: input.agentId ?? input.dn,
      dn: input.dn,
    };
    await repo.linkAgent(this.ctx.db, link, this.ctx.clock());
    return { acdId: link.acdId, agentId: link.agentId, dn: link.dn, userId };
  }
}
