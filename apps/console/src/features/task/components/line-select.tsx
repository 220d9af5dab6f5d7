import type { LineRow } from '@console/contracts';
import Select from 'antd/es/select';
import Tag from 'antd/es/tag';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { useLines } from '../api/get-lines.ts';

/** lineName (or the number), two spaces, the concurrency: 营销一线  10路并发. */
export function lineLabel(line: LineRow): string {
  const concurrency = line.concurrentName || `${line.concurrentShow || line.concurrent}路并发`;
  return `${line.lineName || line.cpnCode}  ${concurrency}`;
}

/** Why a line cannot be chosen, or null. */
function lineTag(line: LineRow): string | null {
  if (line.expired === 1) return '已过期';
  if (line.used === 1) return '占用中';
  return null;
}

interface LineSelectProps {
  value?: string[];
  onChange?: (value: string[]) => void;
  /** Editing: the task's own lines stay choosable though its own running makes them 占用中. */
  ownNumbers?: readonly string[];
  id?: string;
}

/** 外显号码: several of the enterprise's lines; expired and busy ones are shown but disabled. */
export function LineSelect({ value, onChange, ownNumbers = [], id }: LineSelectProps) {
  const businessId = useSessionStore((state) => state.user?.business.id ?? 0);
  const lines = useLines(businessId);
  const options = (lines.data ?? []).map((line) => {
    const tag = lineTag(line);
    return {
      value: line.cpnCode,
      label: lineLabel(line),
      tag,
      disabled: tag !== null && !ownNumbers.includes(line.cpnCode),
    };
  });

  return (
    <Select<string[], (typeof options)[number]>
      id={id}
      mode="multiple"
      value={value}
      onChange={onChange}
      placeholder="请选择外显号码"
      options={options}
      loading={lines.isFetching}
      showSearch={{ optionFilterProp: 'label' }}
      notFoundContent={lines.isFetching ? '加载中...' : '暂无可用线路'}
      optionRender={(option) => (
        <span className="task-line-option">
          <span className="task-line-label">{option.data.label}</span>
          {option.data.tag && <Tag className="task-line-tag">{option.data.tag}</Tag>}
        </span>
      )}
    />
  );
}
