import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { enterpriseAuths } from '../../db/schema/business.ts';
import { renameBusiness, setBusinessStatus, verificationOf } from '../account/index.ts';

/**
 * The business's verification: its status and remark (kept on the enterprise by the account
 * module), with the submitted data ('' before any); undefined when there is no such business.
 */
export async function findEnterpriseAuth(db: Db, businessId: number) {
  const verification = await verificationOf(db, businessId);
  if (!verification) return undefined;
  const [auth] = await db
    .select({
      enterpriseName: enterpriseAuths.enterpriseName,
      legalPersonName: enterpriseAuths.legalPersonName,
      legalPersonId: enterpriseAuths.legalPersonId,
      attachmentPath: enterpriseAuths.attachmentPath,
    })
    .from(enterpriseAuths)
    .where(eq(enterpriseAuths.businessId, businessId));
  return {
    enterpriseName: auth?.enterpriseName ?? '',
    legalPersonName: auth?.legalPersonName ?? '',
    legalPersonId: auth?.legalPersonId ?? '',
    attachmentPath: auth?.attachmentPath ?? '',
    status: verification.status,
    remark: verification.remark,
  };
}

type EnterpriseAuthValues = Omit<typeof enterpriseAuths.$inferInsert, 'businessId' | 'createdAt'>;

/** Stores the submission (a resubmission replaces the last one) and marks the business submitted. */
export async function saveEnterpriseAuth(
  db: Db,
  businessId: number,
  values: EnterpriseAuthValues,
  status: number,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(enterpriseAuths)
      .values({ businessId, createdAt: now, ...values })
      .onConflictDoUpdate({ target: enterpriseAuths.businessId, set: values });
    await setBusinessStatus(tx, businessId, status);
  });
}

/**
 * The verification approved: the enterprise takes the name it was verified under, in place of the
 * one registration made up. The submission stays locked meanwhile, so the name is that of the
 * submission approved whichever of a resubmission and the approval comes first.
 */
export async function approveEnterpriseAuth(db: Db, businessId: number, status: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [auth] = await tx
      .select({ enterpriseName: enterpriseAuths.enterpriseName })
      .from(enterpriseAuths)
      .where(eq(enterpriseAuths.businessId, businessId))
      .for('update');
    await setBusinessStatus(tx, businessId, status);
    if (auth?.enterpriseName) await renameBusiness(tx, businessId, auth.enterpriseName);
  });
}
