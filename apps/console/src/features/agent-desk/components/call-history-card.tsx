import Card from 'antd/es/card';
import Empty from 'antd/es/empty';
import { formatDateTime } from '../../../shared/format/date.ts';
import { formatCallDuration } from '../../../shared/format/duration.ts';
import { originLabel } from '../desk-labels.ts';
import type { CallRecord } from '../desk-state.ts';

/**
 * The calls of this visit of the desk, newest first; they are not kept after leaving the page.
 * A plain table: at most 20 rows without sorting or paging, where antd's Table would add about
 * 35 KB to the page.
 */
export function CallHistoryCard({ history }: { history: CallRecord[] }) {
  return (
    <Card title="本次通话记录">
      {history.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无通话记录" />
      ) : (
        <table className="agent-desk-history" data-testid="call-history">
          <thead>
            <tr>
              <th scope="col">号码</th>
              <th scope="col">呼叫类型</th>
              <th scope="col">通话时长</th>
              <th scope="col">结束时间</th>
            </tr>
          </thead>
          <tbody>
            {history.map((call) => (
              <tr key={call.id}>
                <td>{call.number}</td>
                <td>{originLabel(call.origin)}</td>
                <td>{formatCallDuration(call.durationMs)}</td>
                <td>{formatDateTime(call.endedAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Card>
  );
}
