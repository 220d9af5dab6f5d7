import { checkField, type FieldSpec, type TextFieldCheck, textFieldProblem } from '@console/contracts';
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

/**
 * antd Form.Item props for a text field with its own messages (the contract's TextFieldCheck):
 * one validator, so exactly the spec's text for the first failing check shows (antd's own
 * `required` and `max` would each add their own). The server answers with the same texts.
 */
export function textField(field: TextFieldCheck): { rules: Rule[]; required: boolean } {
  return {
    required: field.required !== undefined,
    rules: [
      {
        validator: (_rule, value: unknown) => {
          const problem = textFieldProblem(field, typeof value === 'string' ? value.trim() : '');
          return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
        },
      },
    ],
  };
}
