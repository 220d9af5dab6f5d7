import { z } from 'zod';

/**
 * What the dialogue engine (packages/dialogue) hands back, as schemas: the experience panel
 * carries a dialogue's state between its requests, and the server checks the state it gets back
 * before the engine reads it. The engine's types are these.
 */
const nodeRef = z.object({ flowId: z.string().max(64), nodeId: z.string().max(64) });

export const dialogueEnd = z.enum(['hangup', 'transfer', 'gaveUp']);

export const robotLine = z.object({
  nodeId: z.string(),
  /** The node's name; for a knowledge answer the question it answers. */
  nodeName: z.string(),
  /** Variables substituted; a missing variable becomes ''. */
  text: z.string(),
  audio: z.string().optional(),
  /** Whether the customer may interrupt it, by settings.interrupt and the node or question. */
  interruptible: z.boolean(),
  /**
   * A node of the script, the repeat line, a knowledge answer, a global intent's answer, or the
   * goodbye when the robot gives up.
   */
  source: z.enum(['node', 'repeat', 'knowledge', 'global', 'goodbye']),
});

export const traceStep = z.object({
  nodeId: z.string(),
  step: z.enum([
    'polarity',
    'regex',
    'keyword',
    'synonym',
    'similarity',
    'pinyin',
    'knowledge',
    'any',
    'silence',
    'unrecognised',
    'guard',
  ]),
  intentId: z.string().optional(),
  /** The keyword, pattern, example or question of the best candidate. */
  matched: z.string().optional(),
  score: z.number().optional(),
  threshold: z.number().optional(),
  result: z.enum(['hit', 'miss']),
  /** Why, where the fields above do not say it (the knowledge question id, a repeat, a give-up). */
  note: z.string().optional(),
});

/** The 识别详情 record of a call (modules-spec 4.6). Times are ms since the call started. */
export const dialogItem = z.discriminatedUnion('role', [
  z.object({ role: z.literal('robot'), nodeName: z.string(), text: z.string(), nodeStartTime: z.number() }),
  z.object({
    role: z.literal('user'),
    text: z.string(),
    hits: z.array(z.object({ hit: z.string() })),
    userSpeakingTime: z.number(),
  }),
]);

const promptLine = z.object({
  nodeId: z.string(),
  nodeName: z.string(),
  text: z.string(),
  audio: z.string().optional(),
  interruptible: z.boolean(),
});

const count = z.number().int().nonnegative();

/**
 * Where a call ending in a transfer goes: an ACD group, or (none) any idle agent. `labels` are
 * those the transfer itself gave the call (a transfer node's, a transferring global intent's)
 * that it had not had before: a transfer that finds nobody takes them off again.
 */
export const dialogueTransfer = z.object({
  acdGroupId: z.number().int().optional(),
  labels: z.array(z.string()).max(500).default([]),
});

export const dialogueState = z.object(
  {
    version: z.literal(1),
    /** The listening node the robot waits at; null once finished. */
    at: nodeRef.nullable(),
    prompt: promptLine.nullable(),
    variables: z.record(z.string(), z.string().max(500)),
    finished: z.boolean(),
    end: dialogueEnd.nullable(),
    transfer: dialogueTransfer.nullable(),
    /** The latest time a turn gave, ms since the call started. */
    atMs: z.number().nonnegative(),
    /** Customer turns with speech (silences are not counted). */
    turns: count,
    silencesInRow: count,
    unrecognisedInRow: count,
    /** Times each intent (and turn outcome silence/unrecognised/any) decided a turn. */
    intentsHit: z.record(z.string(), count),
    /** Times each knowledge question was answered, by question id: picks the next answer. */
    knowledgeHits: z.record(z.string(), count),
    /** Ids of the nodes reached, first-seen order. */
    nodesReached: z.array(z.string()).max(5000),
    labels: z.array(z.string()).max(500),
    /** Template codes of the SMS sent so far. */
    sms: z.array(z.string()).max(500),
    dialog: z.array(dialogItem).max(2000),
  },
  { error: '对话状态格式错误' },
);

export type DialogueState = z.output<typeof dialogueState>;
export type RobotLine = z.output<typeof robotLine>;
export type TraceStep = z.output<typeof traceStep>;
export type TraceStepKind = TraceStep['step'];
export type DialogItem = z.output<typeof dialogItem>;
export type DialogueEnd = z.output<typeof dialogueEnd>;
export type PromptLine = z.output<typeof promptLine>;
export type NodeRef = z.output<typeof nodeRef>;
export type DialogueTransfer = z.output<typeof dialogueTransfer>;
export type RobotLineSource = RobotLine['source'];
