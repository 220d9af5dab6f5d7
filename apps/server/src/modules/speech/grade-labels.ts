import { FIRST_DAY_GRADES, type FlowDocument } from '@console/contracts';
import type { Db } from '../../db/database.ts';
import { addIntentionTags } from './repo.ts';

/** The grades a script can give: those of its rules and the one it falls back to. */
export function gradesOf(document: FlowDocument): string[] {
  return [...new Set([...document.gradeRules.map((rule) => rule.grade), document.settings.defaultGrade])];
}

/**
 * The first-day grades, written with the enterprise they belong to (in its transaction): the
 * customer pages pick a manual grade only among an enterprise's intention labels, so without them
 * a follow-up could not be recorded at all.
 */
export function seedGradeLabels(db: Db, businessId: number): Promise<void> {
  return addIntentionTags(db, businessId, FIRST_DAY_GRADES);
}

/**
 * A published script's own grades join the enterprise's labels, so its calls' grades can be
 * filtered on and given by hand; a grade that has a label keeps its text.
 */
export function addScriptGrades(db: Db, businessId: number, document: FlowDocument): Promise<void> {
  return addIntentionTags(
    db,
    businessId,
    gradesOf(document).map((name) => ({ name, description: '' })),
  );
}
