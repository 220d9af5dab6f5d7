import { VARIABLE_REFERENCE } from '@console/contracts';

/** A line with its ${variables} filled in; a variable the call does not have becomes ''. */
export function substitute(text: string, variables: Record<string, string>): string {
  return text.replace(VARIABLE_REFERENCE, (_reference, name: string) =>
    Object.hasOwn(variables, name) ? String(variables[name]) : '',
  );
}
