import { z } from 'zod';
import { ErrorMessage } from '../errors.ts';
import {
  BUILTIN_INTENT_PHRASES,
  BUILTIN_INTENTS,
  type BuiltinIntentId,
  FLOW_LIMITS,
  FLOW_SCHEMA_VERSION,
  GLOBAL_INTENT_AFTER,
  GLOBAL_INTENT_PRIORITY,
  type GlobalIntentAfter,
  type GlobalIntentPriority,
} from './constants.ts';

/**
 * The content of a speech script: a flow document. Stored as JSON per script version, edited in
 * the console's editor, run by the dialogue engine (packages/dialogue). The schema version lets a
 * later format read older documents; a document of another version is refused, not guessed at.
 */
const VARIABLE_NAME = /^[\u4e00-\u9fa5A-Za-z_][\u4e00-\u9fa5A-Za-z\d_]{0,29}$/;
const ID = /^[A-Za-z\d_-]{1,64}$/;

const id = (label: string) =>
  z
    .string({ error: ErrorMessage.fieldInvalid(label) })
    .regex(ID, `${label}只能包含字母、数字、下划线和短横线，最长64个字符`);
const name = (label: string) =>
  z
    .string({ error: ErrorMessage.fieldInvalid(label) })
    .trim()
    .min(1, ErrorMessage.fieldRequired(label))
    .max(FLOW_LIMITS.nameLength, `${label}不能超过${FLOW_LIMITS.nameLength}个字符`);
const line = (label: string) =>
  z
    .string({ error: ErrorMessage.fieldInvalid(label) })
    .max(FLOW_LIMITS.lineLength, `${label}不能超过${FLOW_LIMITS.lineLength}个字符`);
const labels = z
  .array(
    z
      .string({ error: '标签格式错误' })
      .trim()
      .min(1, '标签不能为空')
      .max(FLOW_LIMITS.labelLength, `标签不能超过${FLOW_LIMITS.labelLength}个字符`),
    { error: '标签格式错误' },
  )
  .max(FLOW_LIMITS.labelsPerItem, `标签不能超过${FLOW_LIMITS.labelsPerItem}个`)
  .default([]);
const phrases = (label: string) =>
  z
    .array(
      z
        .string({ error: ErrorMessage.fieldInvalid(label) })
        .trim()
        .min(1, ErrorMessage.fieldRequired(label))
        .max(FLOW_LIMITS.phraseLength, `${label}不能超过${FLOW_LIMITS.phraseLength}个字符`),
      { error: ErrorMessage.fieldInvalid(label) },
    )
    .max(FLOW_LIMITS.phrasesPerIntent, `${label}不能超过${FLOW_LIMITS.phrasesPerIntent}个`)
    .default([]);

/** Where a node sits on the editor's canvas. */
const position = z.object({ x: z.number().finite(), y: z.number().finite() }).default({ x: 0, y: 0 });

/** A node of another flow, or of this one when flowId is left out; the flow's start without nodeId. */
const target = z.object({ flowId: id('流程ID').optional(), nodeId: id('节点ID').optional() });

const nodeBase = {
  id: id('节点ID'),
  name: name('节点名称'),
  position,
  /** Labels the call gets when it reaches the node (label_show). */
  labels,
};

/**
 * The robot says a line (with ${variables}), then goes on to `next`. An empty line is a draft's
 * unfinished work, saved like any other: validation refuses it before the script is submitted.
 */
const sayNode = z.object({
  ...nodeBase,
  kind: z.literal('say'),
  text: line('话术内容'),
  /** A recorded line (stored file name); the text is still what the transcript shows. */
  audio: z.string().max(200).optional(),
  /** Whether the customer may interrupt the line. */
  interruptible: z.boolean().default(true),
  next: id('下一节点').optional(),
});

/** A branch of a listening node: an intent, or a turn outcome (silence, unrecognised, any). */
const branch = z.object({
  id: id('分支ID'),
  /** An intent id (builtin or the script's own) or a TurnOutcome. */
  intent: id('分支意图'),
  target: id('分支目标').optional(),
  labels,
});

/** The robot listens and branches by what the customer says. */
const listenNode = z.object({
  ...nodeBase,
  kind: z.literal('listen'),
  branches: z.array(branch).max(FLOW_LIMITS.branchesPerNode, `分支不能超过${FLOW_LIMITS.branchesPerNode}个`),
});

const jumpNode = z.object({ ...nodeBase, kind: z.literal('jump'), target });

