import Button from 'antd/es/button';
import Select from 'antd/es/select';
import { getRuntimeConfig } from '../../../shared/config/runtime-config.ts';
import { DateRangePicker } from '../../../shared/date-range/date-range-picker.tsx';
import type { ReportFilters as Filters, ReportDirection } from '../report-query.ts';

interface Option {
  value: number | string;
  label: string;
}

interface ReportFiltersProps {
  direction: ReportDirection;
  filters: Filters;
  onChange: (filters: Filters) => void;
  speechSkillOptions: Option[];
  speechSkillsLoading: boolean;
  calleeOptions: Option[];
  calleeLoading: boolean;
  onQuery: () => void;
  onReset: () => void;
  /** Absent: the viewer may not export (neither master nor privilege bit 3). */
  onExport?: () => void;
  exporting: boolean;
  querying: boolean;
}

/**
 * Both filters: several values, searchable by name. The list is not virtualised, so its options
 * are real, visible options for screen readers and keyboard users; at most 100 scripts (spec
 * section 9) and a business's numbers stay short.
 */
const MULTI_SELECT = {
  mode: 'multiple',
  virtual: false,
  allowClear: true,
  maxTagCount: 'responsive',
  showSearch: { optionFilterProp: 'label' },
} as const;

/** The filter bar of a report tab: range, scripts, callee numbers (reception only) and the actions. */
export function ReportFilters(props: ReportFiltersProps) {
  const { direction, filters, onChange } = props;
  const idPrefix = `report-${direction}`;
  return (
    <form
      className="report-filters"
      aria-label="筛选条件"
      onSubmit={(event) => {
        event.preventDefault();
        props.onQuery();
      }}
    >
      <div className="report-filter">
        <label htmlFor={`${idPrefix}-range`}>日期</label>
        <DateRangePicker
          id={`${idPrefix}-range`}
          restricted
          timeZone={getRuntimeConfig().reportTimeZone}
          value={filters.range}
          onChange={(range) => onChange({ ...filters, range })}
        />
      </div>
      <div className="report-filter">
        <label htmlFor={`${idPrefix}-speech`}>话术</label>
        <Select<number[]>
          id={`${idPrefix}-speech`}
          className="report-filter-select"
          {...MULTI_SELECT}
          placeholder="全部话术"
          loading={props.speechSkillsLoading}
          options={props.speechSkillOptions}
          value={filters.speechSkillIds}
          onChange={(speechSkillIds) => onChange({ ...filters, speechSkillIds })}
        />
      </div>
      {direction === 0 && (
        <div className="report-filter">
          <label htmlFor={`${idPrefix}-callee`}>被叫号码</label>
          <Select<string[]>
            id={`${idPrefix}-callee`}
            className="report-filter-select"
            {...MULTI_SELECT}
            placeholder="全部号码"
            loading={props.calleeLoading}
            options={props.calleeOptions}
            value={filters.callee}
            onChange={(callee) => onChange({ ...filters, callee })}
          />
        </div>
      )}
      <div className="report-filter-actions">
        <Button type="primary" htmlType="submit" loading={props.querying}>
          查询
        </Button>
        <Button onClick={props.onReset}>重置</Button>
        {props.onExport && (
          <Button onClick={props.onExport} loading={props.exporting}>
            导出报表
          </Button>
        )}
      </div>
    </form>
  );
}
