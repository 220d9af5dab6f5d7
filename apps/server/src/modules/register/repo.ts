import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { channelCodes } from '../../db/schema/register.ts';

export async function findValidChannel(db: Db, code: string) {
  const [row] = await db
    .select({ code: channelCodes.code, name: channelCodes.name, valid: channelCodes.valid })
    .from(channelCodes)
    .where(eq(channelCodes.code, code))
    .limit(1);
  return row?.valid ? row : undefined;
}

/** A channel code, unless it exists. */
export async function seedChannel(db: Db, channel: { code: string; name: string }): Promise<void> {
  await db
    .insert(channelCodes)
    .values({ ...channel, valid: true })
    .onConflictDoNothing();
}