/** Hands the call to a human of an ACD group, saying `text` first. */
const transferNode = z.object({
  ...nodeBase,
  kind: z.literal('transfer'),
  text: line('转接提示语').default(''),
  acdGroupId: z.number().int().positive().optional(),
});

/** Sends an approved SMS template to the customer, then goes on. */
const smsNode = z.object({
  ...nodeBase,
  kind: z.literal('sms'),
  templateCode: z.string().trim().max(64).default(''),
  next: id('下一节点').optional(),
});

/** Ends the call after a closing line. */
const hangupNode = z.object({ ...nodeBase, kind: z.literal('hangup'), text: line('结束语').default('') });

export const flowNode = z.discriminatedUnion(
  'kind',
  [sayNode, listenNode, jumpNode, transferNode, smsNode, hangupNode],
  {
    error: '节点类型格式错误',
  },
);

const flow = z.object({
  id: id('流程ID'),
  name: name('流程名称'),
  /** The first node of the flow. */
  start: id('起始节点').optional(),
  nodes: z.array(flowNode).max(FLOW_LIMITS.nodesPerFlow, `每个流程的节点不能超过${FLOW_LIMITS.nodesPerFlow}个`),
});

/** What the customer means: matched by regular expressions, keywords, then example utterances. */
const intent = z.object({
  id: id('意图ID'),
  name: name('意图名称'),
  regex: phrases('正则表达式'),
  keywords: phrases('关键词'),
  examples: phrases('例句'),
  labels,
});

/**
 * An intent heard at every listening node (全局意图): a price question, "are you a robot", a
 * complaint. The robot answers it, then goes back to the node that asked (its question again),
 * jumps, transfers or hangs up. A node's own branch for the same intent wins at that node; with
 * priority high the global intent is heard before the node's other branches, with low only when
 * none of them matches.
 */
const globalIntent = z.object({
  id: id('全局意图ID'),
  intent: id('全局意图'),
  text: line('回答话术').default(''),
  after: z.enum(Object.keys(GLOBAL_INTENT_AFTER) as [GlobalIntentAfter], { error: '后续动作格式错误' }),
  /** Where a jump goes: another flow's start or node. */
  target: target.optional(),
  /** The ACD group a transfer rings; none rings any idle agent of the enterprise. */
  acdGroupId: z.number().int().positive().optional(),
  priority: z
    .enum(Object.keys(GLOBAL_INTENT_PRIORITY) as [GlobalIntentPriority], { error: '优先级格式错误' })
    .default('low'),
  labels,
});

/** One condition of a grade rule; all conditions of a rule must hold. */
export const gradeCondition = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('nodeReached'), nodeId: id('节点ID') }),
    z.object({ kind: z.literal('intentHit'), intentId: id('意图ID'), minTimes: z.number().int().min(1).default(1) }),
    z.object({
      kind: z.literal('turns'),
      min: z.number().int().min(0).optional(),
      max: z.number().int().min(0).optional(),
    }),
    z.object({
      kind: z.literal('keyword'),
      words: phrases('关键词').pipe(z.array(z.string()).min(1, '关键词不能为空')),
    }),
    z.object({
      kind: z.literal('duration'),
      minSeconds: z.number().min(0).optional(),
      maxSeconds: z.number().min(0).optional(),
    }),
  ],
  { error: '评级条件格式错误' },
);

const gradeRule = z.object({
  id: id('规则ID'),
  /** An intention label of the enterprise (queryLabelOptionList), e.g. A. */
  grade: name('意向等级'),
  conditions: z
    .array(gradeCondition)
    .min(1, '评级规则至少需要一个条件')
    .max(FLOW_LIMITS.conditionsPerRule, `评级条件不能超过${FLOW_LIMITS.conditionsPerRule}个`),
});

const variable = z.object({
  name: z
    .string({ error: '变量名格式错误' })
    .regex(VARIABLE_NAME, '变量名只能包含中文、字母、数字和下划线，且不能以数字开头'),
  /** What the number-upload template's column header says. */
  description: z.string().trim().max(50).default(''),
  /** Shown in the experience panel's form. */
  sample: z.string().trim().max(100).default(''),
});

