import type { FlowDocument, FlowProblem } from '@console/contracts';
import {
  applyNodeChanges,
  Background,
  type Connection,
  Controls,
  type Edge,
  MiniMap,
  type NodeChange,
  ReactFlow,
  ReactFlowProvider,
  useReactFlow,
  useStoreApi,
} from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import { type Ref, useEffect, useImperativeHandle, useMemo, useState } from 'react';
import { connect, flowOf, moveNode, removeNode } from './document-edits.ts';
import { flowElements, NEXT_HANDLE, type ScriptFlowNode } from './flow-elements.ts';
import { NODE_HEIGHT, NODE_WIDTH } from './node-size.ts';
import type { NodeBox, Point } from './placement.ts';
import { ScriptNode } from './script-node.tsx';

const NODE_TYPES = { script: ScriptNode };

/** What the canvas shows, for placing a new node where the person looks and nothing is. */
export interface CanvasView {
  /** The middle of the visible part, in flow coordinates. */
  centre(): Point;
  /** Every node of the flow with its size as drawn (a listening node grows with its branches). */
  boxes(): NodeBox[];
}

export interface FlowCanvasProps {
  document: FlowDocument;
  flowId: string;
  problems: FlowProblem[];
  selectedId: string | null;
  editable: boolean;
  onChange: (document: FlowDocument) => void;
  onSelect: (nodeId: string | null) => void;
  /** A node to bring into view; a new object each time, so the same node can be asked for again. */
  focus: { nodeId: string } | null;
  /** Fit the whole flow into view (after an automatic layout); a new object each time. */
  fit: object | null;
  ref?: Ref<CanvasView>;
}

/**
 * The flow on a canvas (@xyflow/react): nodes are dragged and connected with the mouse, an edge
 * from a branch's handle sets the branch's target, Delete removes the selection. The document is
 * the truth; the canvas keeps only the positions of a drag in progress.
 */
function Canvas({
  document,
  flowId,
  problems,
  selectedId,
  editable,
  onChange,
  onSelect,
  focus,
  fit,
  ref,
}: FlowCanvasProps) {
  const flow = flowOf(document, flowId);
  const elements = useMemo(
    () => (flow ? flowElements(document, flow, problems, selectedId) : { nodes: [], edges: [] }),
    [document, flow, problems, selectedId],
  );
  const [nodes, setNodes] = useState<ScriptFlowNode[]>(elements.nodes);
  const { setCenter, getZoom, fitView, getNodes } = useReactFlow<ScriptFlowNode>();
  const store = useStoreApi<ScriptFlowNode>();

  useEffect(() => setNodes(elements.nodes), [elements.nodes]);

  useImperativeHandle(
    ref,
    () => ({
      centre: () => {
        const { width, height, transform } = store.getState();
        const [x, y, zoom] = transform;
        return { x: (width / 2 - x) / zoom, y: (height / 2 - y) / zoom };
      },
      boxes: () =>
        getNodes().map((node) => ({
          id: node.id,
          ...node.position,
          width: node.measured?.width ?? NODE_WIDTH,
          height: node.measured?.height ?? NODE_HEIGHT,
        })),
    }),
    [store, getNodes],
  );

  useEffect(() => {
    if (!focus || !flow) return;
    const node = flow.nodes.find((n) => n.id === focus.nodeId);
    // At the zoom the person chose: the node comes into view without the flow jumping in size.
    if (node) {
      void setCenter(node.position.x + NODE_WIDTH / 2, node.position.y + NODE_HEIGHT / 2, {
        zoom: getZoom(),
        duration: 300,
      });
    }
  }, [focus, flow, setCenter, getZoom]);

  useEffect(() => {
    // After the nodes took their new places, so the fit covers them.
    if (fit) requestAnimationFrame(() => void fitView({ duration: 300 }));
  }, [fit, fitView]);

  const onNodesChange = (changes: NodeChange<ScriptFlowNode>[]) => {
    // Drags move the canvas's copy; the document takes the place where the drag ended.
    setNodes((current) =>
      applyNodeChanges(
        changes.filter((c) => c.type === 'position' || c.type === 'dimensions'),
        current,
      ),
    );
  };

  const onConnect = (connection: Connection) => {
    if (!editable || !connection.source || !connection.target) return;
    const handle = connection.sourceHandle ?? NEXT_HANDLE;
    onChange(
      connect(
        document,
        flowId,
        { nodeId: connection.source, branchId: handle === NEXT_HANDLE ? undefined : handle },
        connection.target,
      ),
    );
  };

  const onEdgesDelete = (edges: Edge[]) => {
    let next = document;
    for (const edge of edges) {
      const handle = edge.sourceHandle ?? NEXT_HANDLE;
      next = connect(
        next,
        flowId,
        { nodeId: edge.source, branchId: handle === NEXT_HANDLE ? undefined : handle },
        undefined,
      );
    }
    onChange(next);
  };

  const onNodesDelete = (deleted: ScriptFlowNode[]) => {
    let next = document;
    for (const node of deleted) next = removeNode(next, flowId, node.id);
    onSelect(null);
    onChange(next);
  };

  return (
    <ReactFlow<ScriptFlowNode>
      nodes={nodes}
      edges={elements.edges}
      nodeTypes={NODE_TYPES}
      onNodesChange={onNodesChange}
      onNodeDragStop={(_event, node) =>
        onChange(
          moveNode(document, flowId, node.id, { x: Math.round(node.position.x), y: Math.round(node.position.y) }),
        )
      }
      onConnect={onConnect}
      onEdgesDelete={onEdgesDelete}
      onNodesDelete={onNodesDelete}
      onNodeClick={(_event, node) => onSelect(node.id)}
      onPaneClick={() => onSelect(null)}
      nodesDraggable={editable}
      nodesConnectable={editable}
      edgesFocusable={editable}
      deleteKeyCode={editable ? ['Delete', 'Backspace'] : null}
      fitView
      // A small flow opens at its drawn size, not enlarged: handles and text as they are at 100 %.
      fitViewOptions={{ maxZoom: 1 }}
      minZoom={0.2}
      maxZoom={2}
      proOptions={{ hideAttribution: true }}
    >
      <Background gap={16} />
      <MiniMap pannable zoomable ariaLabel="缩略图" style={{ width: 140, height: 96 }} />
      <Controls showInteractive={false} />
    </ReactFlow>
  );
}

export default function FlowCanvas(props: FlowCanvasProps) {
  return (
    <ReactFlowProvider>
      <Canvas {...props} />
    </ReactFlowProvider>
  );
}
