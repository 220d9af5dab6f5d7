import { BUILTIN_INTENTS, TURN_OUTCOMES, VARIABLE_REFERENCE } from './constants.ts';
import type { Flow, FlowDocument, FlowNode } from './document.ts';

export type FlowProblemCode =
  | 'duplicateId'
  | 'noStart'
  | 'missingTarget'
  | 'branchWithoutTarget'
  | 'duplicateBranch'
  | 'unknownIntent'
  | 'noNext'
  | 'emptyText'
  | 'noBranches'
  | 'unreachable'
  | 'noPathToEnd'
  | 'loopWithoutExit'
  | 'undefinedVariable'
  | 'unknownReference';

/** A problem of a flow document, located at a node where it has one (the editor focuses it). */
export interface FlowProblem {
  code: FlowProblemCode;
  message: string;
  flowId?: string;
  nodeId?: string;
}

/** A node's address in the document. */
interface Located {
  flow: Flow;
  node: FlowNode;
}

const key = (flowId: string, nodeId: string) => `${flowId}/${nodeId}`;

/** Where a jump goes, as a node key: the target flow's node or start (a flow left out is `fromFlowId`). */
function jumpKey(document: FlowDocument, target: { flowId?: string; nodeId?: string }, fromFlowId?: string) {
  const targetFlow = document.flows.find((f) => f.id === (target.flowId ?? fromFlowId));
  const nodeId = target.nodeId ?? targetFlow?.start;
  return targetFlow && nodeId && targetFlow.nodes.some((n) => n.id === nodeId) ? key(targetFlow.id, nodeId) : undefined;
}

/** The nodes a node leads to, resolved across flows; unresolvable targets are left out. */
function successors(document: FlowDocument, flow: Flow, node: FlowNode): string[] {
  const inFlow = (nodeId: string | undefined) =>
    nodeId !== undefined && flow.nodes.some((n) => n.id === nodeId) ? [key(flow.id, nodeId)] : [];
  switch (node.kind) {
    case 'say':
    case 'sms':
      return inFlow(node.next);
    case 'listen':
      return node.branches.flatMap((branch) => inFlow(branch.target));
    case 'jump': {
      const to = jumpKey(document, node.target, flow.id);
      return to ? [to] : [];
    }
    case 'transfer':
    case 'hangup':
      return [];
  }
}

/** Where the call can end: a hang-up, or a transfer to a person (the robot leaves). */
const ends = (node: FlowNode) => node.kind === 'hangup' || node.kind === 'transfer';

function linesOf(node: FlowNode): string[] {
  return node.kind === 'say' || node.kind === 'transfer' || node.kind === 'hangup' ? [node.text] : [];
}

/**
 * Every problem of a document, so the editor can list them all and the server can refuse to
 * submit a script that has any. The document itself already passed the schema.
 */
