import { TEAM_FIELDS, type TeamTextField, teamFieldProblem } from '@console/contracts';
import type { Rule } from 'antd/es/form';

/**
 * antd Form.Item props for a text field of the team dialogs: one validator, so exactly the
 * spec's text for the first failing check shows (antd's own `required` and `max` would each add
 * their own). The texts are the contract's, which the server answers with too.
 */
export function textField(field: TeamTextField): { rules: Rule[]; required: boolean } {
  return {
    required: field.required !== undefined,
    rules: [
      {
        validator: (_rule, value: unknown) => {
          const problem = teamFieldProblem(field, typeof value === 'string' ? value.trim() : '');
          return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
        },
      },
    ],
  };
}

/** 新增团队成员 / 编辑团队成员 (modules-spec 6.1). */
export const memberFields = {
  surname: textField(TEAM_FIELDS.memberSurname),
  phone: textField(TEAM_FIELDS.memberPhone),
};

/** 添加成员 / 编辑成员 and 创建分组 / 编辑分组 (modules-spec 6.2). */
export const agentFields = {
  surname: textField(TEAM_FIELDS.agentSurname),
  phone: textField(TEAM_FIELDS.agentPhone),
  code: textField(TEAM_FIELDS.agentCode),
  groupName: textField(TEAM_FIELDS.groupName),
};
