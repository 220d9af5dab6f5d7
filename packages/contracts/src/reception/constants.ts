/** Number types that receive calls: 1 reception, 3 reception and outbound. */
export const RECEPTION_NUMBER_TYPES = [1, 3] as const;

/** ani of a rule that takes calls from any caller. */
export const ANY_CALLER = '*';

/** One step of what the router does with a matched call. */
export interface RuleAction {
  type: 'App' | 'Bridge';
  /** The application an App step runs (set). */
  app?: string;
  data: string;
}

/** rule_template.json: the rule of a number that has none yet (served below ORIGINAL_CONFIG_PATH). */
export const RULE_TEMPLATE = {
  id: '',
  ani: '',
  dni: '',
  name: '',
  hostGroupId: '',
  actions: [
    { type: 'App', app: 'set', data: 'bypass_media=false' },
    { type: 'Bridge', data: '' },
  ] satisfies RuleAction[],
  headers: { 'robot-id': '', 'business-id': '' },
  sourceAllows: [] as string[],
  relation: {
    'business-id': '',
    'business-name': '',
    'app-id': '',
    'app-name': '',
    'robot-id': '',
    'robot-name': '',
  },
};

export type RuleTemplate = typeof RULE_TEMPLATE;

/** The script and enterprise a rule names, as the page fills them in. */
export interface RuleBinding {
  cpnCode: string;
  robotId: string;
  robotName: string;
  businessId: string;
  businessName: string;
}

/**
 * The rule to save (modules-spec 5.1): the number's rule (or the template) with ani kept (or
 * "*"), dni the number, headers and relation naming the script and the enterprise.
 */
export function fillRule(rule: RuleTemplate, binding: RuleBinding): RuleTemplate {
  return {
    ...rule,
    ani: rule.ani || ANY_CALLER,
    dni: binding.cpnCode,
    headers: { ...rule.headers, 'robot-id': binding.robotId, 'business-id': binding.businessId },
    relation: {
      ...rule.relation,
      'robot-id': binding.robotId,
      'robot-name': binding.robotName,
      'business-id': binding.businessId,
      'business-name': binding.businessName,
    },
  };
}
