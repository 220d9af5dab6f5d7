import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import type { FlowDocument, GradeCondition, GradeRule } from '@console/contracts';
import Button from 'antd/es/button';
import Input from 'antd/es/input/Input';
import InputNumber from 'antd/es/input-number';
import Select from 'antd/es/select';
import { freshId } from './document-edits.ts';
import type { SettingsProps } from './settings-field.tsx';

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

/** The grade rules in order: the first whose conditions all hold gives the grade. */
export function GradeRules({ document, editable, onChange }: SettingsProps) {
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
