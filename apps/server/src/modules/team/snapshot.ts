import {
  CALL_MODES,
  isAgentRole,
  PRIVILEGE_SWITCHES,
  privilegeHas,
  roleLabel,
  strategyLabel,
} from '@console/contracts';
import type { AuditSnapshot } from './audit.ts';

/** What the audit log shows of a member: display values, agent fields only for agents. */
export function memberSnapshot(member: {
  surname: string;
  phone: string;
  master: boolean;
  role: number;
  privilege: number;
  agent: { code: string; dn: string; callMode: string; groups: { name: string }[] } | null;
}): AuditSnapshot {
  const snapshot: AuditSnapshot = {
    surname: member.surname,
    phone: member.phone,
    role: roleLabel(member.role, member.master),
    privilege: member.master ? '全部' : privilegeNames(member.privilege),
  };
  if (member.agent && (member.master || isAgentRole(member.role))) {
    snapshot.code = member.agent.code;
    snapshot.dn = member.agent.dn;
    snapshot.callMode = CALL_MODES.find((m) => m.value === member.agent?.callMode)?.label ?? member.agent.callMode;
    snapshot.groups = member.agent.groups.map((g) => g.name).join('、') || '无';
  }
  return snapshot;
}

export function privilegeNames(privilege: number): string {
  const names = PRIVILEGE_SWITCHES.filter((s) => privilegeHas(privilege, s.bit)).map((s) => s.label);
  return names.length > 0 ? names.join('、') : '无';
}

export function groupSnapshot(group: {
  name: string;
  strategy: string;
  maxTries: number;
  know?: string;
  quickReply?: string;
  model?: string;
}): AuditSnapshot {
  return {
    name: group.name,
    strategy: strategyLabel(group.strategy),
    maxTries: String(group.maxTries),
    knowledge: group.know ?? '无',
    quickReply: group.quickReply ?? '无',
    model: group.model || '无',
  };
}
