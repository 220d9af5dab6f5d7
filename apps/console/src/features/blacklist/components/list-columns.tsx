import { BLACKLIST_SOURCE_TEXT, type BlacklistRow } from '@console/contracts';
import Radio from 'antd/es/radio';
import type { ColumnsType } from 'antd/es/table';

/** Who listed a number, when and why; the columns both tabs start with. */
export function listedColumns<Row extends BlacklistRow>(timeTitle: string): ColumnsType<Row> {
  return [
    { title: '号码', dataIndex: 'number', key: 'number', width: 150 },
    { title: '原因', dataIndex: 'reason', key: 'reason', ellipsis: true },
    {
      title: '来源',
      dataIndex: 'source',
      key: 'source',
      width: 100,
      render: (source: Row['source']) => BLACKLIST_SOURCE_TEXT[source] ?? source,
    },
    { title: '添加人', dataIndex: 'createdBy', key: 'createdBy', width: 130, render: (by: string) => by || '系统' },
    { title: timeTitle, dataIndex: 'createTime', key: 'createTime', width: 170 },
  ];
}

/** The removal a row of the history keeps. */
export function removalColumns<Row extends BlacklistRow>(): ColumnsType<Row> {
  return [
    { title: '移除人', dataIndex: 'removedBy', key: 'removedBy', width: 130 },
    { title: '移除时间', dataIndex: 'removeTime', key: 'removeTime', width: 170 },
    { title: '移除原因', dataIndex: 'removeReason', key: 'removeReason', ellipsis: true },
  ];
}

/** 当前 or 移除记录: the listed numbers, or the history of the removed ones. */
export function HistorySwitch({ removed, onChange }: { removed: boolean; onChange: (removed: boolean) => void }) {
  return (
    <Radio.Group
      optionType="button"
      value={removed ? 1 : 0}
      onChange={(event) => onChange(event.target.value === 1)}
      options={[
        { label: '当前', value: 0 },
        { label: '移除记录', value: 1 },
      ]}
    />
  );
}
