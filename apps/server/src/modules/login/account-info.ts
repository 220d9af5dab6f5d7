import { ErrorCode } from '@console/contracts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { SessionContext, SessionService } from '../account/index.ts';
import * as repo from '../account/index.ts';
import { memberAccountInfo, operatorAccountInfo } from '../account/index.ts';
import { agentLinkOf } from '../team/index.ts';

/** Who a session is (queryAccountInfo) and its end (logout). */
export class AccountInfoService {
  constructor(private readonly deps: { db: Db; sessions: SessionService }) {}

  async info(session: SessionContext) {
    const { db } = this.deps;
    if (session.userId !== null) {
      const found = await repo.findMemberById(db, session.userId);
      if (!found) throw new AppError(ErrorCode.TokenUnknown);
      return memberAccountInfo(found.member, found.business, await agentLinkOf(db, found.member.id));
    }
    const operator = session.operatorId === null ? undefined : await repo.findOperatorById(db, session.operatorId);
    const business = await repo.findBusiness(db, session.businessId);
    if (!operator || !business) throw new AppError(ErrorCode.TokenUnknown);
    return operatorAccountInfo(operator, business);
  }

  async logout(session: SessionContext): Promise<void> {
    await this.deps.sessions.revoke(this.deps.db, session.sessionId, 'logout');
  }
}
