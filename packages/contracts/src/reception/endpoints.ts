import type { z } from 'zod';
import { defineEndpoints } from '../endpoint.ts';
import type { receptionRule, receptionSchemas } from './schemas.ts';

/**
 * AI接待's rules (modules-spec 5.1): which published script answers each inbound number of the
 * enterprise. The page lists the numbers with queryCPNInfoWithBus (report.ts; itemJson is the
 * number's rule) and changes a rule through the call router's config API. The router's paths
 * carry no {businessId}: the session's enterprise owns the rule, and a number or a script of
 * another enterprise is refused.
 */
const route = (path: string, summary: string) =>
  ({ service: 'router', method: 'POST', path, auth: 'session', access: 'reception', summary }) as const;

export const receptionApi = defineEndpoints<typeof receptionSchemas>()({
  /**
   * The whole rule as rule_template.json shapes it, with dni the number and headers robot-id the
   * script; query traceId is the member's account. The number must be an inbound number of the
   * enterprise in service (types 1 and 3, status 1, not expired), the script one of its published
   * scripts; the server writes the relation's names from its own records.
   */
  saveRule: route('/v1/api/config/rule/save', '保存接待规则（绑定接待话术）'),
  /** Stops the reception of the number: its rule is removed (100404 when it has none). */
  deleteRule: route('/v1/api/config/rule/delete', '删除接待规则（停止接待）'),
});

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

export type ReceptionRule = z.output<typeof receptionRule>;
export type ReceptionRuleInput = z.input<typeof receptionRule>;

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