export function validateFlow(document: FlowDocument): FlowProblem[] {
  const problems: FlowProblem[] = [];
  const at = (code: FlowProblemCode, message: string, flow?: Flow, node?: FlowNode) =>
    problems.push({ code, message, ...(flow ? { flowId: flow.id } : {}), ...(node ? { nodeId: node.id } : {}) });
  const label = (node: FlowNode) => `节点「${node.name}」`;

  const intentIds = new Set<string>([...Object.keys(TURN_OUTCOMES)]);
  for (const intent of document.intents) {
    if (intentIds.has(intent.id)) at('duplicateId', `意图ID「${intent.id}」重复`);
    intentIds.add(intent.id);
  }
  for (const builtin of Object.keys(BUILTIN_INTENTS)) intentIds.add(builtin);

  const nodes = new Map<string, Located>();
  const flowIds = new Set<string>();
  for (const flow of document.flows) {
    if (flowIds.has(flow.id)) at('duplicateId', `流程ID「${flow.id}」重复`, flow);
    flowIds.add(flow.id);
    for (const node of flow.nodes) {
      if (nodes.has(key(flow.id, node.id))) at('duplicateId', `${label(node)}的ID「${node.id}」重复`, flow, node);
      nodes.set(key(flow.id, node.id), { flow, node });
    }
  }

  const has = (flow: Flow, nodeId: string) => flow.nodes.some((n) => n.id === nodeId);
  for (const flow of document.flows) {
    if (!flow.start || !has(flow, flow.start)) at('noStart', `流程「${flow.name}」没有起始节点`, flow);
    for (const node of flow.nodes) {
      if (node.kind === 'say' && node.text.trim() === '')
        at('emptyText', `${label(node)}的话术内容不能为空`, flow, node);
      if (node.kind === 'say' || node.kind === 'sms') {
        if (node.next === undefined) at('noNext', `${label(node)}没有下一节点`, flow, node);
        else if (!has(flow, node.next)) at('missingTarget', `${label(node)}的下一节点不存在`, flow, node);
      }
      if (node.kind === 'listen') {
        if (node.branches.length === 0) at('noBranches', `${label(node)}没有分支`, flow, node);
        const branchIds = new Set<string>();
        // A second branch on an intent is never taken: the first one always wins.
        const branchIntents = new Set<string>();
        for (const branch of node.branches) {
          if (branchIds.has(branch.id)) at('duplicateId', `${label(node)}的分支ID「${branch.id}」重复`, flow, node);
          branchIds.add(branch.id);
          const intentName =
            document.intents.find((i) => i.id === branch.intent)?.name ??
            TURN_OUTCOMES[branch.intent as keyof typeof TURN_OUTCOMES] ??
            branch.intent;
          if (branchIntents.has(branch.intent))
            at('duplicateBranch', `${label(node)}的分支「${intentName}」重复`, flow, node);
          branchIntents.add(branch.intent);
          if (!intentIds.has(branch.intent))
            at('unknownIntent', `${label(node)}的分支意图「${branch.intent}」不存在`, flow, node);
          if (branch.target === undefined)
            at('branchWithoutTarget', `${label(node)}的分支「${intentName}」没有连接目标`, flow, node);
          else if (!has(flow, branch.target))
            at('missingTarget', `${label(node)}的分支「${intentName}」的目标不存在`, flow, node);
        }
      }
      if (node.kind === 'jump' && !jumpKey(document, node.target, flow.id))
        at('missingTarget', `${label(node)}的跳转目标不存在`, flow, node);
    }
  }

  // Global intents: known intents, once each, declared variables, and a jump to a node that exists.
  const declared = new Set(document.variables.map((v) => v.name));
  const globalTargets: string[] = [];
  const globalIntents = new Set<string>();
  for (const global of document.globalIntents) {
    const name = `全局意图「${document.intents.find((i) => i.id === global.intent)?.name ?? global.intent}」`;
    if (!intentIds.has(global.intent) || Object.hasOwn(TURN_OUTCOMES, global.intent))
      at('unknownIntent', `全局意图「${global.intent}」不存在`);
    if (globalIntents.has(global.intent)) at('duplicateId', `${name}重复`);
    globalIntents.add(global.intent);
    for (const [, variable] of global.text.matchAll(VARIABLE_REFERENCE)) {
      if (!declared.has(variable as string)) at('undefinedVariable', `${name}的回答使用了未定义的变量「${variable}」`);
    }
    if (global.after !== 'jump') continue;
    const to = jumpKey(document, global.target ?? {});
    if (to) globalTargets.push(to);
    else at('missingTarget', `${name}的跳转目标不存在`);
  }

  // Reachability from the main flow's start, across jumps; a global intent's jump can start anywhere.
  const main = document.flows[0];
  const reached = new Set<string>();
  if (main?.start && has(main, main.start)) {
    const queue = [key(main.id, main.start), ...globalTargets];
    while (queue.length > 0) {
      const current = queue.pop() as string;
      if (reached.has(current)) continue;
      reached.add(current);
      const located = nodes.get(current);
      if (located) queue.push(...successors(document, located.flow, located.node));
    }
  }
  for (const [nodeKey, { flow, node }] of nodes) {
    if (!reached.has(nodeKey)) at('unreachable', `${label(node)}无法从主流程的起始节点到达`, flow, node);
  }

  // Which nodes can reach an end through explicit connections (backwards from the ends).
  const predecessors = new Map<string, string[]>();
  for (const [nodeKey, { flow, node }] of nodes) {
    for (const next of successors(document, flow, node)) {
      predecessors.set(next, [...(predecessors.get(next) ?? []), nodeKey]);
    }
  }
  const canEnd = new Set<string>();
  const queue = [...nodes].filter(([, { node }]) => ends(node)).map(([nodeKey]) => nodeKey);
  while (queue.length > 0) {
    const current = queue.pop() as string;
    if (canEnd.has(current)) continue;
    canEnd.add(current);
    queue.push(...(predecessors.get(current) ?? []));
  }
  for (const nodeKey of reached) {
    const located = nodes.get(nodeKey);
    if (located && !canEnd.has(nodeKey)) {
      at('noPathToEnd', `${label(located.node)}之后无法到达挂机或转人工节点`, located.flow, located.node);
    }
  }

  // A cycle without a listening node: the robot would talk (or jump) forever.
  const robotOnly = (nodeKey: string) => nodes.get(nodeKey)?.node.kind !== 'listen';
  const state = new Map<string, 'visiting' | 'done'>();
  const flagged = new Set<string>();
  const visit = (nodeKey: string, path: string[]) => {
    state.set(nodeKey, 'visiting');
    const located = nodes.get(nodeKey) as Located;
    for (const next of successors(document, located.flow, located.node).filter(robotOnly)) {
      if (state.get(next) === 'visiting') {
        const cycle = path.slice(path.indexOf(next));
        const first = nodes.get(cycle[0] as string) as Located;
        if (!cycle.some((k) => flagged.has(k))) {
          for (const k of cycle) flagged.add(k);
          at('loopWithoutExit', `${label(first.node)}所在的循环中没有等待客户回答的节点`, first.flow, first.node);
        }
      } else if (!state.has(next)) visit(next, [...path, next]);
    }
    state.set(nodeKey, 'done');
  };
  for (const nodeKey of nodes.keys()) if (robotOnly(nodeKey) && !state.has(nodeKey)) visit(nodeKey, [nodeKey]);

  // Variables used in lines must be declared.
  for (const { flow, node } of nodes.values()) {
    for (const text of linesOf(node)) {
      for (const [, name] of text.matchAll(VARIABLE_REFERENCE)) {
        if (!declared.has(name as string))
          at('undefinedVariable', `${label(node)}使用了未定义的变量「${name}」`, flow, node);
      }
    }
  }

  // Grade rules may only name nodes and intents that exist.
  const nodeIds = new Set([...nodes.values()].map(({ node }) => node.id));
  for (const rule of document.gradeRules) {
    for (const condition of rule.conditions) {
      if (condition.kind === 'nodeReached' && !nodeIds.has(condition.nodeId)) {
        at('unknownReference', `意向等级「${rule.grade}」的规则引用了不存在的节点「${condition.nodeId}」`);
      }
      if (condition.kind === 'intentHit' && !intentIds.has(condition.intentId)) {
        at('unknownReference', `意向等级「${rule.grade}」的规则引用了不存在的意图「${condition.intentId}」`);
      }
    }
  }
  return problems;
}
