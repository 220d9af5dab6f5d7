import { and, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { speechSkills } from '../../db/schema/speech.ts';

/**
 * The enterprises' scripts (deleted ones too: past calls and tasks keep their names) as a
 * read-only subquery other modules' lists join for a script's name.
 */
export function scriptsView(db: Db) {
  return db
    .select({ id: speechSkills.id, businessId: speechSkills.businessId, name: speechSkills.name })
    .from(speechSkills)
    .as('scripts');
}

/** The live scripts with a published version (what a task or AI接待 may run), as a read-only subquery. */
export function publishedScriptsView(db: Db) {
  return db
    .select({
      id: speechSkills.id,
      businessId: speechSkills.businessId,
      name: speechSkills.name,
      publishedVersion: speechSkills.publishedVersion,
    })
    .from(speechSkills)
    .where(and(isNull(speechSkills.deletedAt), isNotNull(speechSkills.publishedVersion)))
    .as('published_scripts');
}
