import {
  BUILTIN_INTENT_PHRASES,
  BUILTIN_INTENTS,
  type BuiltinIntentId,
  FLOW_SCHEMA_VERSION,
  type FlowDocumentInput,
  type GradeCondition,
  type SCRIPT_INDUSTRIES,
} from '@console/contracts';

/**
 * Terse writing of the platform's script templates: each template file reads as the script a
 * call-centre writer would hand over (lines, branches, intents), and the shapes the flow schema
 * asks for are filled in here.
 */

export type FlowInput = FlowDocumentInput['flows'][number];
export type NodeInput = FlowInput['nodes'][number];
export type IntentInput = NonNullable<FlowDocumentInput['intents']>[number];
type VariableInput = NonNullable<FlowDocumentInput['variables']>[number];
export type GlobalIntentInput = NonNullable<FlowDocumentInput['globalIntents']>[number];
type GradeRuleInput = NonNullable<FlowDocumentInput['gradeRules']>[number];

export interface ScriptTemplate {
  name: string;
  /** 1 普通话术, 2 动态话术 (lines use per-number variables). */
  type: 1 | 2;
  industryType: (typeof SCRIPT_INDUSTRIES)[number]['industryType'];
  document: FlowDocumentInput;
}

export const say = (id: string, name: string, text: string, next: string, labels: string[] = []): NodeInput => ({
  id,
  kind: 'say',
  name,
  text,
  next,
  labels,
});

/** A branch: the intent or turn outcome, the node it leads to, and the labels it gives. */
export type Branch = [intent: string, target: string, labels?: string[]];

/**
 * Branch order matters where keywords tie in length: objections come before the builtin intents,
 * and 否定 before 肯定, so 「不是的」 is a no although it also contains 是的.
 */
export const listen = (id: string, name: string, branches: Branch[]): NodeInput => ({
  id,
  kind: 'listen',
  name,
  branches: branches.map(([intent, target, labels = []]) => ({ id: `${id}-${intent}`, intent, target, labels })),
});

export const hangup = (id: string, name: string, text: string, labels: string[] = []): NodeInput => ({
  id,
  kind: 'hangup',
  name,
  text,
  labels,
});

/** No ACD group: the enterprise picks its own after copying the template. */
export const transfer = (id: string, name: string, text: string, labels: string[] = []): NodeInput => ({
  id,
  kind: 'transfer',
  name,
  text,
  labels,
});

export const sms = (
  id: string,
  name: string,
  templateCode: string,
  next: string,
  labels: string[] = [],
): NodeInput => ({
  id,
  kind: 'sms',
  name,
  templateCode,
  next,
  labels,
});

export const jump = (id: string, name: string, target: { flowId: string; nodeId?: string }): NodeInput => ({
  id,
  kind: 'jump',
  name,
  target,
});

/** A variable reference as a line writes it, `${name}`, without a template-literal lookalike in the source. */
export const variable = (name: string) => `\${${name}}`;

const COLUMN = 260;
const ROW = 160;

function successorsOf(node: NodeInput): string[] {
  if (node.kind === 'say' || node.kind === 'sms') return node.next ? [node.next] : [];
  if (node.kind === 'listen') return node.branches.flatMap((branch) => (branch.target ? [branch.target] : []));
  return [];
}

/**
 * A flow starting at its first node, laid out on the editor's canvas in rows by distance from the
 * start, so a copied template opens readable instead of as a pile of nodes at one spot.
 */
