import {
  BUILTIN_INTENTS,
  type Flow,
  type FlowBranch,
  type FlowDocument,
  type FlowNode,
  type FlowNodeKind,
  TURN_OUTCOMES,
} from '@console/contracts';

/**
 * The editor's changes to a flow document, as pure functions: each answers a new document and
 * leaves the given one alone, so undo and redo are a list of documents.
 */

export const NODE_KIND_TEXT: Record<FlowNodeKind, string> = {
  say: '机器人说话',
  listen: '等待回答',
  jump: '跳转',
  transfer: '转人工',
  sms: '发短信',
  hangup: '挂机',
};

/** Where an edge starts: the node, and for a listening node the branch. */
export interface EdgeSource {
  nodeId: string;
  branchId?: string;
}

function mapFlow(document: FlowDocument, flowId: string, change: (flow: Flow) => Flow): FlowDocument {
  return { ...document, flows: document.flows.map((flow) => (flow.id === flowId ? change(flow) : flow)) };
}

function mapNode(flow: Flow, nodeId: string, change: (node: FlowNode) => FlowNode): Flow {
  return { ...flow, nodes: flow.nodes.map((node) => (node.id === nodeId ? change(node) : node)) };
}

/** An id not used yet in the list: prefix plus the lowest free number. */
export function freshId(prefix: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  for (let n = 1; ; n++) if (!used.has(`${prefix}${n}`)) return `${prefix}${n}`;
}

export function flowOf(document: FlowDocument, flowId: string): Flow | undefined {
  return document.flows.find((flow) => flow.id === flowId);
}

/** What a new say node's empty line asks for, as the input's placeholder. */
export const SAY_TEXT_HINT = '请输入机器人要说的话';

function newNode(kind: FlowNodeKind, id: string, position: { x: number; y: number }): FlowNode {
  const base = { id, name: `${NODE_KIND_TEXT[kind]}${id.replace(/\D/g, '')}`, position, labels: [] };
  switch (kind) {
    // Empty, not the hint as text: a hint left in place would be said to customers, and
    // validation names an empty line until it is written.
    case 'say':
      return { ...base, kind, text: '', interruptible: true };
    case 'listen':
      return { ...base, kind, branches: [] };
    case 'jump':
      return { ...base, kind, target: {} };
    case 'transfer':
      return { ...base, kind, text: '好的，正在为您转接人工客服，请稍候。' };
    case 'sms':
      return { ...base, kind, templateCode: '' };
    case 'hangup':
      return { ...base, kind, text: '感谢您的接听，再见。' };
  }
}

/** A new node of a kind at a place; the flow's first node becomes its start. */
export function addNode(
  document: FlowDocument,
  flowId: string,
  kind: FlowNodeKind,
  position: { x: number; y: number },
): { document: FlowDocument; nodeId: string } {
  const flow = flowOf(document, flowId);
  const nodeId = freshId('n', flow?.nodes.map((node) => node.id) ?? []);
  const next = mapFlow(document, flowId, (f) => ({
    ...f,
    start: f.start ?? nodeId,
    nodes: [...f.nodes, newNode(kind, nodeId, position)],
  }));
  return { document: next, nodeId };
}

/** Removes a node and every connection to it; a removed start passes to the first node left. */
export function removeNode(document: FlowDocument, flowId: string, nodeId: string): FlowDocument {
  return mapFlow(document, flowId, (flow) => {
    const nodes = flow.nodes
      .filter((node) => node.id !== nodeId)
      .map((node) => {
        if ((node.kind === 'say' || node.kind === 'sms') && node.next === nodeId) return { ...node, next: undefined };
        if (node.kind === 'listen') {
          return {
            ...node,
            branches: node.branches.map((b) => (b.target === nodeId ? { ...b, target: undefined } : b)),
          };
        }
        return node;
      });
    return { ...flow, nodes, start: flow.start === nodeId ? nodes[0]?.id : flow.start };
  });
}

/** Points an edge's source at a target (or at nothing). */
export function connect(
  document: FlowDocument,
  flowId: string,
  source: EdgeSource,
  targetId: string | undefined,
): FlowDocument {
  return mapFlow(document, flowId, (flow) =>
    mapNode(flow, source.nodeId, (node) => {
      if (node.kind === 'say' || node.kind === 'sms') return { ...node, next: targetId };
      if (node.kind === 'listen' && source.branchId) {
        return {
          ...node,
          branches: node.branches.map((b) => (b.id === source.branchId ? { ...b, target: targetId } : b)),
        };
      }
      if (node.kind === 'jump') return { ...node, target: { flowId, nodeId: targetId } };
      return node;
    }),
  );
}

export function moveNode(
  document: FlowDocument,
  flowId: string,
  nodeId: string,
  position: { x: number; y: number },
): FlowDocument {
  return mapFlow(document, flowId, (flow) => mapNode(flow, nodeId, (node) => ({ ...node, position })));
}

/** Replaces a node (the side panel's edits); its id stays. */
export function updateNode(document: FlowDocument, flowId: string, node: FlowNode): FlowDocument {
  return mapFlow(document, flowId, (flow) => mapNode(flow, node.id, () => node));
}

export function setStart(document: FlowDocument, flowId: string, nodeId: string): FlowDocument {
  return mapFlow(document, flowId, (flow) => ({ ...flow, start: nodeId }));
}

/**
 * Whether another branch of a listening node already listens for an intent: the dialogue only
 * ever takes an intent's first branch, so a second one would never be followed.
 */
export function branchTaken(node: FlowNode, intent: string, exceptBranchId?: string): boolean {
  return node.kind === 'listen' && node.branches.some((b) => b.intent === intent && b.id !== exceptBranchId);
}

/** A new branch of a listening node on an intent or a turn outcome; none where the intent has one. */
export function addBranch(document: FlowDocument, flowId: string, nodeId: string, intent: string): FlowDocument {
  return mapFlow(document, flowId, (flow) =>
    mapNode(flow, nodeId, (node) => {
      if (node.kind !== 'listen' || branchTaken(node, intent)) return node;
      const branch: FlowBranch = {
        id: freshId(
          'b',
          node.branches.map((b) => b.id),
        ),
        intent,
        labels: [],
      };
      return { ...node, branches: [...node.branches, branch] };
    }),
  );
}

export function removeBranch(document: FlowDocument, flowId: string, nodeId: string, branchId: string): FlowDocument {
  return mapFlow(document, flowId, (flow) =>
    mapNode(flow, nodeId, (node) =>
      node.kind === 'listen' ? { ...node, branches: node.branches.filter((b) => b.id !== branchId) } : node,
    ),
  );
}

/** A new sub-flow with one hang-up node; the main flow stays first. */
export function addFlow(document: FlowDocument, name: string): { document: FlowDocument; flowId: string } {
  const flowId = freshId(
    'f',
    document.flows.map((flow) => flow.id),
  );
  const flow: Flow = {
    id: flowId,
    name,
    start: 'n1',
    nodes: [newNode('hangup', 'n1', { x: 0, y: 0 })],
  };
  return { document: { ...document, flows: [...document.flows, flow] }, flowId };
}

/** What a branch is called: its intent's name, or the turn outcome's. */
export function intentName(document: FlowDocument, intent: string): string {
  return (
    document.intents.find((i) => i.id === intent)?.name ??
    TURN_OUTCOMES[intent as keyof typeof TURN_OUTCOMES] ??
    BUILTIN_INTENTS[intent as keyof typeof BUILTIN_INTENTS] ??
    intent
  );
}
