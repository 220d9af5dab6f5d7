import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { calleeNumbers, receptionRules, speechSkills } from '../../db/schema.ts';
import { receivingNumber } from './repo.ts';

export interface ReceptionScript {
  speechSkillId: number;
  /** The script's published version: what answers the call. */
  scriptVersion: number;
  name: string;
}

/**
 * The script that answers an inbound call to `cpnCode` of the enterprise: the one its AI接待 rule
 * binds, while the number takes calls and the script is live and published; null otherwise.
 */
export async function receptionScriptOf(
  db: Db,
  businessId: number,
  cpnCode: string,
  now = new Date(),
): Promise<ReceptionScript | null> {
  const [row] = await db
    .select({ speechSkillId: speechSkills.id, scriptVersion: speechSkills.publishedVersion, name: speechSkills.name })
    .from(receptionRules)
    .innerJoin(
      calleeNumbers,
      and(eq(calleeNumbers.businessId, receptionRules.businessId), eq(calleeNumbers.cpnCode, receptionRules.cpnCode)),
    )
    .innerJoin(
      speechSkills,
      and(
        eq(speechSkills.id, receptionRules.speechSkillId),
        eq(speechSkills.businessId, receptionRules.businessId),
        isNull(speechSkills.deletedAt),
        isNotNull(speechSkills.publishedVersion),
      ),
    )
    .where(and(eq(receptionRules.businessId, businessId), receivingNumber(businessId, cpnCode, now)))
    .limit(1);
  if (!row || row.scriptVersion === null) return null;
  return { speechSkillId: row.speechSkillId, scriptVersion: row.scriptVersion, name: row.name };
}
