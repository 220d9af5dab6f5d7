import WarningFilled from '@ant-design/icons/WarningFilled';
import { Handle, type NodeProps, Position } from '@xyflow/react';
import { NODE_KIND_TEXT } from './document-edits.ts';
import { NEXT_HANDLE, type ScriptFlowNode } from './flow-elements.ts';

/** The line a node shows on the canvas: what the robot says, or where it goes. */
function summary(data: ScriptFlowNode['data']): string {
  const { node } = data;
  switch (node.kind) {
    case 'say':
    case 'hangup':
    case 'transfer':
      return node.text;
    case 'sms':
      return node.templateCode ? `短信模板 ${node.templateCode}` : '未选择短信模板';
    case 'jump':
      return node.target.flowId ? `跳转到流程 ${node.target.flowId}` : '跳转';
    case 'listen':
      return node.branches.length === 0 ? '尚无分支' : `${node.branches.length} 个分支`;
  }
}

/** A node of the script on the canvas, with a handle per way on (one per branch when listening). */
export function ScriptNode({ data, selected }: NodeProps<ScriptFlowNode>) {
  const { node, isStart, problems } = data;
  const continues = node.kind === 'say' || node.kind === 'sms' || node.kind === 'jump';
  const unwritten = node.kind === 'say' && node.text === '';
  return (
    <div
      className={`script-node script-node-${node.kind}${selected ? ' is-selected' : ''}${problems.length ? ' has-problems' : ''}`}
      data-testid={`node-${node.id}`}
      title={problems.map((p) => p.message).join('\n') || undefined}
    >
      <Handle type="target" position={Position.Top} />
      <div className="script-node-head">
        <span className="script-node-kind">{NODE_KIND_TEXT[node.kind]}</span>
        {isStart && <span className="script-node-start">开始</span>}
        {problems.length > 0 && (
          <WarningFilled className="script-node-warning" aria-label={`${problems.length}个问题`} />
        )}
      </div>
      <div className="script-node-name">{node.name}</div>
      <div className={`script-node-text${unwritten ? ' is-empty' : ''}`}>
        {unwritten ? '未填写话术内容' : summary(data)}
      </div>
      {continues && <Handle type="source" position={Position.Bottom} id={NEXT_HANDLE} />}
      {node.kind === 'listen' && (
        <div className="script-node-branches">
          {node.branches.map((branch) => (
            <div key={branch.id} className="script-node-branch">
              <span>{data.branchNames[branch.id]}</span>
              <Handle type="source" position={Position.Bottom} id={branch.id} className="script-node-branch-handle" />
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