export function flow(id: string, name: string, nodes: NodeInput[]): FlowInput {
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const depth = new Map<string, number>();
  const queue = nodes.length > 0 ? [nodes[0]?.id as string] : [];
  if (queue[0] !== undefined) depth.set(queue[0], 0);
  while (queue.length > 0) {
    const current = queue.shift() as string;
    const node = byId.get(current);
    if (!node) continue;
    for (const next of successorsOf(node)) {
      if (depth.has(next) || !byId.has(next)) continue;
      depth.set(next, (depth.get(current) ?? 0) + 1);
      queue.push(next);
    }
  }
  const deepest = Math.max(0, ...depth.values());
  const rows = new Map<number, string[]>();
  for (const node of nodes) {
    const row = depth.get(node.id) ?? deepest + 1;
    rows.set(row, [...(rows.get(row) ?? []), node.id]);
  }
  const position = (nodeId: string) => {
    const row = depth.get(nodeId) ?? deepest + 1;
    const members = rows.get(row) ?? [];
    return { x: Math.round((members.indexOf(nodeId) - (members.length - 1) / 2) * COLUMN), y: row * ROW };
  };
  return { id, name, start: nodes[0]?.id, nodes: nodes.map((node) => ({ ...node, position: position(node.id) })) };
}

export type Phrases = Partial<Pick<IntentInput, 'regex' | 'keywords' | 'examples' | 'labels'>>;
export type BuiltinPhrases = Partial<Record<BuiltinIntentId, Phrases>>;

const merged = (base: string[] = [], extra: string[] = []) => [...new Set([...base, ...extra])];

/** Two sets of phrases for the builtin intents, as one. */
export function withPhrases(base: BuiltinPhrases, extra: BuiltinPhrases): BuiltinPhrases {
  const all: BuiltinPhrases = {};
  for (const id of Object.keys(BUILTIN_INTENTS) as BuiltinIntentId[]) {
    const [a = {}, b = {}] = [base[id], extra[id]];
    all[id] = {
      regex: merged(a.regex, b.regex),
      keywords: merged(a.keywords, b.keywords),
      examples: merged(a.examples, b.examples),
      labels: merged(a.labels, b.labels),
    };
  }
  return all;
}

/**
 * The builtin intents at the platform's default phrases, plus what a trade adds: 「不考虑」 must be
 * a no before 「考虑」 can be a maybe, and objections name their own phrases.
 */
export function builtinIntents(extra: BuiltinPhrases = {}): IntentInput[] {
  return (Object.keys(BUILTIN_INTENTS) as BuiltinIntentId[]).map((id) => {
    const base = BUILTIN_INTENT_PHRASES[id];
    const more = extra[id] ?? {};
    return {
      id,
      name: BUILTIN_INTENTS[id],
      regex: more.regex ?? [],
      keywords: merged(base.keywords, more.keywords),
      examples: merged(base.examples, more.examples),
      labels: more.labels ?? [],
    };
  });
}

export const reached = (nodeId: string): GradeCondition => ({ kind: 'nodeReached', nodeId });
export const hit = (intentId: string): GradeCondition => ({ kind: 'intentHit', intentId, minTimes: 1 });
export const rule = (id: string, grade: 'A' | 'B' | 'C' | 'D', ...conditions: GradeCondition[]): GradeRuleInput => ({
  id,
  grade,
  conditions,
});

/**
 * A template's document. Every template grades into the demo enterprise's intention labels A–D;
 * a call no rule speaks for (silence, an unclear answer) is C, 意向不明确.
 */
export function scriptDocument(parts: {
  variables?: VariableInput[];
  intents: IntentInput[];
  globalIntents?: GlobalIntentInput[];
  flows: FlowInput[];
  gradeRules: GradeRuleInput[];
}): FlowDocumentInput {
  return {
    schemaVersion: FLOW_SCHEMA_VERSION,
    settings: {
      silenceTimeoutMs: 5000,
      maxSilences: 2,
      maxUnrecognised: 3,
      goodbyeLine: '不好意思，电话里可能听不太清楚，我稍后再联系您，再见。',
      repeatLine: '不好意思，刚才没听清楚，您能再说一遍吗？',
      silenceLine: '喂，您好，能听到我说话吗？',
      interrupt: 'interruptible',
      defaultGrade: 'C',
    },
    variables: parts.variables ?? [],
    intents: parts.intents,
    globalIntents: parts.globalIntents ?? [],
    flows: parts.flows,
    knowledgeBaseIds: [],
    dictionaryIds: [],
    gradeRules: parts.gradeRules,
  };
}
