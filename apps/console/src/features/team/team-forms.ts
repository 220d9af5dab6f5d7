import { TEAM_FIELDS } from '@console/contracts';
import { textField } from '../../shared/forms/text-field.ts';

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
