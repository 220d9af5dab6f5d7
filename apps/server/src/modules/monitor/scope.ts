import { canAccess, ErrorCode, ErrorMessage, RECEPTION_MONITOR_ID } from '@console/contracts';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { SessionContext } from '../account/index.ts';
import { type PermissionService, viewerOf } from '../permissions/index.ts';
import { scopeOf, taskOwner } from '../task/index.ts';
import type { LiveCall } from './live-board.ts';

/**
 * What a viewer of the monitor may see: the tasks of their scope (a member their own, as on
 * 当前任务) and the AI接待 row's inbound calls when they may open AI接待.
 */
export class MonitorScope {
  constructor(private readonly deps: { db: Db; permissions: PermissionService; special: boolean }) {}

  async canSee(session: SessionContext, request: FastifyRequest, call: LiveCall): Promise<boolean> {
    if (call.taskId === RECEPTION_MONITOR_ID) return this.receptionAllowed(session, request);
    const scope = scopeOf(session);
    if (scope.userId === undefined) return true;
    return (await taskOwner(this.deps.db, session.businessId, call.taskId)) === scope.userId;
  }

  async visibleTask(session: SessionContext, request: FastifyRequest, taskId: number): Promise<void> {
    if (taskId === RECEPTION_MONITOR_ID) {
      if (!(await this.receptionAllowed(session, request)))
        throw new AppError(ErrorCode.NotFound, ErrorMessage.taskNotFound);
      return;
    }
    const scope = scopeOf(session);
    const owner = await taskOwner(this.deps.db, session.businessId, taskId);
    if (owner === undefined || (scope.userId !== undefined && owner !== scope.userId)) {
      throw new AppError(ErrorCode.NotFound, ErrorMessage.taskNotFound);
    }
  }

  /** The inbound calls are shown to those who may open AI接待. */
  async receptionAllowed(session: SessionContext, request: FastifyRequest): Promise<boolean> {
    const permissions = await this.deps.permissions.forRequest(request, session.businessId);
    return canAccess('reception', viewerOf(session), permissions, this.deps.special);
  }
}
