import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { type FlowDocument, type FlowNode, TURN_OUTCOMES } from '@console/contracts';
import AntdApp from 'antd/es/app';
import Button from 'antd/es/button';
import Input from 'antd/es/input/Input';
import TextArea from 'antd/es/input/TextArea';
import Select from 'antd/es/select';
import Switch from 'antd/es/switch';
import type { ReactNode } from 'react';
import { AcdGroupSelect } from './acd-group-select.tsx';
import {
  addBranch,
  branchTaken,
  flowOf,
  intentName,
  NODE_KIND_TEXT,
  removeBranch,
  removeNode,
  SAY_TEXT_HINT,
  setStart,
  updateNode,
} from './document-edits.ts';
import { LineRecording } from './line-recording.tsx';

interface Props {
  /** The script whose recordings the say node plays; absent for a template. */
  scriptId?: number;
  document: FlowDocument;
  flowId: string;
  node: FlowNode;
  editable: boolean;
  onChange: (document: FlowDocument) => void;
  onRemoved: () => void;
}

// biome-ignore lint/suspicious/noTemplateCurlyInString: ${变量名} is how a line names a variable
const VARIABLE_HINT = '可用 ${变量名} 插入变量';

/** A labelled control of the panel; the label names the antd control it wraps. */
function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: the control is the antd input inside the label
    <label className="node-panel-field">
      <span className="node-panel-label">{label}</span>
      {children}
    </label>
  );
}

/** What a branch can listen for: the script's intents (builtin ones among them) and the turn outcomes. */
function intentOptions(document: FlowDocument) {
  return [
    ...document.intents.map((intent) => ({ value: intent.id, label: intent.name })),
    ...Object.entries(TURN_OUTCOMES).map(([value, label]) => ({ value, label })),
  ];
}

/** The side panel: edits the selected node; in view mode it only shows it. */
export function NodePanel({ scriptId, document, flowId, node, editable, onChange, onRemoved }: Props) {
  const update = (patch: Partial<FlowNode>) =>
    onChange(updateNode(document, flowId, { ...node, ...patch } as FlowNode));
  const flow = flowOf(document, flowId);
  const disabled = !editable;
  const { message } = AntdApp.useApp();
  /** Refuses a second branch on an intent, saying why; true when the intent is free. */
  const intentFree = (intent: string, branchId?: string) => {
    if (!branchTaken(node, intent, branchId)) return true;
    void message.warning(`已有「${intentName(document, intent)}」分支，同一意图只能有一个分支`);
    return false;
  };

  return (
    <section className="node-panel" aria-label="节点设置">
      <div className="node-panel-title">
        {NODE_KIND_TEXT[node.kind]}
        {flow?.start === node.id ? (
          <span className="script-node-start">开始</span>
        ) : (
          editable && (
            <Button size="small" type="link" onClick={() => onChange(setStart(document, flowId, node.id))}>
              设为开始节点
            </Button>
          )
        )}
      </div>
      <Field label="节点名称">
        <Input
          value={node.name}
          maxLength={30}
          disabled={disabled}
          onChange={(e) => update({ name: e.target.value })}
        />
      </Field>
      {(node.kind === 'say' || node.kind === 'hangup' || node.kind === 'transfer') && (
        <Field label={node.kind === 'say' ? '话术内容' : node.kind === 'hangup' ? '结束语' : '转接提示语'}>
          <TextArea
            value={node.text}
            maxLength={500}
            showCount
            autoSize={{ minRows: 3, maxRows: 8 }}
            disabled={disabled}
            placeholder={node.kind === 'say' ? `${SAY_TEXT_HINT}，${VARIABLE_HINT}` : VARIABLE_HINT}
            onChange={(e) => update({ text: e.target.value })}
          />
        </Field>
      )}
      {node.kind === 'say' && scriptId !== undefined && (
        <Field label="录音">
          <LineRecording
            scriptId={scriptId}
            audio={node.audio}
            editable={editable}
            onChange={(audio) => update({ audio })}
          />
        </Field>
      )}
      {node.kind === 'say' && (
        <Field label="允许客户打断">
          <Switch
            checked={node.interruptible}
            disabled={disabled}
            onChange={(interruptible) => update({ interruptible })}
          />
        </Field>
      )}
      {node.kind === 'transfer' && (
        <Field label="转接坐席组">
          <AcdGroupSelect
            value={node.acdGroupId}
            disabled={disabled}
            onChange={(acdGroupId) => update({ acdGroupId })}
          />
        </Field>
      )}
      {node.kind === 'sms' && (
        <Field label="短信模板编号">
          <Input
            value={node.templateCode}
            maxLength={64}
            disabled={disabled}
            onChange={(e) => update({ templateCode: e.target.value })}
          />
        </Field>
      )}
      {node.kind === 'jump' && (
        <>
          <Field label="跳转到流程">
            <Select
              value={node.target.flowId ?? flowId}
              disabled={disabled}
              options={document.flows.map((f) => ({ value: f.id, label: f.name }))}
              onChange={(target) => update({ target: { flowId: target } })}
            />
          </Field>
          <Field label="跳转到节点">
            <Select
              allowClear
              placeholder="流程的开始节点"
              value={node.target.nodeId}
              disabled={disabled}
              options={(flowOf(document, node.target.flowId ?? flowId)?.nodes ?? []).map((n) => ({
                value: n.id,
                label: n.name,
              }))}
              onChange={(nodeId) => update({ target: { ...node.target, nodeId } })}
            />
          </Field>
        </>
      )}
      {node.kind === 'listen' && (
        <div className="node-panel-branches">
          <span className="node-panel-label">分支（按客户的回答）</span>
          {node.branches.map((branch) => (
            <div key={branch.id} className="node-panel-branch">
              <Select
                aria-label="分支意图"
                value={branch.intent}
                disabled={disabled}
                options={intentOptions(document)}
                onChange={(intent) =>
                  intentFree(intent, branch.id) &&
                  update({ branches: node.branches.map((b) => (b.id === branch.id ? { ...b, intent } : b)) })
                }
              />
              <Select
                aria-label="分支标签"
                mode="tags"
                placeholder="标签"
                value={branch.labels}
                disabled={disabled}
                onChange={(labels) =>
                  update({ branches: node.branches.map((b) => (b.id === branch.id ? { ...b, labels } : b)) })
                }
              />
              {editable && (
                <Button
                  aria-label="删除分支"
                  icon={<DeleteOutlined />}
                  onClick={() => onChange(removeBranch(document, flowId, node.id, branch.id))}
                />
              )}
            </div>
          ))}
          {editable && (
            <Select
              aria-label="添加分支"
              placeholder={
                <span>
                  <PlusOutlined /> 添加分支
                </span>
              }
              value={null}
              options={intentOptions(document)}
              onChange={(intent) =>
                intent && intentFree(intent) && onChange(addBranch(document, flowId, node.id, intent))
              }
            />
          )}
        </div>
      )}
      <Field label="标签（客户经过此节点时打上）">
        <Select
          mode="tags"
          placeholder="输入后回车"
          value={node.labels}
          disabled={disabled}
          onChange={(labels) => update({ labels })}
        />
      </Field>
      {editable && (
        <Button
          danger
          icon={<DeleteOutlined />}
          onClick={() => {
            onChange(removeNode(document, flowId, node.id));
            onRemoved();
          }}
        >
          删除节点
        </Button>
      )}
    </section>
  );
}
