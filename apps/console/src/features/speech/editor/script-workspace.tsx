import SettingOutlined from '@ant-design/icons/SettingOutlined';
import { type FlowDocument, type FlowNodeKind, validateFlow } from '@console/contracts';
import Button from 'antd/es/button';
import Spin from 'antd/es/spin';
import Tabs from 'antd/es/tabs';
import { lazy, type ReactNode, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { CanvasTools, type UndoControls } from './canvas-tools.tsx';
import { addFlow, addNode, flowOf, moveNode } from './document-edits.ts';
import type { CanvasView } from './flow-canvas.tsx';
import { NodePanel } from './node-panel.tsx';
import { NODE_HEIGHT, NODE_WIDTH } from './node-size.ts';
import { newNodePlace } from './placement.ts';
import { type LocatedMessage, ProblemList } from './problem-list.tsx';

// The canvas and its graph library are the editor's weight: their own chunk, loaded with the page.
const FlowCanvas = lazy(() => import('./flow-canvas.tsx'));
// Opened on demand: the settings' forms and the layout library load when first asked for.
const SettingsDrawer = lazy(() => import('./settings-drawer.tsx').then((m) => ({ default: m.SettingsDrawer })));

interface Props {
  /** The script, for its recordings; absent for a template. */
  scriptId?: number;
  document: FlowDocument;
  editable: boolean;
  onChange: (document: FlowDocument) => void;
  /** What is open (back link, name, status), at the toolbar's left. */
  heading?: ReactNode;
  /** Buttons of the page (save state, submit, history) shown in the toolbar's right part. */
  actions?: ReactNode;
  /** The experience panel, when it is open. */
  aside?: ReactNode;
  undo?: UndoControls;
  /** What the last submit or publication warned of, shown below the problems. */
  warnings?: LocatedMessage[];
}

/** The editor's workspace: flows as tabs, the canvas, the node panel or the problem list. */
export function ScriptWorkspace({
  scriptId,
  document,
  editable,
  onChange,
  heading,
  actions,
  aside,
  undo,
  warnings,
}: Props) {
  const [flowId, setFlowId] = useState(document.flows[0]?.id ?? 'main');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [focus, setFocus] = useState<{ nodeId: string } | null>(null);
  const [fit, setFit] = useState<object | null>(null);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const canvas = useRef<CanvasView>(null);
  const problems = useMemo(() => validateFlow(document), [document]);
  const flow = flowOf(document, flowId) ?? document.flows[0];
  const selected = flow?.nodes.find((node) => node.id === selectedId);

  useEffect(() => {
    if (!undo || !editable) return;
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, [contenteditable="true"]')) return;
      if (!(event.ctrlKey || event.metaKey)) return;
      const key = event.key.toLowerCase();
      if (key === 'z' && !event.shiftKey) undo.undo();
      else if (key === 'y' || (key === 'z' && event.shiftKey)) undo.redo();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [undo, editable]);

  const focusProblem = (problem: LocatedMessage) => {
    if (problem.flowId) setFlowId(problem.flowId);
    if (problem.nodeId) {
      setSelectedId(problem.nodeId);
      setFocus({ nodeId: problem.nodeId });
    }
  };

  const add = (kind: FlowNodeKind) => {
    // Before the canvas has loaded, the nodes' nominal sizes and the flow's origin stand in.
    const boxes =
      canvas.current?.boxes() ??
      (flow?.nodes ?? []).map((node) => ({ id: node.id, ...node.position, width: NODE_WIDTH, height: NODE_HEIGHT }));
    const place = newNodePlace(boxes, selectedId, canvas.current?.centre() ?? { x: 0, y: 0 });
    const added = addNode(document, flowId, kind, place);
    onChange(added.document);
    setSelectedId(added.nodeId);
    setFocus({ nodeId: added.nodeId });
  };

  const autoLayout = async () => {
    if (!flow) return;
    const { layoutFlow } = await import('./auto-layout.ts');
    let next = document;
    for (const [nodeId, position] of layoutFlow(flow)) next = moveNode(next, flowId, nodeId, position);
    onChange(next);
    setFit({});
  };

  const addSubFlow = () => {
    const added = addFlow(document, `子流程${document.flows.length}`);
    onChange(added.document);
    setFlowId(added.flowId);
  };

  return (
    <div className="script-workspace">
      <div className="script-toolbar">
        {heading}
        <span className="script-toolbar-spacer" />
        <Button icon={<SettingOutlined />} onClick={() => setSettingsOpen(true)}>
          话术设置
        </Button>
        {actions}
      </div>
      <Tabs
        className="script-flow-tabs"
        size="small"
        activeKey={flow?.id}
        onChange={(key) => {
          setFlowId(key);
          setSelectedId(null);
        }}
        items={document.flows.map((f) => ({ key: f.id, label: f.name }))}
        tabBarExtraContent={
          editable && <CanvasTools onAdd={add} undo={undo} onAutoLayout={autoLayout} onAddSubFlow={addSubFlow} />
        }
      />
      <div className={`script-body${aside ? ' with-aside' : ''}`}>
        <div className="script-canvas">
          <Suspense fallback={<Spin className="script-canvas-loading" />}>
            <FlowCanvas
              ref={canvas}
              document={document}
              flowId={flow?.id ?? flowId}
              problems={problems}
              selectedId={selectedId}
              editable={editable}
              onChange={onChange}
              onSelect={setSelectedId}
              focus={focus}
              fit={fit}
            />
          </Suspense>
        </div>
        <div className="script-side">
          {selected ? (
            <NodePanel
              key={`${flow?.id}/${selected.id}`}
              scriptId={scriptId}
              document={document}
              flowId={flow?.id ?? flowId}
              node={selected}
              editable={editable}
              onChange={onChange}
              onRemoved={() => setSelectedId(null)}
            />
          ) : (
            <ProblemList
              document={document}
              problems={problems}
              warnings={warnings}
              editable={editable}
              onFocus={focusProblem}
            />
          )}
          {selected && (
            <Button type="link" onClick={() => setSelectedId(null)}>
              查看校验结果（{problems.length} 个问题）
            </Button>
          )}
        </div>
        {aside && <div className="script-aside">{aside}</div>}
      </div>
      <SettingsDrawer
        open={settingsOpen}
        onClose={() => setSettingsOpen(false)}
        document={document}
        editable={editable}
        onChange={onChange}
      />
    </div>
  );
}
