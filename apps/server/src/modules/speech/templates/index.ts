import type { ScriptTemplate } from './build.ts';
import { conferenceInvitation } from './conference.ts';
import { education } from './education.ts';
import { insurance } from './insurance.ts';
import { loan } from './loan.ts';
import { logistics } from './logistics.ts';
import { realEstate } from './real-estate.ts';

export type { ScriptTemplate } from './build.ts';

/** The platform's script templates (话术模板), the same for every enterprise, in the order they are seeded. */
export const SCRIPT_TEMPLATES: readonly ScriptTemplate[] = [
  realEstate,
  education,
  insurance,
  loan,
  conferenceInvitation,
  logistics,
];

export function templateNamed(name: string): ScriptTemplate {
  const template = SCRIPT_TEMPLATES.find((candidate) => candidate.name === name);
  if (!template) throw new Error(`no script template named ${name}`);
  return template;
}
