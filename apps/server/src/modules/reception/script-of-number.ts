import { and, asc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { calleeNumbers, receptionRules, speechSkills } from '../../db/schema.ts';
import { receivingNumber } from './repo.ts';

export interface ReceptionScript {
  speechSkillId: number;
  /** The script's published version: what answers the call. */
  scriptVersion: number;
  name: string;
}

/** The reception numbers the condition picks whose rule binds a live, published script. */
function boundScripts(db: Db, where: SQL | undefined) {
  return db
    .select({
      cpnCode: calleeNumbers.cpnCode,
      speechSkillId: speechSkills.id,
      scriptVersion: speechSkills.publishedVersion,
      name: speechSkills.name,
    })
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
    .where(where);
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
  const [row] = await boundScripts(db, receivingNumber(businessId, cpnCode, now)).limit(1);
  if (!row || row.scriptVersion === null) return null;
  return { speechSkillId: row.speechSkillId, scriptVersion: row.scriptVersion, name: row.name };
}

/** The enterprise's reception numbers that take calls now and answer with a script, in order. */
export async function boundReceptionNumbers(db: Db, businessId: number, now: Date): Promise<string[]> {
  const rows = await boundScripts(db, receivingNumber(businessId, undefined, now)).orderBy(asc(calleeNumbers.cpnCode));
  return [...new Set(rows.map((row) => row.cpnCode))];
}
