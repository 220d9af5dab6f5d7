import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { businesses } from '../../db/schema/account.ts';
import { enterpriseAuths } from '../../db/schema/business.ts';

/** The business's verification: its status and remark, with the submitted data ('' before any). */
export async function findEnterpriseAuth(db: Db, businessId: number) {
  const [row] = await db
    .select({
      enterpriseName: sql<string>`coalesce(${enterpriseAuths.enterpriseName}, '')`,
      legalPersonName: sql<string>`coalesce(${enterpriseAuths.legalPersonName}, '')`,
      legalPersonId: sql<string>`coalesce(${enterpriseAuths.legalPersonId}, '')`,
      attachmentPath: sql<string>`coalesce(${enterpriseAuths.attachmentPath}, '')`,
      status: businesses.status,
      remark: businesses.statusRemark,
    })
    .from(businesses)
    .leftJoin(enterpriseAuths, eq(enterpriseAuths.businessId, businesses.id))
    .where(eq(businesses.id, businessId));
  return row;
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

export async function businessStatus(db: Db, businessId: number): Promise<number | undefined> {
  const [row] = await db.select({ status: businesses.status }).from(businesses).where(eq(businesses.id, businessId));
  return row?.status;
}

/** A new status drops the last failure's remark unless it is that failure's own. */
export async function setBusinessStatus(db: Db, businessId: number, status: number, remark = ''): Promise<void> {
  await db.update(businesses).set({ status, statusRemark: remark }).where(eq(businesses.id, businessId));
}
