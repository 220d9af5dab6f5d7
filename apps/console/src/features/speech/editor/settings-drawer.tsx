import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import {
  BUILTIN_INTENTS,
  type FlowDocument,
  type FlowIntent,
  type GradeCondition,
  type GradeRule,
} from '@console/contracts';
import Button from 'antd/es/button';
import Drawer from 'antd/es/drawer';
import Input from 'antd/es/input/Input';
import TextArea from 'antd/es/input/TextArea';
import InputNumber from 'antd/es/input-number';
import Select from 'antd/es/select';
import Tabs from 'antd/es/tabs';
import type { ReactNode } from 'react';
import { useLinkableSources } from '../api/get-linkable-sources.ts';
import { freshId } from './document-edits.ts';

interface Props {
  open: boolean;
  onClose: () => void;
  document: FlowDocument;
  editable: boolean;
  onChange: (document: FlowDocument) => void;
}

// biome-ignore lint/suspicious/noTemplateCurlyInString: how a script line names a variable
const VARIABLE_SYNTAX = '${变量名}';

/** A labelled control of the drawer; the label names the antd control it wraps. */
function SettingsField({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: the control is the antd input inside the label
    <label className="settings-field">
      <span>{label}</span>
      {children}
    </label>
  );
}

/** One phrase per line in a text box: how lists of keywords, examples and patterns are edited. */
const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

function IntentEditor({
  intent,
  editable,
  onChange,
  onRemove,
}: {
  intent: FlowIntent;
  editable: boolean;
  onChange: (i: FlowIntent) => void;
  onRemove?: () => void;
}) {
  const list = (key: 'keywords' | 'examples' | 'regex', label: string) => (
    <SettingsField label={`${label}（每行一个）`}>
      <TextArea
        aria-label={`${intent.name}${label}`}
        autoSize={{ minRows: 2, maxRows: 6 }}
        disabled={!editable}
        defaultValue={intent[key].join('\n')}
        onBlur={(e) => onChange({ ...intent, [key]: lines(e.target.value) })}
      />
    </SettingsField>
  );
  return (
    <div className="settings-card">
      <div className="settings-card-head">
        <Input
          aria-label="意图名称"
          value={intent.name}
          disabled={!editable || intent.id in BUILTIN_INTENTS}
          onChange={(e) => onChange({ ...intent, name: e.target.value })}
        />
        {onRemove && editable && <Button aria-label="删除意图" icon={<DeleteOutlined />} onClick={onRemove} />}
      </div>
      {list('keywords', '关键词')}
      {list('examples', '例句')}
      {list('regex', '正则表达式')}
    </div>
  );
}

const CONDITION_KINDS = [
  { value: 'nodeReached', label: '到达节点' },
  { value: 'intentHit', label: '命中意图' },
  { value: 'turns', label: '对话轮次' },
  { value: 'keyword', label: '客户说过关键词' },
  { value: 'duration', label: '通话时长（秒）' },
];

function newCondition(kind: GradeCondition['kind'], document: FlowDocument): GradeCondition {
  switch (kind) {
    case 'nodeReached':
      return { kind, nodeId: document.flows[0]?.nodes[0]?.id ?? 'n1' };
    case 'intentHit':
      return { kind, intentId: 'affirm', minTimes: 1 };
    case 'turns':
      return { kind, min: 1 };
    case 'keyword':
      return { kind, words: ['可以'] };
    case 'duration':
      return { kind, minSeconds: 30 };
  }
}

function ConditionEditor({
  condition,
  document,
  editable,
  onChange,
}: {
  condition: GradeCondition;
  document: FlowDocument;
  editable: boolean;
  onChange: (c: GradeCondition) => void;
}) {
  const disabled = !editable;
  switch (condition.kind) {
    case 'nodeReached':
      return (
        <Select
          aria-label="节点"
          value={condition.nodeId}
          disabled={disabled}
          options={document.flows.flatMap((f) => f.nodes.map((n) => ({ value: n.id, label: `${f.name} · ${n.name}` })))}
          onChange={(nodeId) => onChange({ ...condition, nodeId })}
        />
      );
    case 'intentHit':
      return (
        <span className="settings-inline">
          <Select
            aria-label="意图"
            value={condition.intentId}
            disabled={disabled}
            options={document.intents.map((i) => ({ value: i.id, label: i.name }))}
            onChange={(intentId) => onChange({ ...condition, intentId })}
          />
          至少
          <InputNumber
            aria-label="次数"
            min={1}
            value={condition.minTimes}
            disabled={disabled}
            onChange={(v) => onChange({ ...condition, minTimes: v ?? 1 })}
          />
          次
        </span>
      );
    case 'turns':
    case 'duration': {
      const [minKey, maxKey] =
        condition.kind === 'turns' ? (['min', 'max'] as const) : (['minSeconds', 'maxSeconds'] as const);
      const values = condition as unknown as Record<string, number | undefined>;
      return (
        <span className="settings-inline">
          <InputNumber
            aria-label="最少"
            min={0}
            placeholder="不限"
            value={values[minKey]}
            disabled={disabled}
            onChange={(v) => onChange({ ...condition, [minKey]: v ?? undefined })}
          />
          至
          <InputNumber
            aria-label="最多"
            min={0}
            placeholder="不限"
            value={values[maxKey]}
            disabled={disabled}
            onChange={(v) => onChange({ ...condition, [maxKey]: v ?? undefined })}
          />
        </span>
      );
    }
    case 'keyword':
      return (
        <Select
          aria-label="关键词"
          mode="tags"
          value={condition.words}
          disabled={disabled}
          onChange={(words) => onChange({ ...condition, words })}
        />
      );
  }
}

