import type { z } from 'zod';
import { defineEndpoints } from '../endpoint.ts';
import type { receptionRule, receptionSchemas } from './schemas.ts';

/**
 * AI接待's rules (modules-spec 5.1): which published script answers each inbound number of the
 * enterprise. The page lists the numbers with queryCPNInfoWithBus (report/endpoints.ts; itemJson is the
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

export type ReceptionRule = z.output<typeof receptionRule>;
export type ReceptionRuleInput = z.input<typeof receptionRule>;
