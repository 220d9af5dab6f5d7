import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { BUILTIN_INTENTS, type FlowDocument } from '@console/contracts';
import Button from 'antd/es/button';
import Drawer from 'antd/es/drawer';
import Input from 'antd/es/input/Input';
import TextArea from 'antd/es/input/TextArea';
import InputNumber from 'antd/es/input-number';
import Select from 'antd/es/select';
import Tabs from 'antd/es/tabs';
import { freshId } from './document-edits.ts';
import { GlobalIntents } from './global-intents-editor.tsx';
import { GradeRules } from './grade-rules-editor.tsx';
import { IntentEditor } from './intent-editor.tsx';
import { LinkedSources } from './linked-sources.tsx';
import { SettingsField, type SettingsProps } from './settings-field.tsx';

interface Props extends SettingsProps {
  open: boolean;
  onClose: () => void;
}

// biome-ignore lint/suspicious/noTemplateCurlyInString: how a script line names a variable
const VARIABLE_SYNTAX = '${变量名}';

/** The script's global settings: dialogue rules, intents, global intents, variables and grade rules. */
export function SettingsDrawer({ open, onClose, document, editable, onChange }: Props) {
  const { settings } = document;
  const setSettings = (patch: Partial<FlowDocument['settings']>) =>
    onChange({ ...document, settings: { ...settings, ...patch } });
  const general = (
    <div className="settings-grid">
      <SettingsField label="客户沉默多久算一次沉默（毫秒）">
        <InputNumber
          min={1000}
          max={30000}
          step={500}
          value={settings.silenceTimeoutMs}
          disabled={!editable}
          onChange={(v) => setSettings({ silenceTimeoutMs: v ?? 5000 })}
        />
      </SettingsField>
      <SettingsField label="连续沉默几次后礼貌挂机">
        <InputNumber
          min={1}
          max={10}
          value={settings.maxSilences}
          disabled={!editable}
          onChange={(v) => setSettings({ maxSilences: v ?? 3 })}
        />
      </SettingsField>
      <SettingsField label="连续未识别几次后礼貌挂机">
        <InputNumber
          min={1}
          max={10}
          value={settings.maxUnrecognised}
          disabled={!editable}
          onChange={(v) => setSettings({ maxUnrecognised: v ?? 3 })}
        />
      </SettingsField>
      <SettingsField label="打断策略">
        <Select
          value={settings.interrupt}
          disabled={!editable}
          options={[
            { value: 'never', label: '不允许打断' },
            { value: 'interruptible', label: '按节点设置' },
            { value: 'always', label: '始终允许打断' },
          ]}
          onChange={(interrupt) => setSettings({ interrupt })}
        />
      </SettingsField>
      <SettingsField label="未识别时的提示语">
        <TextArea
          autoSize
          value={settings.repeatLine}
          maxLength={500}
          disabled={!editable}
          onChange={(e) => setSettings({ repeatLine: e.target.value })}
        />
      </SettingsField>
      <SettingsField label="沉默时的提示语">
        <TextArea
          autoSize
          value={settings.silenceLine}
          maxLength={500}
          disabled={!editable}
          onChange={(e) => setSettings({ silenceLine: e.target.value })}
        />
      </SettingsField>
      <SettingsField label="礼貌挂机时的结束语">
        <TextArea
          autoSize
          value={settings.goodbyeLine}
          maxLength={500}
          disabled={!editable}
          onChange={(e) => setSettings({ goodbyeLine: e.target.value })}
        />
      </SettingsField>
      <SettingsField label="默认意向等级">
        <Input
          value={settings.defaultGrade}
          maxLength={30}
          disabled={!editable}
          onChange={(e) => setSettings({ defaultGrade: e.target.value })}
        />
      </SettingsField>
    </div>
  );
  const intents = (
    <div>
      {document.intents.map((intent, index) => (
        <IntentEditor
          key={intent.id}
          intent={intent}
          editable={editable}
          onChange={(next) =>
            onChange({ ...document, intents: document.intents.map((i, at) => (at === index ? next : i)) })
          }
          onRemove={
            intent.id in BUILTIN_INTENTS
              ? undefined
              : () => onChange({ ...document, intents: document.intents.filter((_, at) => at !== index) })
          }
        />
      ))}
      {editable && (
        <Button
          icon={<PlusOutlined />}
          onClick={() => {
            const id = freshId(
              'intent',
              document.intents.map((i) => i.id),
            );
            onChange({
              ...document,
              intents: [...document.intents, { id, name: '新意图', regex: [], keywords: [], examples: [], labels: [] }],
            });
          }}
        >
          添加意图
        </Button>
      )}
    </div>
  );
  const variables = (
    <div>
      <p className="settings-hint">动态话术的变量随号码导入，在话术内容中用 {VARIABLE_SYNTAX} 引用。</p>
      {document.variables.map((variable, index) => (
        <div className="settings-condition" key={variable.name}>
          <Input
            aria-label="变量名"
            value={variable.name}
            disabled={!editable}
            onChange={(e) =>
              onChange({
                ...document,
                variables: document.variables.map((v, at) => (at === index ? { ...v, name: e.target.value } : v)),
              })
            }
          />
          <Input
            aria-label="变量说明"
            placeholder="说明"
            value={variable.description}
            disabled={!editable}
            onChange={(e) =>
              onChange({
                ...document,
                variables: document.variables.map((v, at) =>
                  at === index ? { ...v, description: e.target.value } : v,
                ),
              })
            }
          />
          <Input
            aria-label="示例值"
            placeholder="示例值"
            value={variable.sample}
            disabled={!editable}
            onChange={(e) =>
              onChange({
                ...document,
                variables: document.variables.map((v, at) => (at === index ? { ...v, sample: e.target.value } : v)),
              })
            }
          />
          {editable && (
            <Button
              aria-label="删除变量"
              icon={<DeleteOutlined />}
              onClick={() => onChange({ ...document, variables: document.variables.filter((_, at) => at !== index) })}
            />
          )}
        </div>
      ))}
      {editable && (
        <Button
          icon={<PlusOutlined />}
          onClick={() =>
            onChange({
              ...document,
              variables: [
                ...document.variables,
                {
                  name: freshId(
                    '变量',
                    document.variables.map((v) => v.name),
                  ),
                  description: '',
                  sample: '',
                },
              ],
            })
          }
        >
          添加变量
        </Button>
      )}
    </div>
  );
  return (
    <Drawer open={open} onClose={onClose} title="话术设置" size={560} destroyOnHidden>
      <Tabs
        items={[
          { key: 'general', label: '全局设置', children: general },
          { key: 'intents', label: '意图', children: intents },
          {
            key: 'globals',
            label: '全局意图',
            children: <GlobalIntents document={document} editable={editable} onChange={onChange} />,
          },
          { key: 'variables', label: '变量', children: variables },
          {
            key: 'grades',
            label: '意向评级',
            children: <GradeRules document={document} editable={editable} onChange={onChange} />,
          },
          {
            key: 'sources',
            label: '知识库与词库',
            children: <LinkedSources document={document} editable={editable} onChange={onChange} />,
          },
        ]}
      />
    </Drawer>
  );
}