function GradeRules({ document, editable, onChange }: Omit<Props, 'open' | 'onClose'>) {
  const setRules = (gradeRules: GradeRule[]) => onChange({ ...document, gradeRules });
  const update = (index: number, rule: GradeRule) =>
    setRules(document.gradeRules.map((r, i) => (i === index ? rule : r)));
  return (
    <div>
      <p className="settings-hint">
        按顺序判断，第一条条件全部满足的规则给出意向等级；都不满足时为默认等级 {document.settings.defaultGrade}。
      </p>
      {document.gradeRules.map((rule, index) => (
        <div className="settings-card" key={rule.id}>
          <div className="settings-card-head">
            <Input
              aria-label="意向等级"
              addonBefore="等级"
              value={rule.grade}
              disabled={!editable}
              onChange={(e) => update(index, { ...rule, grade: e.target.value })}
            />
            {editable && (
              <Button
                aria-label="删除规则"
                icon={<DeleteOutlined />}
                onClick={() => setRules(document.gradeRules.filter((_, i) => i !== index))}
              />
            )}
          </div>
          {rule.conditions.map((condition, at) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: conditions have no ids; their order is the rule's
            <div className="settings-condition" key={at}>
              <Select
                aria-label="条件类型"
                value={condition.kind}
                disabled={!editable}
                options={CONDITION_KINDS}
                onChange={(kind) =>
                  update(index, {
                    ...rule,
                    conditions: rule.conditions.map((c, i) => (i === at ? newCondition(kind, document) : c)),
                  })
                }
              />
              <ConditionEditor
                condition={condition}
                document={document}
                editable={editable}
                onChange={(next) =>
                  update(index, { ...rule, conditions: rule.conditions.map((c, i) => (i === at ? next : c)) })
                }
              />
              {editable && rule.conditions.length > 1 && (
                <Button
                  aria-label="删除条件"
                  size="small"
                  icon={<DeleteOutlined />}
                  onClick={() => update(index, { ...rule, conditions: rule.conditions.filter((_, i) => i !== at) })}
                />
              )}
            </div>
          ))}
          {editable && (
            <Button
              size="small"
              icon={<PlusOutlined />}
              onClick={() =>
                update(index, { ...rule, conditions: [...rule.conditions, newCondition('intentHit', document)] })
              }
            >
              添加条件
            </Button>
          )}
        </div>
      ))}
      {editable && (
        <Button
          icon={<PlusOutlined />}
          onClick={() =>
            setRules([
              ...document.gradeRules,
              {
                id: freshId(
                  'r',
                  document.gradeRules.map((r) => r.id),
                ),
                grade: 'A',
                conditions: [newCondition('intentHit', document)],
              },
            ])
          }
        >
          添加评级规则
        </Button>
      )}
    </div>
  );
}

/** The knowledge bases that answer questions at any listening node, and the dictionaries of the intents. */
function LinkedSources({ document, editable, onChange }: Omit<Props, 'open' | 'onClose'>) {
  const sources = useLinkableSources();
  return (
    <div className="settings-grid">
      <SettingsField label="关联知识库（客户在任何等待回答的节点提问，机器人回答后回到该节点）">
        <Select
          aria-label="关联知识库"
          mode="multiple"
          placeholder="选择知识库"
          loading={sources.isPending}
          disabled={!editable}
          value={document.knowledgeBaseIds}
          options={sources.data?.knowledgeBases ?? []}
          optionFilterProp="label"
          onChange={(knowledgeBaseIds) => onChange({ ...document, knowledgeBaseIds })}
        />
      </SettingsField>
      <SettingsField label="关联相近词库（扩展意图的关键词，如“心动”等同“感兴趣”）">
        <Select
          aria-label="关联相近词库"
          mode="multiple"
          placeholder="选择相近词库"
          loading={sources.isPending}
          disabled={!editable}
          value={document.dictionaryIds}
          options={sources.data?.dictionaries ?? []}
          optionFilterProp="label"
          onChange={(dictionaryIds) => onChange({ ...document, dictionaryIds })}
        />
      </SettingsField>
    </div>
  );
}

/** The script's global settings: dialogue rules, intents, variables and grade rules. */
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
