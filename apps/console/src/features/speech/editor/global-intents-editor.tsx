import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import {
  FLOW_LIMITS,
  type FlowDocument,
  type FlowGlobalIntent,
  GLOBAL_INTENT_AFTER,
  GLOBAL_INTENT_PRIORITY,
  type GlobalIntentAfter,
  type GlobalIntentPriority,
} from '@console/contracts';
import Button from 'antd/es/button';
import TextArea from 'antd/es/input/TextArea';
import Select from 'antd/es/select';
import { AcdGroupSelect } from './acd-group-select.tsx';
import { freshId } from './document-edits.ts';
import { SettingsField, type SettingsProps } from './settings-field.tsx';

const optionsOf = <Value extends string>(texts: Record<Value, string>) =>
  (Object.entries(texts) as [Value, string][]).map(([value, label]) => ({ value, label }));
const AFTER_OPTIONS = optionsOf<GlobalIntentAfter>(GLOBAL_INTENT_AFTER);
const PRIORITY_OPTIONS = optionsOf<GlobalIntentPriority>(GLOBAL_INTENT_PRIORITY);

/** Every node a jump can go to, as 流程 / 节点; a flow alone means its start. */
function targetOptions(document: FlowDocument) {
  return document.flows.flatMap((flow) => [
    { value: `${flow.id}/`, label: `${flow.name}（开始节点）` },
    ...flow.nodes.map((node) => ({ value: `${flow.id}/${node.id}`, label: `${flow.name} / ${node.name}` })),
  ]);
}

function GlobalIntentCard(props: {
  document: FlowDocument;
  global: FlowGlobalIntent;
  editable: boolean;
  onChange: (global: FlowGlobalIntent) => void;
  onRemove: () => void;
}) {
  const { document, global, editable, onChange } = props;
  const disabled = !editable;
  const target = global.target ? `${global.target.flowId ?? ''}/${global.target.nodeId ?? ''}` : undefined;
  return (
    <section className="settings-card" aria-label={`全局意图 ${global.id}`}>
      <div className="settings-card-head">
        <Select
          aria-label="全局意图"
          showSearch
          optionFilterProp="label"
          value={global.intent}
          disabled={disabled}
          options={document.intents.map((intent) => ({ value: intent.id, label: intent.name }))}
          onChange={(intent) => onChange({ ...global, intent })}
          style={{ flex: 1 }}
        />
        {editable && <Button aria-label="删除全局意图" icon={<DeleteOutlined />} onClick={props.onRemove} />}
      </div>
      <SettingsField label="回答话术">
        <TextArea
          autoSize={{ minRows: 2, maxRows: 6 }}
          maxLength={FLOW_LIMITS.lineLength}
          value={global.text}
          disabled={disabled}
          placeholder="机器人听到后先说这句；可用 ${变量名} 插入变量"
          onChange={(e) => onChange({ ...global, text: e.target.value })}
        />
      </SettingsField>
      <div className="settings-inline">
        <SettingsField label="之后">
          <Select
            aria-label="后续动作"
            value={global.after}
            disabled={disabled}
            options={AFTER_OPTIONS}
            onChange={(after) => onChange({ ...global, after })}
            style={{ minWidth: 130 }}
          />
        </SettingsField>
        <SettingsField label="优先级">
          <Select
            aria-label="优先级"
            value={global.priority}
            disabled={disabled}
            options={PRIORITY_OPTIONS}
            onChange={(priority) => onChange({ ...global, priority })}
            style={{ minWidth: 210 }}
          />
        </SettingsField>
      </div>
      {global.after === 'jump' && (
        <SettingsField label="跳转到">
          <Select
            aria-label="跳转目标"
            showSearch
            optionFilterProp="label"
            placeholder="请选择跳转的流程或节点"
            value={target}
            disabled={disabled}
            options={targetOptions(document)}
            onChange={(value: string) => {
              const [flowId, nodeId] = value.split('/');
              onChange({ ...global, target: nodeId ? { flowId, nodeId } : { flowId } });
            }}
          />
        </SettingsField>
      )}
      {global.after === 'transfer' && (
        <SettingsField label="转接坐席组">
          <AcdGroupSelect
            value={global.acdGroupId}
            disabled={disabled}
            onChange={(acdGroupId) => onChange({ ...global, acdGroupId })}
          />
        </SettingsField>
      )}
      <SettingsField label="标签">
        <Select
          aria-label="全局意图标签"
          mode="tags"
          placeholder="输入后回车"
          value={global.labels}
          disabled={disabled}
          onChange={(labels) => onChange({ ...global, labels })}
        />
      </SettingsField>
    </section>
  );
}

/**
 * 全局意图: intents the robot hears at every listening node, each with its answer and what
 * follows (back to the node that asked, a jump, a transfer or a hang-up).
 */
export function GlobalIntents({ document, editable, onChange }: SettingsProps) {
  const globals = document.globalIntents;
  const setGlobals = (globalIntents: FlowGlobalIntent[]) => onChange({ ...document, globalIntents });
  const unused = document.intents.find((intent) => !globals.some((global) => global.intent === intent.id));
  return (
    <div>
      <p className="settings-hint">
        全局意图在每个等待回答的节点都能听到，例如询问价格、是否机器人、投诉。节点自己有同一意图的分支时，以节点的分支为准。
      </p>
      {globals.length === 0 && <p className="settings-hint">还没有全局意图。</p>}
      {globals.map((global, index) => (
        <GlobalIntentCard
          key={global.id}
          document={document}
          global={global}
          editable={editable}
          onChange={(next) => setGlobals(globals.map((g, at) => (at === index ? next : g)))}
          onRemove={() => setGlobals(globals.filter((_, at) => at !== index))}
        />
      ))}
      {editable && unused && globals.length < FLOW_LIMITS.globalIntents && (
        <Button
          icon={<PlusOutlined />}
          onClick={() =>
            setGlobals([
              ...globals,
              {
                id: freshId(
                  'g',
                  globals.map((g) => g.id),
                ),
                intent: unused.id,
                text: '',
                after: 'return',
                priority: 'low',
                labels: [],
              },
            ])
          }
        >
          添加全局意图
        </Button>
      )}
    </div>
  );
}
