import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { businessConfigs } from '../../db/schema/permissions.ts';

/** The stored business-config rows of a business, in key order. */
export async function businessConfigRows(db: Db, businessId: number): Promise<{ key: string; value: string }[]> {
  return db
    .select({ key: businessConfigs.key, value: businessConfigs.value })
    .from(businessConfigs)
    .where(eq(businessConfigs.businessId, businessId))
    .orderBy(businessConfigs.key);
}

const insertConfig = (db: Db, businessId: number, entry: { key: string; value: string }, now: Date) =>
  db.insert(businessConfigs).values({ businessId, ...entry, updatedAt: now });

export async function saveBusinessConfig(
  db: Db,
  businessId: number,
  entry: { key: string; value: string },
  now: Date,
): Promise<void> {
  await insertConfig(db, businessId, entry, now).onConflictDoUpdate({
    target: [businessConfigs.businessId, businessConfigs.key],
    set: { value: entry.value, updatedAt: now },
  });
}

/** Sets a key of the business's config unless it is set (the seed's defaults never overwrite). */
export async function seedBusinessConfig(
  db: Db,
  businessId: number,
  entry: { key: string; value: string },
  now: Date,
): Promise<void> {
  await insertConfig(db, businessId, entry, now).onConflictDoNothing();
}
