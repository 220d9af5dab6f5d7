/**
 * The engine's inputs besides the flow document, and everything it hands back. All of
 * DialogueState is plain JSON: the server stores it between the requests of one call.
 */

/** A knowledge base: questions the robot answers at any listening node, then returns to it. */
export interface KnowledgeBase {
  id: number;
  name: string;
  /** Similar-word dictionaries used with this base (they also expand the script's keywords). */
  dictionaryIds: number[];
  questions: KnowledgeQuestion[];
}

export interface KnowledgeQuestion {
  id: number;
  question: string;
  /** Other ways customers ask the same question. */
  similar: string[];
  /** Said in turn on repeated hits of the question. */
  answers: { text: string; audio?: string }[];
  /** Whether the customer may interrupt the answer. */
  interrupt: boolean;
  category?: string;
}

/** A similar-word dictionary: each entry's term and synonyms are interchangeable. */
export interface Dictionary {
  id: number;
  name: string;
  terms: { term: string; synonyms: string[] }[];
}

/** Where a node is: the flow and the node id (node ids are unique within a flow only). */
export interface NodeRef {
  flowId: string;
  nodeId: string;
}

/** Why a dialogue ended: a hang-up node, a transfer to a person, or the robot gave up. */
export type DialogueEnd = 'hangup' | 'transfer' | 'gaveUp';

/**
 * What produced a robot line: a node of the script, the repeat line after silence or an
 * unrecognised turn, a knowledge answer, or the goodbye line when the robot gives up.
 */
export type RobotLineSource = 'node' | 'repeat' | 'knowledge' | 'goodbye';

export interface RobotLine {
  nodeId: string;
  /** The node's name; for a knowledge answer the question it answers. */
  nodeName: string;
  /** Variables substituted; a missing variable becomes ''. */
  text: string;
  audio?: string;
  /** Whether the customer may interrupt it, by settings.interrupt and the node or question. */
  interruptible: boolean;
  source: RobotLineSource;
}

/** One entry of a turn's explanation: a matching step tried at a listening node, or a guard. */
export type TraceStepKind =
  | 'regex'
  | 'keyword'
  | 'synonym'
  | 'similarity'
  | 'pinyin'
  | 'knowledge'
  | 'any'
  | 'silence'
  | 'unrecognised'
  /** The runner stopped: a robot-only cycle, a missing node or a node without a way on. */
  | 'guard';

export interface TraceStep {
  nodeId: string;
  step: TraceStepKind;
  intentId?: string;
  /** The keyword, pattern, example or question of the best candidate. */
  matched?: string;
  score?: number;
  threshold?: number;
  result: 'hit' | 'miss';
  /** Why, where the fields above do not say it (the knowledge question id, a repeat, a give-up). */
  note?: string;
}

/** The 识别详情 record of a call, in the product's shape. Times are ms since the call started. */
export type DialogItem =
  | { role: 'robot'; nodeName: string; text: string; nodeStartTime: number }
  | { role: 'user'; text: string; hits: { hit: string }[]; userSpeakingTime: number };

/** The line a listening node repeats: the last say node before it in the run that reached it. */
export interface PromptLine {
  nodeId: string;
  nodeName: string;
  text: string;
  audio?: string;
  interruptible: boolean;
}

export interface DialogueState {
  version: 1;
  /** The listening node the robot waits at; null once finished. */
  at: NodeRef | null;
  prompt: PromptLine | null;
  variables: Record<string, string>;
  finished: boolean;
  end: DialogueEnd | null;
  transfer: { acdGroupId?: number } | null;
  /** The latest time a turn gave, ms since the call started. */
  atMs: number;
  /** Customer turns with speech (silences are not counted). */
  turns: number;
  silencesInRow: number;
  unrecognisedInRow: number;
  /** Times each intent (and turn outcome silence/unrecognised/any) decided a turn. */
  intentsHit: Record<string, number>;
  /** Times each knowledge question was answered, by question id: picks the next answer. */
  knowledgeHits: Record<string, number>;
  /** Ids of the nodes reached, first-seen order. */
  nodesReached: string[];
  labels: string[];
  /** Template codes of the SMS sent so far. */
  sms: string[];
  dialog: DialogItem[];
}

export interface Turn {
  state: DialogueState;
  /** What the robot says this turn, in order. */
  robot: RobotLine[];
  trace: TraceStep[];
  finished: boolean;
  end?: DialogueEnd;
  transfer?: { acdGroupId?: number };
  /** Template codes of the SMS sent this turn. */
  sms?: string[];
}

export type CustomerInput = { text: string; atMs?: number } | { silence: true; atMs?: number };

export interface DialogueSummary {
  grade: string;
  labels: string[];
  turns: number;
  durationSeconds: number;
  intentsHit: Record<string, number>;
  nodesReached: string[];
  dialog: DialogItem[];
}
