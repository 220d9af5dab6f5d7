import Select from 'antd/es/select';
import { useAcdGroupOptions } from '../api/get-acd-groups.ts';

interface Props {
  value: number | undefined;
  disabled: boolean;
  onChange: (acdGroupId: number | undefined) => void;
}

/** Where a transfer rings: an ACD group by name, or (cleared) any idle agent of the enterprise. */
export function AcdGroupSelect({ value, disabled, onChange }: Props) {
  const groups = useAcdGroupOptions();
  const options = groups.data ?? [];
  const missing = value !== undefined && groups.isSuccess && !options.some((option) => option.value === value);
  return (
    <Select
      aria-label="转接坐席组"
      allowClear
      loading={groups.isLoading}
      value={value}
      disabled={disabled}
      placeholder="不选则转给任意空闲坐席"
      notFoundContent={groups.isError ? '坐席组加载失败' : '还没有坐席组，请在 团队管理 中创建'}
      options={missing ? [...options, { value, label: `坐席组${value}（已不存在）` }] : options}
      onChange={(next) => onChange(next ?? undefined)}
      style={{ width: '100%' }}
    />
  );
}
