import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { businessConfigs, businesses, enterpriseAuths } from '../../db/schema.ts';

export async function findEnterpriseAuth(db: Db, businessId: number) {
  const [row] = await db
    .select({
      enterpriseName: enterpriseAuths.enterpriseName,
      legalPersonName: enterpriseAuths.legalPersonName,
      legalPersonId: enterpriseAuths.legalPersonId,
      attachmentPath: enterpriseAuths.attachmentPath,
      status: businesses.status,
    })
    .from(enterpriseAuths)
    .innerJoin(businesses, eq(businesses.id, enterpriseAuths.businessId))
    .where(eq(enterpriseAuths.businessId, businessId));
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

export async function setBusinessStatus(db: Db, businessId: number, status: number): Promise<void> {
  await db.update(businesses).set({ status }).where(eq(businesses.id, businessId));
}

/** The stored business-config rows of a business, in key order. */
export async function businessConfigRows(db: Db, businessId: number): Promise<{ key: string; value: string }[]> {
  return db
    .select({ key: businessConfigs.key, value: businessConfigs.value })
    .from(businessConfigs)
    .where(eq(businessConfigs.businessId, businessId))
    .orderBy(businessConfigs.key);
}

export async function saveBusinessConfig(
  db: Db,
  businessId: number,
  entry: { key: string; value: string },
  now: Date,
): Promise<void> {
  await db
    .insert(businessConfigs)
    .values({ businessId, ...entry, updatedAt: now })
    .onConflictDoUpdate({
      target: [businessConfigs.businessId, businessConfigs.key],
      set: { value: entry.value, updatedAt: now },
    });
}
