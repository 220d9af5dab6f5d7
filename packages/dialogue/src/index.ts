export { type Candidate, type CompiledScript, compileScript, heardAt, type ScriptSources } from './compile.ts';
export { DialogueFinishedError, respond, startDialogue } from './dialogue.ts';
export { KNOWLEDGE_THRESHOLD, SIMILARITY_THRESHOLD } from './features.ts';
export {
  type CompiledKnowledge,
  compileKnowledge,
  findKnowledgeQuestion,
  type KnowledgeHit,
  segmentLine,
} from './knowledge-search.ts';
export { normaliseText } from './normalise.ts';
export { MAX_ROBOT_STEPS } from './runner.ts';
export { summarizeDialogue } from './summary.ts';
export type {
  CustomerInput,
  DialogItem,
  DialogueEnd,
  DialogueState,
  DialogueSummary,
  DialogueTransfer,
  Dictionary,
  KnowledgeBase,
  KnowledgeQuestion,
  NodeRef,
  PromptLine,
  RobotLine,
  RobotLineSource,
  TraceStep,
  TraceStepKind,
  Turn,
} from './types.ts';
