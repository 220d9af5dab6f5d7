import { PHONE_PATTERN, rules, type TextFieldCheck } from '../rules.ts';
import { PrivilegeBit } from '../session.ts';

/**
 * Team management's vocabulary (modules-spec 6, console-spec 6): roles, transfer strategies,
 * call modes, the privilege switches and the audit log's actions. Apart from the zod schemas so
 * the console shows them without bundling zod.
 */

/** A member's role (ifMonitor). The main account shows as 管理员 whatever its role. */
export const MemberRole = { operator: 0, agent: 1, supervisor: 2 } as const;
export type MemberRoleValue = (typeof MemberRole)[keyof typeof MemberRole];

export const MEMBER_ROLES: readonly { value: MemberRoleValue; label: string; tip: string }[] = [
  { value: 0, label: '操作员', tip: '操作员：可在平台建立话术，创建外呼任务' },
  {
    value: 1,
    label: '人工坐席',
    tip: '人工坐席：可在平台建立话术，创建外呼任务实时监控人机交互，并可实时接管，同时可外呼客户和接收机器人转人工的通话',
  },
  { value: 2, label: '坐席班长', tip: '坐席班长：拥有操作员和人工坐席的所有权限同时可监控人工坐席和客户的交互' },
];

export const MASTER_ROLE_LABEL = '管理员';

/** Roles 1 and 2 are agents: they have a 工号, groups and a call mode. */
export function isAgentRole(role: number): boolean {
  return role === MemberRole.agent || role === MemberRole.supervisor;
}

export function roleLabel(role: number, master: boolean): string {
  if (master) return MASTER_ROLE_LABEL;
  return MEMBER_ROLES.find((r) => r.value === role)?.label ?? '--';
}

/** How a transfer to a group picks among its registered, idle agents. */
export const TRANSFER_STRATEGIES = [
  { value: 'recent-contacts', label: '最近联系人' },
  { value: 'longest-idle-agent', label: '最长空闲' },
  { value: 'dn-round-robin', label: '分机轮选' },
  { value: 'code-round-robin', label: '工号轮选' },
  { value: 'random', label: '随机' },
] as const;
export type TransferStrategy = (typeof TRANSFER_STRATEGIES)[number]['value'];
export const TRANSFER_STRATEGY_VALUES = TRANSFER_STRATEGIES.map((s) => s.value) as [
  TransferStrategy,
  ...TransferStrategy[],
];

export function strategyLabel(strategy: string): string {
  return TRANSFER_STRATEGIES.find((s) => s.value === strategy)?.label ?? strategy;
}

/** bridge rings the agent when a call needs one; uuid_bridge keeps the agent's leg up between calls. */
export const CALL_MODES = [
  { value: 'bridge', label: '按需呼叫' },
  { value: 'uuid_bridge', label: '预先呼通' },
] as const;
export type CallMode = (typeof CALL_MODES)[number]['value'];
export const CALL_MODE_VALUES = CALL_MODES.map((m) => m.value) as [CallMode, ...CallMode[]];

export const DEFAULT_MAX_TRIES = 30;
export const AGENT_CODE_MAX = 8;
export const GROUP_NAME_MAX = 20;
export const MEMBER_NAME_MAX = 20;

/** The privilege bits a person can switch, by name (session.ts PrivilegeBit); other bits are kept as they are. */
export const PRIVILEGE_SWITCHES = [
  { bit: PrivilegeBit.statistics, label: '数据统计', tip: '查看数据统计页面与报表' },
  { bit: PrivilegeBit.reportExport, label: '导出报表', tip: '导出报表与下载数据类文件' },
  { bit: PrivilegeBit.team, label: '团队管理', tip: '查看团队成员、分组与操作日志' },
] as const;

/** A new member sees the statistics and may export them; team management is the master's to give. */
export const DEFAULT_MEMBER_PRIVILEGE = (1 << PrivilegeBit.statistics) | (1 << PrivilegeBit.reportExport);

export function withPrivilegeBit(privilege: number, bit: number, on: boolean): number {
  return on ? privilege | (1 << bit) : privilege & ~(1 << bit);
}

