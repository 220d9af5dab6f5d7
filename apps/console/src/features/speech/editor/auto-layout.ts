import type { Flow } from '@console/contracts';
import dagre from '@dagrejs/dagre';
import { successorsOf } from './flow-elements.ts';
import { NODE_HEIGHT, NODE_WIDTH } from './node-size.ts';

/** Positions for every node of a flow, top to bottom along its connections. */
export function layoutFlow(flow: Flow): Map<string, { x: number; y: number }> {
  const graph = new dagre.graphlib.Graph();
  graph.setGraph({ rankdir: 'TB', nodesep: 50, ranksep: 80 });
  graph.setDefaultEdgeLabel(() => ({}));
  for (const node of flow.nodes) graph.setNode(node.id, { width: NODE_WIDTH, height: NODE_HEIGHT });
  for (const node of flow.nodes) for (const next of successorsOf(node)) graph.setEdge(node.id, next);
  dagre.layout(graph);
  const positions = new Map<string, { x: number; y: number }>();
  for (const node of flow.nodes) {
    const placed = graph.node(node.id);
    // dagre places centres; the canvas places top-left corners.
    positions.set(node.id, { x: Math.round(placed.x - NODE_WIDTH / 2), y: Math.round(placed.y - NODE_HEIGHT / 2) });
  }
  return positions;
}
