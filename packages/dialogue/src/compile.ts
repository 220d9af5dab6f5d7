import {
  BUILTIN_INTENT_PHRASES,
  BUILTIN_INTENTS,
  type BuiltinIntentId,
  type Flow,
  type FlowBranch,
  type FlowDocument,
  type FlowDocumentInput,
  type FlowGlobalIntent,
  type FlowIntent,
  type FlowNode,
  flowDocument,
  TURN_OUTCOMES,
} from '@console/contracts';
import { type TextFeatures, textFeatures } from './features.ts';
import { KnowledgeIndex } from './knowledge-index.ts';
import { normaliseText } from './normalise.ts';
import { syllables } from './segmenter.ts';
import { buildSynonymTable, expandKeyword, type SynonymTable } from './synonyms.ts';
import type { Dictionary, KnowledgeBase, NodeRef } from './types.ts';

export type ListenNode = Extract<FlowNode, { kind: 'listen' }>;

export interface CompiledIntent {
  id: string;
  name: string;
  labels: string[];
  patterns: { pattern: string; regex: RegExp }[];
  /** Normalised, distinct. */
  keywords: string[];
  /** Keyword variants through the dictionaries, with the keyword each stands for. */
  variants: { word: string; keyword: string }[];
  /** Keywords and variants of two or more syllables, spoken: for homophones of keywords. */
  spokenKeywords: { word: string; syllables: string[] }[];
  examples: { text: string; features: TextFeatures }[];
}

/**
 * An intent a listening node hears: one of its branches, or a global intent of the script (then
 * `branch` is absent). `order` ranks candidates whose evidence is equally good.
 */
export type Candidate = { intent: CompiledIntent; order: number } & (
  | { branch: FlowBranch; global?: undefined }
  | { global: FlowGlobalIntent; branch?: undefined }
);

export interface CompiledListen {
  ref: NodeRef;
  node: ListenNode;
  /** The intent branches in branch order; an intent's first branch only. */
  candidates: Candidate[];
  /**
   * The script's global intents this node hears, by priority: high ones are tried with the node's
   * branches and before them, low ones only when nothing of the node matched. A global intent the
   * node has a branch for is left out.
   */
  highGlobals: Candidate[];
  lowGlobals: Candidate[];
  /** The first branch of each turn outcome. */
  silence?: FlowBranch;
  unrecognised?: FlowBranch;
  any?: FlowBranch;
}

/** Everything a listening node hears, in the order its candidates are tried. */
export const heardAt = (listen: CompiledListen): Candidate[] => [
  ...listen.highGlobals,
  ...listen.candidates,
  ...listen.lowGlobals,
];

/** A script prepared for running: everything a turn needs is looked up, never recomputed. */
export interface CompiledScript {
  document: FlowDocument;
  /** What was left out and why: invalid patterns, unknown intents, missing bases or dictionaries. */
  warnings: string[];
  flows: Map<string, { flow: Flow; nodes: Map<string, FlowNode> }>;
  listens: Map<string, CompiledListen>;
  intents: Map<string, CompiledIntent>;
  synonyms: SynonymTable;
  knowledge: KnowledgeIndex;
}

export interface ScriptSources {
  document: FlowDocument | FlowDocumentInput;
  knowledgeBases: readonly KnowledgeBase[];
  dictionaries: readonly Dictionary[];
}

/** A keyword of one syllable sounds like too many other words (有: 又, 由, 油) to match by sound. */
const MIN_SPOKEN_KEYWORD_SYLLABLES = 2;

export const refKey = (ref: NodeRef): string => `${ref.flowId}/${ref.nodeId}`;

/** Of the ids in `wanted`, in that order, the items given; the others are reported. */
function linked<T extends { id: number }>(
  wanted: readonly number[],
  given: readonly T[],
  what: string,
  warnings: string[],
) {
  const found: T[] = [];
  for (const id of new Set(wanted)) {
    const item = given.find((candidate) => candidate.id === id);
    if (item) found.push(item);
    else warnings.push(`${what}${id}未提供，已忽略`);
  }
  return found;
}

