import { RULE_TEMPLATE, type RuleTemplate } from '@console/contracts';

/** One card of /ai/conf: an inbound number in service and its rule (the template when it has none). */
export interface ReceptionNumber {
  resId: number;
  cpnCode: string;
  rule: RuleTemplate;
  /** The rule's header robot-id: the script that answers; '' when none does. */
  robotId: string;
  /** What the card shows after 话术：: the relation's robot-name, else the id. */
  robotLabel: string;
}

/** The number's rule from its itemJson; a missing or unreadable one is the template (modules-spec 5.1). */
export function ruleOf(itemJson: string): RuleTemplate {
  if (!itemJson) return structuredClone(RULE_TEMPLATE);
  try {
    const parsed = JSON.parse(itemJson) as Partial<RuleTemplate>;
    return {
      ...structuredClone(RULE_TEMPLATE),
      ...parsed,
      headers: { ...RULE_TEMPLATE.headers, ...parsed.headers },
      relation: { ...RULE_TEMPLATE.relation, ...parsed.relation },
    };
  } catch {
    return structuredClone(RULE_TEMPLATE);
  }
}

interface NumberRow {
  resId: number;
  cpnCode: string;
  expirationStatus: number;
  itemJson: string;
}

/** The rows in service (expirationStatus 0) as cards, sorted by number. */
export function receptionNumbersOf(rows: readonly NumberRow[]): ReceptionNumber[] {
  return rows
    .filter((row) => row.expirationStatus === 0)
    .map((row) => {
      const rule = ruleOf(row.itemJson);
      const robotId = String(rule.headers['robot-id'] ?? '');
      return {
        resId: row.resId,
        cpnCode: row.cpnCode,
        rule,
        robotId,
        robotLabel: String(rule.relation['robot-name'] || robotId),
      };
    })
    .sort((a, b) => a.cpnCode.localeCompare(b.cpnCode));
}
