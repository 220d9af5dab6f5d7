import {
  BUILTIN_INTENT_PHRASES,
  BUILTIN_INTENTS,
  type BuiltinIntentId,
  FLOW_SCHEMA_VERSION,
  type FlowDocumentInput,
} from '@console/contracts';
import { type CompiledScript, compileScript, respond, startDialogue, type Turn } from '../src/index.ts';
import type { CustomerInput, Dictionary, KnowledgeBase } from '../src/types.ts';

/** Small documents for unit tests: nodes are written tersely, the rest gets defaults. */
export const say = (id: string, text: string, next?: string, extra: Record<string, unknown> = {}) => ({
  id,
  kind: 'say' as const,
  name: `说${id}`,
  text,
  next,
  ...extra,
});

export const listen = (id: string, branches: [intent: string, target: string | undefined, labels?: string[]][]) => ({
  id,
  kind: 'listen' as const,
  name: `听${id}`,
  branches: branches.map(([intent, target, labels = []], index) => ({ id: `b${index}`, intent, target, labels })),
});

export const hangup = (id: string, text = '再见。', labels: string[] = []) => ({
  id,
  kind: 'hangup' as const,
  name: `挂${id}`,
  text,
  labels,
});

export const builtinIntents = (Object.keys(BUILTIN_INTENTS) as BuiltinIntentId[]).map((id) => ({
  id,
  name: BUILTIN_INTENTS[id],
  ...BUILTIN_INTENT_PHRASES[id],
}));

export interface Intent {
  id: string;
  name?: string;
  regex?: string[];
  keywords?: string[];
  examples?: string[];
  labels?: string[];
}

/** A document with one main flow of `nodes` starting at the first, and the builtin intents. */
export function documentWith(
  nodes: unknown[],
  extra: Omit<Partial<FlowDocumentInput>, 'intents'> & { intents?: Intent[] } = {},
) {
  const { intents = [], ...rest } = extra;
  return {
    schemaVersion: FLOW_SCHEMA_VERSION,
    intents: [...builtinIntents, ...intents.map((intent) => ({ ...intent, name: intent.name ?? intent.id }))],
    flows: [{ id: 'main', name: '主流程', start: (nodes[0] as { id: string }).id, nodes }],
    ...rest,
  } as FlowDocumentInput;
}

export function compiled(
  document: FlowDocumentInput,
  knowledgeBases: KnowledgeBase[] = [],
  dictionaries: Dictionary[] = [],
): CompiledScript {
  return compileScript({ document, knowledgeBases, dictionaries });
}

/** Starts a dialogue and answers `inputs` (a string is a spoken line); every turn, the start first. */
export function talk(
  script: CompiledScript,
  inputs: (string | CustomerInput)[],
  variables: Record<string, string> = {},
): Turn[] {
  const turns = [startDialogue(script, variables)];
  for (const input of inputs) {
    const last = turns.at(-1) as Turn;
    turns.push(respond(script, last.state, typeof input === 'string' ? { text: input } : input));
  }
  return turns;
}

export const silence: CustomerInput = { silence: true };

/** What the robot said in a turn. */
export const said = (turn: Turn) => turn.robot.map((line) => line.text);

/** The steps a turn tried, as `step:result`. */
export const steps = (turn: Turn) => turn.trace.map((entry) => `${entry.step}:${entry.result}`);
