import type {
  DialogItem,
  DialogueEnd,
  DialogueState,
  DialogueTransfer,
  RobotLine,
  TraceStep,
} from '@console/contracts';

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

/**
 * The state, the robot's lines, the trace and the dialog record are the contracts' (flow/
 * dialogue.ts): the server checks a state it gets back against the same schema.
 */

export type {
  DialogItem,
  DialogueEnd,
  DialogueState,
  DialogueTransfer,
  NodeRef,
  PromptLine,
  RobotLine,
  RobotLineSource,
  TraceStep,
  TraceStepKind,
} from '@console/contracts';

export interface Turn {
  state: DialogueState;
  /** What the robot says this turn, in order. */
  robot: RobotLine[];
  trace: TraceStep[];
  finished: boolean;
  end?: DialogueEnd;
  transfer?: DialogueTransfer;
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
