import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { businesses, users } from '../../db/schema/account.ts';
import { channelCodes } from '../../db/schema/register.ts';

export async function findValidChannel(db: Db, code: string) {
  const [row] = await db
    .select({ code: channelCodes.code, name: channelCodes.name, valid: channelCodes.valid })
    .from(channelCodes)
    .where(eq(channelCodes.code, code))
    .limit(1);
  return row?.valid ? row : undefined;
}

export async function insertBusiness(db: Db, row: { name: string; createdAt: Date }) {
  const [inserted] = await db
    .insert(businesses)
    .values({ name: row.name, status: 0, createdAt: row.createdAt })
    .returning({ id: businesses.id, name: businesses.name, status: businesses.status });
  return inserted;
}

interface NewMember {
  businessId: number;
  phone: string;
  surname: string;
  passwordHash: string;
  createdAt: Date;
}

export function insertMaster(db: Db, row: NewMember) {
  return insertMember(db, { ...row, master: true, privilege: 255 });
}

export async function insertMember(db: Db, row: NewMember & { master: boolean; privilege: number }) {
  const [inserted] = await db.insert(users).values(row).returning();
  return inserted;
}
