import { checkField, type FieldSpec } from '@console/contracts';
import type { Rule } from 'antd/es/form';

/**
 * antd Form.Item props for a field of the contract's rule set. A single validator runs the
 * contract's checks in order, so the message shown is exactly the spec's text for the first
 * failing rule (antd's own `required` would show its generic text instead).
 */
export function contractRules(spec: FieldSpec): Rule[] {
  return [
    {
      validator: (_rule, value: unknown) => {
        const message = checkField(value, spec.rules, spec.label);
        return message ? Promise.reject(new Error(message)) : Promise.resolve();
      },
    },
  ];
}

/** rules plus the required mark, for fields whose first check is `require`. */
export function contractField(spec: FieldSpec): { rules: Rule[]; required: boolean } {
  return { rules: contractRules(spec), required: spec.rules[0]?.rule === 'require' };
}
