import type { AuditRow } from '@console/contracts';
import Input from 'antd/es/input/Input';
import Select from 'antd/es/select';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useServerList } from '../../../shared/table/server-list.ts';
import { useAuditLog } from '../api/get-audit-log.ts';
import { useMemberOptions } from '../api/get-member-options.ts';
import { AuditChanges } from './audit-changes.tsx';
import { TeamTable } from './team-table.tsx';

interface AuditFilter {
  userId?: number;
  /** YYYY-MM-DD, as the date inputs give them; '' leaves that end open. */
  beginTime: string;
  endTime: string;
}

const columns: ColumnsType<AuditRow> = [
  { title: '时间', dataIndex: 'createTime', key: 'createTime', width: 180 },
  {
    title: '操作人',
    key: 'actor',
    width: 180,
    render: (_value, row) => (row.actorPhone ? `${row.actorName}（${row.actorPhone}）` : row.actorName || '--'),
  },
  { title: '操作', dataIndex: 'actionName', key: 'actionName', width: 110 },
  { title: '对象', key: 'target', width: 140, render: (_value, row) => row.targetName || '--' },
  { title: '变更', key: 'changes', render: (_value, row) => <AuditChanges row={row} /> },
];

/** One filter's pages: a new filter mounts a new table, which starts at page 1. */
function AuditTable({ filter }: { filter: AuditFilter }) {
  const list = useServerList();
  const { pageIndex, pageSize } = list.state;
  const { beginTime, endTime } = filter;
  const log = useAuditLog({
    userId: filter.userId,
    beginTime: beginTime || undefined,
    endTime: endTime || undefined,
    pageIndex,
    pageSize,
  });
  const filtered = filter.userId !== undefined || beginTime !== '' || endTime !== '';
  return (
    <TeamTable<AuditRow>
      rowKey="id"
      columns={columns}
      result={log}
      list={list}
      failedText="操作日志加载失败"
      emptyText={filtered ? '没有符合条件的操作日志' : '暂无操作日志'}
    />
  );
}

/** 操作日志: who changed which member or group and how, by member and by day. */
export function AuditLog() {
  const members = useMemberOptions();
  const [filter, setFilter] = useState<AuditFilter>({ beginTime: '', endTime: '' });
  const change = (next: Partial<AuditFilter>) => setFilter((current) => ({ ...current, ...next }));
  return (
    <>
      <div className="team-toolbar team-toolbar-start">
        <Select
          aria-label="成员"
          className="audit-member"
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder="全部成员"
          loading={members.isPending}
          options={members.data ?? []}
          value={filter.userId}
          onChange={(userId?: number) => change({ userId })}
        />
        {/* The browser's own date inputs: the shared range picker would take the page past its size budget. */}
        <span className="audit-days">
          <Input
            type="date"
            aria-label="开始日期"
            value={filter.beginTime}
            max={filter.endTime || undefined}
            onChange={(event) => change({ beginTime: event.target.value })}
          />
          至
          <Input
            type="date"
            aria-label="结束日期"
            value={filter.endTime}
            min={filter.beginTime || undefined}
            onChange={(event) => change({ endTime: event.target.value })}
          />
        </span>
      </div>
      <AuditTable key={`${filter.userId ?? ''}/${filter.beginTime}/${filter.endTime}`} filter={filter} />
    </>
  );
}
