import { z } from 'zod';
import { flagValue } from '../schemas/endpoint.ts';
import {
  checkedText,
  chosenId,
  dayText,
  flag,
  idLike,
  integer,
  list,
  optionalInteger,
  optionalText,
  paging,
} from '../schemas/fields.ts';
import { CALL_MODE_VALUES, DEFAULT_MAX_TRIES, TEAM_FIELDS, TRANSFER_STRATEGY_VALUES } from './constants.ts';

const privilege = integer('权限').pipe(z.number().min(0, '权限格式错误').max(255, '权限格式错误'));
const role = z.preprocess(
  (value: number | string) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
  z.union([z.literal(0), z.literal(1), z.literal(2)], { error: '请选择角色' }),
);
const memberName = checkedText(TEAM_FIELDS.agentSurname);
const agentCode = checkedText(TEAM_FIELDS.agentCode).optional();
const callMode = z.enum(CALL_MODE_VALUES, { error: '请选择呼叫方式' }).default('bridge');
const groupIds = list(z.object({ id: integer('分组ID', { positive: true }) }), '所属分组', 50);

/** A member of the team table: their agent parts are empty ('' / []) when they are no agent. */
export const agentAcdRow = z.object({
  userId: z.number().int(),
  /** The agent's id as text; '' for a member who is no agent. */
  agentId: z.string(),
  /** 工号. */
  agentCode: z.string(),
  userName: z.string(),
  phoneNo: z.string(),
  /** The first group's id as text ('' in none): the agent desk needs one. */
  acdId: z.string(),
  acdIds: z.array(z.number().int()),
  /** The groups' names joined with 、 ('' in none). */
  acdName: z.string(),
  master: flagValue,
  ifMonitor: z.number().int(),
  /** The extension the agent's softphone registers. */
  dn: z.string(),
  dnConnectType: z.string(),
  privilege: z.number().int(),
  /** YYYY-MM-DD HH:mm:ss in the report time zone. */
  createTime: z.string(),
});

const arConfigObject = z.object(
  {
    /** 知识库: a knowledge base id the agent's assistant answers from. */
    know: optionalInteger('知识库', { positive: true }),
    /** 常用语: a knowledge base of quick replies. */
    silence: optionalInteger('常用语', { positive: true }),
    /** 质检: a quality-rule model (kept as given; the platform has no models yet). */
    model: optionalText('质检规则', 64),
  },
  { error: '高级设置格式错误' },
);
export type ArConfig = z.output<typeof arConfigObject>;

/** The original console sends arConfig as JSON text; an object is accepted too. */
const arConfig = z
  .preprocess((value: string | object | undefined | null) => {
    if (value === undefined || value === null || value === '') return {};
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value);
    } catch {
      return value;
    }
  }, arConfigObject)
  .default({});

export const acdGroupRow = z.object({
  id: z.number().int(),
  name: z.string(),
  strategy: z.enum(TRANSFER_STRATEGY_VALUES),
  maxTries: z.number().int(),
  /** JSON text {know?, silence?, model?}. */
  arConfig: z.string(),
  agentsCountOfAcd: z.number().int(),
  createTime: z.string(),
});

const groupBody = {
  name: checkedText(TEAM_FIELDS.groupName),
  strategy: z.enum(TRANSFER_STRATEGY_VALUES, { error: '请选择转坐席策略' }),
  maxTries: optionalInteger('最大尝试次数', { positive: true, max: 100 }).transform((v) => v ?? DEFAULT_MAX_TRIES),
  arConfig,
};

export const groupAgentRow = z.object({
  agentId: z.string(),
  agentCode: z.string(),
  userName: z.string(),
  dn: z.string(),
  state: z.enum(['offline', 'idle', 'busy']),
  /** ISO time since when the agent has been idle; null unless idle. */
  idleSince: z.string().nullable(),
});

