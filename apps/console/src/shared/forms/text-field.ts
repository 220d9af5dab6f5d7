import { type TextFieldCheck, textFieldProblem } from '@console/contracts';
import type { Rule } from 'antd/es/form';

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