export function privilegeHas(privilege: number, bit: number): boolean {
  return ((privilege >> bit) & 1) === 1;
}

export const INITIAL_PASSWORD_NOTE = '注：该成员的初始密码为手机号的后6位';
export const AGENT_INITIAL_PASSWORD_NOTE = '该成员的初始密码为手机号的后6位';

const isName = (value: string) => rules.name.test(value);
const isPhone = (value: string) => PHONE_PATTERN.test(value);

/**
 * The text fields of the team dialogs with the spec's own messages (modules-spec 6), checked in
 * this order. The page and the server's schemas both read these.
 */
export const TEAM_FIELDS = {
  /** 新增团队成员 / 编辑团队成员 (6.1). */
  memberSurname: {
    required: '请输入姓名',
    max: { length: MEMBER_NAME_MAX, message: `姓名长度不可超过${MEMBER_NAME_MAX}个字符` },
    format: { test: isName, message: '姓名格式不正确' },
  },
  memberPhone: { required: '请输入手机号码', format: { test: isPhone, message: '手机号码格式不正确' } },
  /** 添加成员 / 编辑成员 (6.2). */
  agentSurname: {
    required: '请输入成员名称',
    max: { length: MEMBER_NAME_MAX, message: `长度在 1 到 ${MEMBER_NAME_MAX} 个字符` },
    format: { test: isName, message: '姓名格式不正确' },
  },
  agentPhone: { required: '请输入手机号', format: { test: isPhone, message: '手机号格式不正确' } },
  agentCode: {
    max: { length: AGENT_CODE_MAX, message: `工号不能超过${AGENT_CODE_MAX}位` },
    format: { test: (value: string) => /^\d+$/.test(value), message: '工号只能为数字' },
  },
  /** 创建分组 / 编辑分组. */
  groupName: {
    required: '请输入分组名称',
    max: { length: GROUP_NAME_MAX, message: `长度在 1 到 ${GROUP_NAME_MAX} 个字符` },
  },
} as const satisfies Record<string, TextFieldCheck>;

/** A member's first password: the last six digits of the phone. */
export function initialPassword(phone: string): string {
  return phone.slice(-6);
}

/** What the audit log records (team_audit_log.action). */
export const AUDIT_ACTIONS = {
  'member.create': '新增成员',
  'member.update': '编辑成员',
  'member.delete': '删除成员',
  'group.create': '新建分组',
  'group.update': '编辑分组',
  'group.delete': '删除分组',
  // Attempts to enter the enterprise through the inner login: a failure, and the lock-out it led to.
  'innerLogin.failed': '内部登录失败',
  'innerLogin.locked': '内部账号锁定',
} as const;
export type AuditAction = keyof typeof AUDIT_ACTIONS;

/** The audit log's names of the fields it compares (before and after). */
export const AUDIT_FIELD_LABELS: Record<string, string> = {
  surname: '姓名',
  phone: '手机号',
  role: '角色',
  privilege: '权限',
  code: '工号',
  dn: '分机号',
  callMode: '呼叫方式',
  groups: '所属分组',
  name: '分组名称',
  strategy: '转坐席策略',
  maxTries: '最大尝试次数',
  knowledge: '知识库',
  quickReply: '常用语',
  model: '质检规则',
  reason: '原因',
  failures: '连续失败次数',
  lockedMinutes: '锁定分钟数',
};

/** Texts both the page and the server use. */
export const TEAM_TEXTS = {
  groupDeleteConfirm: '删除规则组后将无法恢复，确定删除？',
  memberDeleteConfirm: '删除该成员后将无法恢复，确定删除？',
  ungrouped: '未分组',
  agentFunctionTip: '开通坐席功能后，机器人可将通话转接给人工坐席。如需开通，请联系客服。',
} as const;

/** A live agent as routing sees it. */
export type AgentState = 'offline' | 'idle' | 'busy';
/** offline: the agent's softphone is not registered (the desk closed, or the phone not opened). */
export const AGENT_STATE_LABELS: Record<AgentState, string> = { offline: '离线', idle: '空闲', busy: '通话中' };
