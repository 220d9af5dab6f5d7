import Card from 'antd/es/card';
import Table from 'antd/es/table';
import { formatCallDuration, formatDateTime, originLabel } from '../desk-format.ts';
import type { CallRecord } from '../desk-state.ts';

const COLUMNS = [
  { title: '号码', dataIndex: 'number', key: 'number' },
  { title: '呼叫类型', dataIndex: 'origin', key: 'origin', render: (origin?: string) => originLabel(origin) },
  {
    title: '通话时长',
    dataIndex: 'durationMs',
    key: 'durationMs',
    render: (ms: number) => formatCallDuration(ms),
  },
  { title: '结束时间', dataIndex: 'endedAt', key: 'endedAt', render: (time: number) => formatDateTime(time) },
];

/** The calls of this visit of the desk, newest first; they are not kept after leaving the page. */
export function CallHistoryCard({ history }: { history: CallRecord[] }) {
  return (
    <Card title="本次通话记录">
      <Table
        size="small"
        rowKey="id"
        columns={COLUMNS}
        dataSource={history}
        pagination={false}
        locale={{ emptyText: '暂无通话记录' }}
        data-testid="call-history"
      />
    </Card>
  );
}
