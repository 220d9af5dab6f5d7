import { type businessApi, EnterpriseStatus, ErrorCode, isMaster, type ParsedBodyOf } from '@console/contracts';
import { ATTACHMENT_LABELS } from '@console/contracts/schemas';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { businessStatus, type SessionContext, setBusinessStatus } from '../account/index.ts';
import { type PermissionService, viewerOf } from '../permissions/index.ts';
import type { UploadStore } from '../uploads/index.ts';
import * as repo from './repo.ts';

/**
 * Enterprise verification, business status and business configuration. The business is always
 * the session's: the auth hook has already refused a token of another business (709006).
 */
export class BusinessService {
  constructor(private readonly deps: { db: Db; clock: Clock; uploads: UploadStore; permissions: PermissionService }) {}

  /**
   * The verification is the main account's business: a member may see whether the enterprise is
   * verified and under which name, never the legal person's name, ID number or ID-card images.
   */
  checkVerifier(session: SessionContext): void {
    if (!isMaster(viewerOf(session))) throw new AppError(ErrorCode.AccessDenied);
  }

  async enterpriseAuth(session: SessionContext) {
    const row = await repo.findEnterpriseAuth(this.deps.db, session.businessId);
    if (!row) throw new AppError(ErrorCode.TokenUnknown);
    if (isMaster(viewerOf(session))) return [row];
    return [{ ...row, legalPersonName: '', legalPersonId: '', attachmentPath: '' }];
  }

  /** The three attachments must be this business's own uploads, in their order. */
  async submitEnterpriseAuth(
    session: SessionContext,
    input: ParsedBodyOf<typeof businessApi.enterpriseAuth>,
  ): Promise<number> {
    this.checkVerifier(session);
    const { db, clock, uploads } = this.deps;
    const owned = await uploads.ownsAll(session.businessId, 'entAuth', input.fileNames);
    const missing = owned.indexOf(false);
    if (missing >= 0) throw new AppError(ErrorCode.ParamInvalid, ATTACHMENT_LABELS[missing]);
    const now = clock();
    await repo.saveEnterpriseAuth(
      db,
      session.businessId,
      {
        enterpriseName: input.enterpriseName,
        legalPersonName: input.legalPersonName,
        legalPersonId: input.legalPersonId.toUpperCase(),
        attachmentPath: input.fileNames.join(','),
        createUser: String(input.createUser ?? session.phone),
        updatedAt: now,
      },
      EnterpriseStatus.reviewing,
      now,
    );
    return EnterpriseStatus.reviewing;
  }

  async status(session: SessionContext): Promise<number> {
    return (await businessStatus(this.deps.db, session.businessId)) ?? EnterpriseStatus.notVerified;
  }

  async setStatus(session: SessionContext, status: number, remark: string | undefined): Promise<void> {
    if (status === EnterpriseStatus.verified)
      return repo.approveEnterpriseAuth(this.deps.db, session.businessId, status);
    const failed = status === EnterpriseStatus.failed;
    await setBusinessStatus(this.deps.db, session.businessId, status, failed ? (remark ?? '') : '');
  }

  configRows(session: SessionContext) {
    return this.deps.permissions.configRows(session.businessId);
  }

  async saveConfig(session: SessionContext, entry: { key: string; value: string }): Promise<void> {
    await this.deps.permissions.saveConfig(session.businessId, entry, this.deps.clock());
  }
}
