import Button from 'antd/es/button';
import Input from 'antd/es/input';
import type { ReactNode } from 'react';
import { asOptions, MultiSelect } from '../../../shared/forms/multi-select.tsx';
import type { RecordFilters as Filters } from '../record-query.ts';
import { CallTimeField } from './call-time-field.tsx';

interface Option {
  value: string;
  label: string;
}

interface RecordFiltersProps {
  filters: Filters;
  onChange: (filters: Filters) => void;
  callResults: Option[];
  intentions: string[];
  labels: string[];
  onSearch: () => void;
  searching: boolean;
  /** Shown at the bar's right end (the exports). */
  actions?: ReactNode;
}

/** A multi-select filter with its label beside it. */
function MultiFilter(props: {
  label: string;
  options: Option[];
  value: string[];
  onChange: (value: string[]) => void;
}) {
  return (
    <span className="task-record-filter">
      <span>{props.label}</span>
      <MultiSelect {...props} size="small" className="task-record-select" placeholder="全部" />
    </span>
  );
}

/** 通话时长's ends, in whole seconds: digits only, blank for no bound. */
function SecondsInput(props: {
  label: string;
  placeholder: string;
  value: number | null;
  onChange: (value: number | null) => void;
}) {
  return (
    <Input
      size="small"
      inputMode="numeric"
      aria-label={props.label}
      className="task-record-seconds"
      maxLength={5}
      placeholder={props.placeholder}
      value={props.value ?? ''}
      onChange={(event) => {
        const digits = event.target.value.replace(/\D/g, '');
        props.onChange(digits === '' ? null : Number(digits));
      }}
    />
  );
}

/** The filter bar of the task's records (modules-spec 4.6): small controls and 筛选. */
export function RecordFilters({ filters, onChange, ...props }: RecordFiltersProps) {
  const set = (changes: Partial<Filters>) => onChange({ ...filters, ...changes });
  return (
    <form
      className="task-record-filters"
      aria-label="筛选条件"
      onSubmit={(event) => {
        event.preventDefault();
        props.onSearch();
      }}
    >
      <MultiFilter
        label="通话结果"
        options={props.callResults}
        value={filters.callResult}
        onChange={(callResult) => set({ callResult })}
      />
      <MultiFilter
        label="意向程度"
        options={asOptions(props.intentions)}
        value={filters.tagIntention}
        onChange={(tagIntention) => set({ tagIntention })}
      />
      <MultiFilter
        label="标签"
        options={asOptions(props.labels)}
        value={filters.label}
        onChange={(label) => set({ label })}
      />
      <span className="task-record-filter">
        <span>通话时长</span>
        <SecondsInput
          label="最短通话时长"
          placeholder="最短"
          value={filters.minCallDuration}
          onChange={(minCallDuration) => set({ minCallDuration })}
        />
        <span className="task-record-dash">–</span>
        <SecondsInput
          label="最长通话时长"
          placeholder="最长"
          value={filters.maxCallDuration}
          onChange={(maxCallDuration) => set({ maxCallDuration })}
        />
        <span>秒</span>
      </span>
      <span className="task-record-filter">
        <span>手机号码</span>
        <Input
          size="small"
          aria-label="手机号码"
          className="task-record-phone"
          placeholder="请输入手机号码"
          allowClear
          maxLength={20}
          value={filters.telNumber}
          onChange={(event) => set({ telNumber: event.target.value.replace(/\D/g, '') })}
        />
      </span>
      <span className="task-record-filter">
        <span>外呼时间</span>
        <CallTimeField value={filters.range} onChange={(range) => set({ range })} />
      </span>
      <Button type="primary" size="small" htmlType="submit" loading={props.searching}>
        筛选
      </Button>
      {props.actions}
    </form>
  );
}
