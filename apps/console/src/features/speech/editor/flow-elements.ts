import type { Flow, FlowDocument, FlowNode, FlowProblem } from '@console/contracts';
import type { Edge, Node } from '@xyflow/react';
import { intentName } from './document-edits.ts';

/** The handle of a say, sms or jump node's single way on. */
export const NEXT_HANDLE = 'next';

export interface ScriptNodeData extends Record<string, unknown> {
  node: FlowNode;
  isStart: boolean;
  problems: FlowProblem[];
  /** Branch labels of a listening node, by branch id. */
  branchNames: Record<string, string>;
}

export type ScriptFlowNode = Node<ScriptNodeData, 'script'>;

/** The nodes a node leads to within its flow. */
export function successorsOf(node: FlowNode): string[] {
  switch (node.kind) {
    case 'say':
    case 'sms':
      return node.next ? [node.next] : [];
    case 'listen':
      return node.branches.flatMap((branch) => (branch.target ? [branch.target] : []));
    default:
      return [];
  }
}

/** The canvas's nodes and edges for one flow of the document. */
export function flowElements(
  document: FlowDocument,
  flow: Flow,
  problems: FlowProblem[],
  selectedId: string | null,
): { nodes: ScriptFlowNode[]; edges: Edge[] } {
  const nodes: ScriptFlowNode[] = flow.nodes.map((node) => ({
    id: node.id,
    type: 'script',
    position: node.position,
    selected: node.id === selectedId,
    data: {
      node,
      isStart: flow.start === node.id,
      problems: problems.filter((p) => p.flowId === flow.id && p.nodeId === node.id),
      branchNames:
        node.kind === 'listen'
          ? Object.fromEntries(node.branches.map((b) => [b.id, intentName(document, b.intent)]))
          : {},
    },
  }));
  const has = new Set(flow.nodes.map((node) => node.id));
  const edges: Edge[] = [];
  for (const node of flow.nodes) {
    if ((node.kind === 'say' || node.kind === 'sms') && node.next && has.has(node.next)) {
      edges.push({ id: `${node.id}:${NEXT_HANDLE}`, source: node.id, sourceHandle: NEXT_HANDLE, target: node.next });
    }
    if (node.kind === 'listen') {
      for (const branch of node.branches) {
        if (!branch.target || !has.has(branch.target)) continue;
        edges.push({
          id: `${node.id}:${branch.id}`,
          source: node.id,
          sourceHandle: branch.id,
          target: branch.target,
          label: intentName(document, branch.intent),
        });
      }
    }
    if (
      node.kind === 'jump' &&
      (node.target.flowId ?? flow.id) === flow.id &&
      node.target.nodeId &&
      has.has(node.target.nodeId)
    ) {
      edges.push({
        id: `${node.id}:${NEXT_HANDLE}`,
        source: node.id,
        sourceHandle: NEXT_HANDLE,
        target: node.target.nodeId,
        style: { strokeDasharray: '6 4' },
      });
    }
  }
  return { nodes, edges };
}
