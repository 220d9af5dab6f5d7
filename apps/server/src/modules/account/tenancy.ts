import { ErrorCode } from '@console/contracts';
import { AppError } from '../../lib/app-error.ts';
import type { SessionContext } from './sessions.ts';

/**
 * Whose a row is that one account keeps to itself (a download task, an import): the member, or
 * for the inner-login account its operator record, within the session's enterprise.
 */
export interface RowOwner {
  businessId: number;
  userId: number | null;
  operatorId: number | null;
}

export function ownerOf(session: SessionContext): RowOwner {
  return { businessId: session.businessId, userId: session.userId, operatorId: session.operatorId };
}

/**
 * A body's businessId, when sent, must be the session's (709006): the auth hook has checked the
 * path's already, and a body naming another enterprise is refused the same way.
 */
export function checkBusiness(session: SessionContext, businessId: unknown): void {
  if (businessId !== undefined && businessId !== '' && Number(businessId) !== session.businessId) {
    throw new AppError(ErrorCode.BusinessMismatch);
  }
}