function compileIntent(intent: FlowIntent, synonyms: SynonymTable, warnings: string[]): CompiledIntent {
  const patterns: CompiledIntent['patterns'] = [];
  for (const pattern of intent.regex) {
    try {
      patterns.push({ pattern, regex: new RegExp(pattern, 'i') });
    } catch {
      warnings.push(`意图「${intent.name}」的正则表达式「${pattern}」无效，已忽略`);
    }
  }
  const keywords = [...new Set(intent.keywords.map(normaliseText).filter((word) => word !== ''))];
  const variants: CompiledIntent['variants'] = [];
  const seen = new Set(keywords);
  for (const keyword of keywords) {
    for (const word of expandKeyword(synonyms, keyword)) {
      if (seen.has(word)) continue;
      seen.add(word);
      variants.push({ word, keyword });
    }
  }
  const spokenKeywords = [...keywords, ...variants.map((variant) => variant.word)]
    .map((word) => ({ word, syllables: syllables(word) }))
    .filter((spoken) => spoken.syllables.length >= MIN_SPOKEN_KEYWORD_SYLLABLES);
  const examples: CompiledIntent['examples'] = [];
  const seenExamples = new Set<string>();
  for (const text of intent.examples) {
    const normalised = normaliseText(text);
    if (normalised === '' || seenExamples.has(normalised)) continue;
    seenExamples.add(normalised);
    examples.push({ text, features: textFeatures(normalised, synonyms) });
  }
  return {
    id: intent.id,
    name: intent.name,
    labels: intent.labels,
    patterns,
    keywords,
    variants,
    spokenKeywords,
    examples,
  };
}

/** The script's intents, with the builtin ones it does not list at their default phrases. */
function allIntents(document: FlowDocument): FlowIntent[] {
  const intents = [...document.intents];
  for (const id of Object.keys(BUILTIN_INTENTS) as BuiltinIntentId[]) {
    if (intents.some((intent) => intent.id === id)) continue;
    intents.push({ id, name: BUILTIN_INTENTS[id], regex: [], labels: [], ...BUILTIN_INTENT_PHRASES[id] });
  }
  return intents;
}

function compileListen(
  ref: NodeRef,
  node: ListenNode,
  intents: Map<string, CompiledIntent>,
  globalIntents: readonly FlowGlobalIntent[],
  warnings: string[],
): CompiledListen {
  const listen: CompiledListen = { ref, node, candidates: [], highGlobals: [], lowGlobals: [] };
  node.branches.forEach((branch, order) => {
    if (Object.hasOwn(TURN_OUTCOMES, branch.intent)) {
      const outcome = branch.intent as keyof typeof TURN_OUTCOMES;
      listen[outcome] ??= branch;
      return;
    }
    const intent = intents.get(branch.intent);
    if (!intent) warnings.push(`节点「${node.name}」的分支意图「${branch.intent}」不存在，已忽略`);
    else if (!listen.candidates.some((candidate) => candidate.intent === intent))
      listen.candidates.push({ branch, intent, order });
  });
  const globals = (priority: FlowGlobalIntent['priority']) =>
    globalIntents.flatMap((global, order): Candidate[] => {
      const intent = intents.get(global.intent);
      const heard = listen.candidates.some((candidate) => candidate.intent === intent);
      return intent && global.priority === priority && !heard ? [{ global, intent, order }] : [];
    });
  listen.highGlobals = globals('high');
  listen.lowGlobals = globals('low');
  return listen;
}

/**
 * Prepares a script once for all its calls: parses the document (filling defaults), compiles
 * patterns, expands keywords, segments and spells examples and knowledge questions, and indexes
 * the questions. Only the knowledge bases and dictionaries the document links count.
 */
export function compileScript(sources: ScriptSources): CompiledScript {
  const document = flowDocument.parse(sources.document);
  const warnings: string[] = [];
  const bases = linked(document.knowledgeBaseIds, sources.knowledgeBases, '知识库', warnings);
  const dictionaryIds = [...document.dictionaryIds, ...bases.flatMap((base) => base.dictionaryIds)];
  const synonyms = buildSynonymTable(linked(dictionaryIds, sources.dictionaries, '近义词词典', warnings));

  const intents = new Map<string, CompiledIntent>();
  for (const intent of allIntents(document)) {
    if (!intents.has(intent.id)) intents.set(intent.id, compileIntent(intent, synonyms, warnings));
  }
  const globalIntents = document.globalIntents.filter((global, index, all) => {
    if (!intents.has(global.intent)) warnings.push(`全局意图「${global.intent}」不存在，已忽略`);
    else if (all.findIndex((other) => other.intent === global.intent) < index)
      warnings.push(`全局意图「${global.intent}」重复，已忽略`);
    else return true;
    return false;
  });
  const flows: CompiledScript['flows'] = new Map();
  const listens = new Map<string, CompiledListen>();
  for (const flow of document.flows) {
    if (flows.has(flow.id)) continue;
    const nodes = new Map<string, FlowNode>();
    for (const node of flow.nodes) {
      if (nodes.has(node.id)) continue;
      nodes.set(node.id, node);
      const ref = { flowId: flow.id, nodeId: node.id };
      if (node.kind === 'listen') listens.set(refKey(ref), compileListen(ref, node, intents, globalIntents, warnings));
    }
    flows.set(flow.id, { flow, nodes });
  }
  return { document, warnings, flows, listens, intents, synonyms, knowledge: new KnowledgeIndex(bases, synonyms) };
}