const settings = z.object({
  /** How long the robot waits for the customer before the turn is silence. */
  silenceTimeoutMs: z.number().int().min(1000).max(30_000).default(5000),
  /** Silent turns in a row after which the call ends politely. */
  maxSilences: z.number().int().min(1).max(10).default(3),
  /** Unrecognised turns in a row after which the call ends politely. */
  maxUnrecognised: z.number().int().min(1).max(10).default(3),
  /** What the robot says when it gives up. */
  goodbyeLine: line('结束语').default('不好意思，可能信号不太好，稍后再联系您，再见。'),
  /** What the robot says when it did not understand and stays at the node. */
  repeatLine: line('未识别提示语').default('不好意思，我没听清楚，您能再说一遍吗？'),
  /**
   * What the robot says when the customer said nothing and the node has no silence branch: a
   * quiet line is not a line misheard.
   */
  silenceLine: line('沉默提示语').default('喂，您好，请问您还在听吗？'),
  /** Whether customers may interrupt the robot: never, on interruptible lines, or always. */
  interrupt: z.enum(['never', 'interruptible', 'always']).default('interruptible'),
  /** Grade when no rule matches. */
  defaultGrade: name('默认意向等级').default('F'),
});

export const flowDocument = z.object({
  schemaVersion: z.literal(FLOW_SCHEMA_VERSION, { error: `话术内容版本不支持（应为${FLOW_SCHEMA_VERSION}）` }),
  settings: settings.default(() => settings.parse({})),
  variables: z.array(variable).max(FLOW_LIMITS.variables, `变量不能超过${FLOW_LIMITS.variables}个`).default([]),
  intents: z.array(intent).max(FLOW_LIMITS.intents, `意图不能超过${FLOW_LIMITS.intents}个`).default([]),
  /** The first flow is the main flow; the others are sub-flows reached by jumps. */
  flows: z.array(flow).min(1, '至少需要一个主流程').max(FLOW_LIMITS.flows, `流程不能超过${FLOW_LIMITS.flows}个`),
  globalIntents: z
    .array(globalIntent)
    .max(FLOW_LIMITS.globalIntents, `全局意图不能超过${FLOW_LIMITS.globalIntents}个`)
    .default([]),
  /** Knowledge bases that answer questions at any listening node. */
  knowledgeBaseIds: z.array(z.number().int().positive()).max(20).default([]),
  /** Similar-word dictionaries that expand the intents' keywords. */
  dictionaryIds: z.array(z.number().int().positive()).max(50).default([]),
  /** In order; the first rule whose conditions all hold gives the grade. */
  gradeRules: z.array(gradeRule).max(FLOW_LIMITS.gradeRules, `评级规则不能超过${FLOW_LIMITS.gradeRules}条`).default([]),
});

export type FlowDocument = z.output<typeof flowDocument>;
export type FlowDocumentInput = z.input<typeof flowDocument>;
export type FlowNode = z.output<typeof flowNode>;
export type FlowNodeKind = FlowNode['kind'];
export type Flow = FlowDocument['flows'][number];
export type FlowIntent = FlowDocument['intents'][number];
export type FlowBranch = Extract<FlowNode, { kind: 'listen' }>['branches'][number];
export type GradeRule = FlowDocument['gradeRules'][number];
export type FlowGlobalIntent = FlowDocument['globalIntents'][number];
export type GradeCondition = z.output<typeof gradeCondition>;
export type FlowVariable = FlowDocument['variables'][number];
export type FlowSettings = FlowDocument['settings'];

/** The smallest valid script: says hello, listens, and ends on any answer. */
export function emptyFlowDocument(): FlowDocument {
  return flowDocument.parse({
    schemaVersion: FLOW_SCHEMA_VERSION,
    intents: (Object.keys(BUILTIN_INTENTS) as BuiltinIntentId[]).map((intentId) => ({
      id: intentId,
      name: BUILTIN_INTENTS[intentId],
      ...BUILTIN_INTENT_PHRASES[intentId],
    })),
    flows: [
      {
        id: 'main',
        name: '主流程',
        start: 'opening',
        nodes: [
          {
            id: 'opening',
            kind: 'say',
            name: '开场白',
            text: '您好，请问现在方便说话吗？',
            next: 'ask',
            position: { x: 0, y: 0 },
          },
          {
            id: 'ask',
            kind: 'listen',
            name: '等待回答',
            position: { x: 0, y: 140 },
            branches: [{ id: 'any', intent: 'any', target: 'bye' }],
          },
          { id: 'bye', kind: 'hangup', name: '结束', text: '好的，感谢您的接听，再见。', position: { x: 0, y: 280 } },
        ],
      },
    ],
  });
}
