import { z } from 'zod';
import { dialogueEnd, dialogueState, dialogueTransfer, robotLine, traceStep } from '../flow/dialogue.ts';
import { flowDocument } from '../flow/document.ts';
import { WORDS_NAME_PATTERN } from '../rules.ts';
import { idLike, integer, optionalInteger, optionalText, paging, text } from '../schemas/fields.ts';
import { ScriptStatus, ScriptType, VersionStatus } from './constants.ts';

const scriptName = text('话术名称', 50).regex(WORDS_NAME_PATTERN, '话术名称格式不正确');
const scriptId = integer('话术ID', { positive: true });
const versionNumber = integer('版本号', { positive: true });
const revision = integer('草稿版本', { max: 2_147_483_647 });

/** Element's sort orders (ascending/descending) and the short ones; absent sorts by createTime desc. */
const sortOrder = z
  .enum(['asc', 'desc', 'ascending', 'descending'], { error: '排序方式格式错误' })
  .transform((v) => (v.startsWith('asc') ? 'asc' : 'desc'))
  .optional();
const listQuery = {
  name: optionalText('话术名称', 50),
  ...paging(10),
  sortName: z.enum(['createTime', 'modifyTime', 'status'], { error: '排序字段格式错误' }).optional(),
  sortOrder,
  sysType: idLike('系统类型'),
};

const problem = z.object({
  code: z.string(),
  message: z.string(),
  flowId: z.string().optional(),
  nodeId: z.string().optional(),
});

export const speechSkillRow = z.object({
  id: z.number().int(),
  name: z.string(),
  /** YYYY-MM-DD HH:mm:ss in the report time zone. */
  createTime: z.string(),
  modifyTime: z.string(),
  type: z.enum(ScriptType),
  status: z.enum(ScriptStatus),
  /** 1 when a running task uses the script. */
  taskStatus: z.union([z.literal(0), z.literal(1)]),
  /** The industry (querMcpConfig's industryType); tasks take it as taskConfig.mcp. */
  mcp: z.string(),
  industryType: z.string(),
  /** The number-upload template with the script's variable columns (dynamic scripts), below staticUrl; '' without. */
  templateFileUrl: z.string(),
  /** 1 when the script can transfer to a person. */
  transferPeopleFlag: z.union([z.literal(0), z.literal(1)]),
  transferSilenceSeatFlag: z.union([z.literal(0), z.literal(1)]),
  /** The version tasks run, or null before the first publication. */
  publishedVersion: z.number().int().nullable(),
  /** The draft differs from the latest submitted version. */
  draftChanged: z.boolean(),
});

const templateRow = z.object({
  id: z.number().int(),
  name: z.string(),
  createTime: z.string(),
  modifyTime: z.string(),
  type: z.enum(ScriptType),
  industryType: z.string(),
});

const draftRow = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.enum(ScriptType),
  status: z.enum(ScriptStatus),
  industryType: z.string(),
  /** Counts the draft's saves; saveDraft sends the one it started from. */
  revision: z.number().int(),
  modifyTime: z.string(),
  document: flowDocument,
  problems: z.array(problem),
  publishedVersion: z.number().int().nullable(),
});

/**
 * A version submitted or published, and what its transfers would find in the enterprise now (no
 * agent, a group gone or empty): warnings, not a refusal.
 */
const versionChange = z.object({
  version: z.number().int(),
  status: z.enum(ScriptStatus),
  warnings: z.array(problem),
});

const versionRow = z.object({
  version: z.number().int(),
  status: z.enum(VersionStatus),
  createTime: z.string(),
  /** '' until reviewed. */
  reviewTime: z.string(),
  remark: z.string(),
  /** '' unless it was published. */
  publishTime: z.string(),
  /** The version tasks run now. */
  current: z.boolean(),
});

/** Which content to talk to: a version, or the draft when none is named. */
const experienceTarget = {
  id: scriptId,
  version: optionalInteger('版本号', { positive: true }),
};

/** A turn of the experience: what the robot said, how the line was understood, the grade so far. */
const experienceTurn = z.object({
  state: dialogueState,
  robot: z.array(robotLine),
  trace: z.array(traceStep),
  finished: z.boolean(),
  end: dialogueEnd.nullable(),
  /** The ACD group the call goes to when it ended in a transfer. */
  transfer: dialogueTransfer.nullable(),
  /** SMS template codes sent this turn. */
  sms: z.array(z.string()),
  grade: z.string(),
  labels: z.array(z.string()),
  turns: z.number().int(),
});

