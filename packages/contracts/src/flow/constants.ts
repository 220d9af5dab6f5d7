/**
 * The flow document's constants, apart from its zod schema (document.ts): the console's editor
 * and validateFlow need them, and must not pull zod into the browser for it.
 */
export const FLOW_SCHEMA_VERSION = 1;

export const FLOW_LIMITS = {
  flows: 20,
  nodesPerFlow: 300,
  branchesPerNode: 30,
  intents: 200,
  globalIntents: 30,
  /** Regular expressions, keywords or example utterances of one intent, each kind. */
  phrasesPerIntent: 200,
  phraseLength: 100,
  lineLength: 500,
  variables: 30,
  gradeRules: 30,
  conditionsPerRule: 10,
  labelsPerItem: 10,
  labelLength: 20,
  nameLength: 30,
  idLength: 64,
} as const;

/**
 * Intents every script has; a script may add phrases to them. 沉默, 未识别 and 任意 are not
 * intents but outcomes of a turn, branched on like intents.
 */
export const BUILTIN_INTENTS = { affirm: '肯定', negate: '否定', refuse: '拒绝' } as const;
export type BuiltinIntentId = keyof typeof BUILTIN_INTENTS;
/**
 * What follows a global intent's answer. Here, not beside the schema: the console reads it
 * without loading zod, whose object schemas probe for eval (a CSP violation) when built.
 */
export const GLOBAL_INTENT_AFTER = {
  return: '回到原节点',
  jump: '跳转',
  transfer: '转人工',
  hangup: '挂机',
} as const;
export type GlobalIntentAfter = keyof typeof GLOBAL_INTENT_AFTER;
/** A global intent's priority against the branches of the node that hears it. */
export const GLOBAL_INTENT_PRIORITY = {
  high: '高：先于节点自己的分支',
  low: '低：节点的分支都没听懂时',
} as const;
export type GlobalIntentPriority = keyof typeof GLOBAL_INTENT_PRIORITY;
/**
 * What a script's transfers would find in the enterprise, said when it is submitted or published
 * (warnings, not refusals: agents and groups change after a script is written). `where` names the
 * node or global intent (节点「转人工」).
 */
export const TRANSFER_WARNING_TEXTS = {
  noAgent: '企业还没有坐席，转人工将无人接听，请在 团队管理 中添加坐席',
  missingGroup: (where: string) => `${where}的转接坐席组已不存在`,
  emptyGroup: (where: string, group: string) => `${where}的转接坐席组「${group}」没有坐席`,
} as const;
export type TransferWarningCode = keyof typeof TRANSFER_WARNING_TEXTS;

/**
 * A transfer that found nobody: the robot's closing line, and the name its dialog item carries
 * (转人工失败：无空闲坐席), which 识别详情 shows above the line.
 */
export const TRANSFER_FALLBACK = {
  nodeName: '转人工失败',
  text: '当前坐席繁忙，稍后会有专人与您联系，再见。',
  misses: { noGroup: '坐席组不存在', noAgent: '没有坐席', noIdleAgent: '无空闲坐席', unavailable: '无法转接' },
} as const;
export type TransferMiss = keyof typeof TRANSFER_FALLBACK.misses;

export const TURN_OUTCOMES = { silence: '沉默', unrecognised: '未识别', any: '任意' } as const;
export type TurnOutcome = keyof typeof TURN_OUTCOMES;

/** A variable reference in a line: ${name}. */
export const VARIABLE_REFERENCE = /\$\{([^{}\s]+)\}/g;
/** The default phrases of the builtin intents, which every new script starts with. */
export const BUILTIN_INTENT_PHRASES: Record<BuiltinIntentId, { keywords: string[]; examples: string[] }> = {
  affirm: {
    keywords: [
      '是的',
      '对',
      '好的',
      '可以',
      '行',
      '嗯',
      '有',
      '需要',
      '感兴趣',
      '没问题',
      '方便',
      // Who says yes to 是某某吗 in other words, and yes said the regional way.
      '我就是',
      '本人',
      '是本人',
      '没错',
      '正是',
      '是滴',
      '嗯呐',
      '好嘞',
      '得嘞',
      '对头',
      '要得',
      '中',
      'ok',
      '好',
      '是',
    ],
    examples: ['是的没错', '好的你说吧', '可以的', '有兴趣了解一下', '现在方便'],
  },
  negate: {
    keywords: [
      '不是',
      '没有',
      '不需要',
      '不用',
      '不方便',
      '不感兴趣',
      '不行',
      '错了',
      '不是我',
      '没想过',
      '木有',
      '没那回事',
    ],
    examples: ['暂时不需要', '现在不方便', '没有这个打算'],
  },
  refuse: {
    keywords: ['别打了', '不要再打', '骚扰', '投诉', '拉黑', '滚', '滚蛋', '骗子', '诈骗', '神经病', '举报', '报警'],
    examples: ['你们别再给我打电话了', '我要投诉你们', '以后不要再打了'],
  },
};
