import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import { asOptions, MultiSelect } from '../../../shared/forms/multi-select.tsx';
import { useScriptSearch } from '../api/get-published-scripts.ts';
import type { CallReportFilters as Filters } from '../call-report-query.ts';
import { CallReportRange } from './call-report-range.tsx';

interface CallReportFiltersProps {
  filters: Filters;
  onChange: (filters: Filters) => void;
  numbers: string[];
  intentions: string[];
  labels: string[];
  onSearch: () => void;
  onExport: () => void;
  searching: boolean;
  exporting: boolean;
}

function ReceptionMultiSelect(props: {
  label: string;
  placeholder: string;
  options: string[];
  value: string[];
  onChange: (value: string[]) => void;
}) {
  return <MultiSelect {...props} className="reception-data-select" options={asOptions(props.options)} />;
}

/** 请选择话术: a published script searched by name on the server; choosing one loads its labels. */
function ScriptFilter({ value, onChange }: { value?: number; onChange: (id?: number) => void }) {
  const { scripts, search } = useScriptSearch();
  return (
    <Select<number>
      allowClear
      showSearch={{ filterOption: false, onSearch: search }}
      aria-label="话术"
      className="reception-data-select"
      placeholder="请选择话术"
      loading={scripts.isFetching}
      options={(scripts.data ?? []).map((row) => ({ value: row.id, label: row.name }))}
      value={value}
      onChange={(id) => onChange(id ?? undefined)}
    />
  );
}

/** The filter bar of /ai/data (modules-spec 5.2), with 筛选 and 导出报表. */
export function CallReportFilters({ filters, onChange, ...props }: CallReportFiltersProps) {
  const set = (changes: Partial<Filters>) => onChange({ ...filters, ...changes });
  return (
    <form
      className="reception-data-filters"
      aria-label="筛选条件"
      onSubmit={(event) => {
        event.preventDefault();
        props.onSearch();
      }}
    >
      <CallReportRange value={filters.range} onChange={(range) => set({ range })} />
      <ReceptionMultiSelect
        label="被叫号码"
        placeholder="请选择被叫号码"
        options={props.numbers}
        value={filters.callee}
        onChange={(callee) => set({ callee })}
      />
      <ReceptionMultiSelect
        label="意向程度"
        placeholder="意向程度"
        options={props.intentions}
        value={filters.tagIntention}
        onChange={(tagIntention) => set({ tagIntention })}
      />
      <ScriptFilter
        value={filters.speechSkillId}
        // Another script's labels do not apply: the chosen ones go with the script.
        onChange={(speechSkillId) => set({ speechSkillId, label: [] })}
      />
      <ReceptionMultiSelect
        label="标签"
        placeholder="标签"
        options={props.labels}
        value={filters.label}
        onChange={(label) => set({ label })}
      />
      <Input
        aria-label="手机号码"
        className="reception-data-phone"
        placeholder="手机号码"
        allowClear
        maxLength={20}
        value={filters.telNumber}
        onChange={(event) => set({ telNumber: event.target.value.replace(/\D/g, '') })}
      />
      <Button type="primary" htmlType="submit" loading={props.searching}>
        筛选
      </Button>
      <Button loading={props.exporting} onClick={props.onExport}>
        导出报表
      </Button>
    </form>
  );
}