export const speechSchemas = {
  querySpeechSkill: {
    body: z.object({
      ...listQuery,
      status: optionalInteger('话术状态', { column: 'smallint' }),
      id: optionalInteger('话术ID', { positive: true }),
    }),
    row: speechSkillRow,
  },
  queryTemplateSpeechSkill: { body: z.object(listQuery), row: templateRow },
  queryTemplateDetail: {
    body: z.object({ id: integer('模板ID', { positive: true }) }),
    row: templateRow.extend({ document: flowDocument }),
  },
  copy: {
    body: z.object({
      name: scriptName,
      id: integer('模板ID', { positive: true }),
      sysType: idLike('系统类型'),
    }),
    row: z.object({ id: z.number().int() }),
  },
  saveSpeechSkill: {
    body: z.object({
      name: scriptName,
      type: z.preprocess(
        (v: number | string) => Number(v),
        z.union([z.literal(1), z.literal(2)], { error: '请选择话术类型' }),
      ),
      industryType: text('话术所属行业', 30),
      // The original sends jsonData "{}" and version 1; the content always starts as the empty script.
      jsonData: z.string().max(10).optional(),
      version: idLike('版本'),
      sysType: idLike('系统类型'),
    }),
    row: z.object({ id: z.number().int() }),
  },
  deleteSpeechSkill: { body: z.object({ id: scriptId }) },
  exportSpeech: { body: z.object({ id: scriptId }), file: 'application/zip' },
  importSpeech: {
    upload: {
      fileField: 'OBJECT',
      aliases: ['file'],
      fields: z.object({ speechSkillName: scriptName, sysType: idLike('系统类型') }),
    },
    row: z.object({ id: z.number().int() }),
  },
  uploadLineAudio: {
    upload: { fileField: 'audio', aliases: ['file'], fields: z.object({ id: scriptId }) },
    row: z.object({ name: z.string() }),
  },
  lineAudio: {
    query: z.object({
      id: scriptId,
      name: text('录音', 100).regex(/^[a-f0-9]{32}\.wav$/, '录音格式错误'),
      token: optionalText('令牌', 200),
    }),
    file: 'audio/wav',
  },
  querySpeechSkillReview: {
    body: z.object({ speechSkillId: scriptId }),
    row: z.object({ remark: z.string() }),
  },
  querMcpConfig: { row: z.object({ industryType: z.string(), description: z.string() }) },
  queryLabel: { body: z.object({ id: scriptId, businessId: idLike('企业ID') }), row: z.object({ name: z.string() }) },
  queryDraft: { body: z.object({ id: scriptId }), row: draftRow },
  saveDraft: {
    body: z.object({ id: scriptId, revision, document: flowDocument }),
    row: z.object({ revision: z.number().int(), modifyTime: z.string(), problems: z.array(problem) }),
  },
  submitReview: { body: z.object({ id: scriptId }), row: versionChange },
  publish: { body: z.object({ id: scriptId }), row: versionChange },
  queryVersions: { body: z.object({ id: scriptId }), row: versionRow },
  queryVersion: {
    body: z.object({ id: scriptId, version: versionNumber }),
    row: versionRow.extend({ document: flowDocument }),
  },
  restoreVersion: {
    body: z.object({ id: scriptId, version: versionNumber, revision }),
    row: z.object({ revision: z.number().int(), modifyTime: z.string(), problems: z.array(problem) }),
  },
  startExperience: {
    body: z.object({
      ...experienceTarget,
      /** Values of the dynamic script's variables. */
      variables: z
        .record(z.string().max(30), z.string({ error: '变量值格式错误' }).max(100, '变量值不能超过100个字符'), {
          error: '变量格式错误',
        })
        .default({}),
    }),
    row: experienceTurn,
  },
  respondExperience: {
    body: z
      .object({
        ...experienceTarget,
        state: dialogueState,
        text: optionalText('客户回答', 200),
        silence: z.boolean({ error: '沉默格式错误' }).optional(),
      })
      .refine((body) => body.silence === true || Boolean(body.text), {
        message: '请输入客户回答',
        path: ['text'],
      }),
    row: experienceTurn,
  },
  queryReviewList: {
    body: z.object(paging(10)),
    row: z.object({
      id: z.number().int(),
      name: z.string(),
      version: z.number().int(),
      type: z.enum(ScriptType),
      industryType: z.string(),
      submitTime: z.string(),
    }),
  },
  reviewSpeechSkill: {
    body: z
      .object({
        id: scriptId,
        version: versionNumber,
        approve: z.boolean({ error: '请选择审核结果' }),
        remark: optionalText('失败原因', 200),
      })
      .refine((body) => body.approve || Boolean(body.remark), { message: '请填写失败原因', path: ['remark'] }),
    row: z.object({ status: z.enum(ScriptStatus) }),
  },
};
