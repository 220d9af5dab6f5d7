import {
  type AgentDetailRow,
  type CallMode,
  DEFAULT_MEMBER_PRIVILEGE,
  isAgentRole,
  type MemberRoleValue,
} from '@console/contracts';
import type { AgentCreateBody, AgentUpdateBody } from './api/save-agent.ts';

/** 添加成员 / 编辑成员 as the form holds it. */
export interface AgentValues {
  ifMonitor?: MemberRoleValue;
  surname: string;
  phone: string;
  code: string;
  acdIds: number[];
  dnConnectType: CallMode;
  privilege: number;
}

export const NEW_AGENT: AgentValues = {
  surname: '',
  phone: '',
  code: '',
  acdIds: [],
  dnConnectType: 'bridge',
  privilege: DEFAULT_MEMBER_PRIVILEGE,
};

export function agentValuesOf(detail: AgentDetailRow): AgentValues {
  const { agentModel, ucUserDto, acdModels } = detail;
  return {
    ifMonitor: agentModel.ifMonitor as MemberRoleValue,
    surname: ucUserDto.surname,
    phone: ucUserDto.phone,
    code: agentModel.code,
    acdIds: acdModels.map((group) => group.id),
    dnConnectType: agentModel.dnConnectType === 'uuid_bridge' ? 'uuid_bridge' : 'bridge',
    privilege: ucUserDto.privilege,
  };
}

/** An operator (role 0) is no agent: no 工号 and no groups, whatever the form still holds (modules-spec 6.2). */
function agentParts(values: AgentValues) {
  const role = values.ifMonitor ?? 0;
  const agent = isAgentRole(role);
  return {
    agentModel: { code: agent ? values.code.trim() : '', ifMonitor: role, dnConnectType: values.dnConnectType },
    acdModels: agent ? values.acdIds.map((id) => ({ id })) : [],
  };
}

export function createBody(values: AgentValues): AgentCreateBody {
  const { agentModel, acdModels } = agentParts(values);
  return {
    agentModel,
    ucUserDto: { surname: values.surname.trim(), phone: values.phone.trim(), privilege: values.privilege },
    acdModels,
  };
}

/** The main account's privileges are not sent: it has them all. */
export function updateBody(detail: AgentDetailRow, values: AgentValues): AgentUpdateBody {
  const { agentModel, acdModels } = agentParts(values);
  const master = detail.ucUserDto.master === 1;
  return {
    agentModel: { ...agentModel, id: detail.agentModel.id },
    ucUserDto: {
      id: detail.ucUserDto.id,
      surname: values.surname.trim(),
      privilege: master ? undefined : values.privilege,
    },
    acdModels,
  };
}
