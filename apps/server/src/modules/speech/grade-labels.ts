import type { FlowDocument } from '@console/contracts';
import type { Db } from '../../db/database.ts';
import { addIntentionTags } from './repo.ts';

/**
 * The grades an enterprise's scripts give from its first day (the templates' grade rules use
 * them), with what each means. The customer pages pick a manual grade only among an enterprise's
 * intention labels, so an enterprise without them could not record a follow-up at all.
 */
export const GRADE_LABELS = [
  { name: 'A', description: '意向较强' },
  { name: 'B', description: '有一定意向' },
  { name: 'C', description: '意向不明确' },
  { name: 'D', description: '明确拒绝' },
] as const;

/** The grades a script can give: those of its rules and the one it falls back to. */
export function gradesOf(document: FlowDocument): string[] {
  return [...new Set([...document.gradeRules.map((rule) => rule.grade), document.settings.defaultGrade])];
}

/** The first-day grades, written with the enterprise they belong to (in its transaction). */
export function seedGradeLabels(db: Db, businessId: number): Promise<void> {
  return addIntentionTags(db, businessId, GRADE_LABELS);
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