export const agentDetailRow = z.object({
  agentModel: z.object({
    /** '' when the member is no agent. */
    id: z.string(),
    code: z.string(),
    ifMonitor: z.number().int(),
    dnConnectType: z.string(),
    dn: z.string(),
  }),
  ucUserDto: z.object({
    id: z.number().int(),
    surname: z.string(),
    phone: z.string(),
    privilege: z.number().int(),
    master: flagValue,
  }),
  acdModels: z.array(z.object({ id: z.number().int(), name: z.string() })),
});

const agentModel = {
  code: agentCode,
  ifMonitor: role,
  dnConnectType: callMode,
  /** The original console sends the enterprise's agent count; the server reads its own. */
  totalAgentOfBusiness: idLike('坐席总数'),
};

/** Roles 1 and 2 are agents: they need a group. */
function agentsNeedGroups(body: { agentModel: { ifMonitor: number }; acdModels: { id: number }[] }) {
  return body.agentModel.ifMonitor === 0 || body.acdModels.length > 0;
}

export const auditRow = z.object({
  id: z.number().int(),
  action: z.string(),
  actionName: z.string(),
  actorName: z.string(),
  actorPhone: z.string(),
  targetName: z.string(),
  /** Display values of the fields before and after (labels: agent/constants.ts AUDIT_FIELD_LABELS); null for creations or deletions. */
  before: z.record(z.string(), z.string()).nullable(),
  after: z.record(z.string(), z.string()).nullable(),
  createTime: z.string(),
});

export const agentSchemas = {
  acdQuery: {
    body: z.object({ id: optionalInteger('分组ID', { positive: true }) }),
    row: acdGroupRow,
  },
  acdCreate: { body: z.object(groupBody), row: acdGroupRow },
  acdUpdate: { body: z.object({ id: integer('分组ID', { positive: true }), ...groupBody }), row: acdGroupRow },
  acdDelete: { body: z.object({ id: integer('分组ID', { positive: true }) }) },
  queryAgentsAcdsByPage: {
    body: z.object({
      userId: optionalInteger('用户ID', { positive: true }),
      isDefault: flag('未分组').optional(),
      acdId: optionalInteger('分组ID', { positive: true }),
      phone: optionalText('手机号', 11),
      ...paging(10),
    }),
    row: agentAcdRow,
  },
  listAcdAgent: {
    body: z.object({ acdId: chosenId('请选择分组') }),
    row: groupAgentRow,
  },
  agentQueryByAgentId: {
    body: z.object({ userId: integer('用户ID', { positive: true }), agentId: idLike('坐席ID') }),
    row: agentDetailRow,
  },
  agentCreate: {
    body: z
      .object({
        agentModel: z.object(agentModel, { error: '坐席信息不能为空' }),
        ucUserDto: z.object(
          {
            surname: memberName,
            phone: checkedText(TEAM_FIELDS.agentPhone),
            privilege: privilege.optional(),
          },
          { error: '成员信息不能为空' },
        ),
        acdModels: groupIds,
      })
      .refine(agentsNeedGroups, { message: '请选择分组', path: ['acdModels'] }),
    row: agentDetailRow,
  },
  agentUpdate: {
    body: z
      .object({
        agentModel: z.object({ ...agentModel, id: idLike('坐席ID') }, { error: '坐席信息不能为空' }),
        ucUserDto: z.object(
          { id: integer('用户ID', { positive: true }), surname: memberName, privilege: privilege.optional() },
          { error: '成员信息不能为空' },
        ),
        acdModels: groupIds,
      })
      .refine(agentsNeedGroups, { message: '请选择分组', path: ['acdModels'] }),
    row: agentDetailRow,
  },
  agentDelete: {
    body: z.object({ userId: integer('用户ID', { positive: true }), agentId: idLike('坐席ID') }),
  },
  auditQuery: {
    body: z.object({
      userId: optionalInteger('成员', { positive: true }),
      beginTime: dayText('开始日期').optional(),
      endTime: dayText('结束日期').optional(),
      ...paging(10),
    }),
    row: auditRow,
  },
};
