import { CALL_RESULTS, TRACE_STAGES } from '@console/contracts';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useIntentionLabels } from '../api/get-intention-labels.ts';
import { useMembers } from '../api/get-members.ts';
import { useTaskOptions } from '../api/get-task-options.ts';
import type { CustomerFilterValues } from '../customer-query.ts';

// The date picker is the larger part of 更多搜索 and most searches never open it.
const CalloutRange = lazy(() => import('./callout-range.tsx').then((m) => ({ default: m.CalloutRange })));

/** Several values of a short list; real options (not virtual), so screen readers read them. */
const MULTI_SELECT = { mode: 'multiple', virtual: false, allowClear: true, maxTagCount: 'responsive' } as const;

const STAGE_OPTIONS = TRACE_STAGES.map((stage) => ({ value: stage.value, label: stage.label }));
const RESULT_OPTIONS = CALL_RESULTS.map((result) => ({ value: result.code, label: result.desc }));

function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="customer-filter">
      <label htmlFor={id}>{label}</label>
      {children}
    </div>
  );
}

type OptionsHook = (
  name: string,
  enabled: boolean,
) => { data?: { value: number; label: string }[]; isFetching: boolean };

/** A select whose options the server finds by the typed name (客户来源, 外呼任务, 负责人). */
function RemoteSelect({
  id,
  value,
  onChange,
  placeholder,
  useOptions,
}: {
  id: string;
  value: number | undefined;
  onChange: (value: number | undefined) => void;
  placeholder: string;
  useOptions: OptionsHook;
}) {
  const [name, setName] = useState('');
  const [opened, setOpened] = useState(false);
  // The chosen option stays offered while another name is typed, so the select keeps its label.
  const [chosen, setChosen] = useState<{ value: number; label: string }>();
  const { data, isFetching } = useOptions(name, opened || value !== undefined);
  const found = data ?? [];
  const options =
    chosen && chosen.value === value && !found.some((option) => option.value === value) ? [chosen, ...found] : found;
  return (
    <Select<number>
      id={id}
      className="customer-filter-select"
      showSearch={{ filterOption: false, onSearch: setName }}
      allowClear
      virtual={false}
      placeholder={placeholder}
      loading={isFetching}
      options={options}
      value={value}
      onOpenChange={(open) => open && setOpened(true)}
      onChange={(next, option) => {
        setChosen(Array.isArray(option) || !option ? undefined : { value: next, label: String(option.label) });
        onChange(next ?? undefined);
      }}
      notFoundContent={isFetching ? '加载中' : '无匹配数据'}
    />
  );
}

function useMemberOptions(name: string, enabled: boolean) {
  const members = useMembers(name, enabled);
  return { ...members, data: members.data?.map((member) => ({ value: member.cm_id, label: member.cm_name })) };
}

interface CustomerFiltersProps {
  values: CustomerFilterValues;
  onChange: (values: CustomerFilterValues) => void;
  advanced: boolean;
  onToggleAdvanced: () => void;
  /** 负责人 is the main account's filter (master 1). */
  showOwner: boolean;
  onSearch: () => void;
}

type TextKey = 'tel_number' | 'label' | 'customer_name';
type MultiKey = 'tag_intention' | 'trace_stage' | 'call_result';
type RemoteKey = 'source_cm_id' | 'task_id' | 'cm_id';

/** The list's search (modules-spec 8.2): the basic row, and 更多搜索's conditions below it. */
export function CustomerFilters({ values, onChange, advanced, showOwner, ...props }: CustomerFiltersProps) {
  const labels = useIntentionLabels();
  const set = <K extends keyof CustomerFilterValues>(key: K, value: CustomerFilterValues[K]) =>
    onChange({ ...values, [key]: value });

  const text = (key: TextKey, label: string, placeholder: string, maxLength: number) => (
    <Field id={`customer-${key}`} label={label}>
      <Input
        id={`customer-${key}`}
        className="customer-filter-input"
        placeholder={placeholder}
        maxLength={maxLength}
        allowClear
        value={values[key]}
        onChange={(event) => set(key, event.target.value)}
      />
    </Field>
  );
  const multi = (
    key: MultiKey,
    label: string,
    options: { value: string | number; label: string }[],
    loading = false,
  ) => (
    <Field id={`customer-${key}`} label={label}>
      <Select<(string | number)[]>
        id={`customer-${key}`}
        className="customer-filter-select"
        {...MULTI_SELECT}
        placeholder={`请选择${label}`}
        loading={loading}
        options={options}
        value={values[key]}
        onChange={(chosen) => set(key, chosen as never)}
      />
    </Field>
  );
  const remote = (key: RemoteKey, label: string, placeholder: string, useOptions: OptionsHook) => (
    <Field id={`customer-${key}`} label={label}>
      <RemoteSelect
        id={`customer-${key}`}
        placeholder={placeholder}
        value={values[key]}
        onChange={(id) => set(key, id)}
        useOptions={useOptions}
      />
    </Field>
  );

  return (
    <form
      className="customer-filters"
      aria-label="客户搜索"
      onSubmit={(event) => {
        event.preventDefault();
        props.onSearch();
      }}
    >
      <div className="customer-filter-row">
        {text('tel_number', '手机号码', '请输入手机号码', 20)}
        {multi(
          'tag_intention',
          '意向程度',
          (labels.data ?? []).map((name) => ({ value: name, label: name })),
          labels.isFetching,
        )}
        {text('label', '客户标签', '标签名称，多个以逗号隔开', 200)}
        <div className="customer-filter-actions">
          {/* No loading state here: the table below shows it, and antd's leaving spinner can stay
              in the button's name ("loading 搜索") after the list has loaded. */}
          <Button type="primary" htmlType="submit">
            搜索
          </Button>
          <Button type="link" onClick={props.onToggleAdvanced} aria-expanded={advanced}>
            {advanced ? '收起' : '更多搜索'}
          </Button>
        </div>
      </div>
      {advanced && (
        <div className="customer-filter-row">
          {text('customer_name', '客户姓名', '请输入客户姓名', 20)}
          {remote('source_cm_id', '客户来源', '请输入成员姓名', useMemberOptions)}
          {multi('trace_stage', '跟进阶段', STAGE_OPTIONS)}
          {multi('call_result', '通话结果', RESULT_OPTIONS)}
          {remote('task_id', '外呼任务', '请输入任务名称', useTaskOptions)}
          {showOwner && remote('cm_id', '负责人', '请输入成员姓名', useMemberOptions)}
          <Field id="customer-range" label="外呼时间">
            <Suspense fallback={<span className="customer-range-loading" />}>
              <CalloutRange value={values.range} onChange={(range) => set('range', range)} />
            </Suspense>
          </Field>
        </div>
      )}
    </form>
  );
}
