import { CALL_RESULTS, type CustomerTraceRow, contactWayLabel, TraceType, traceStageLabel } from '@console/contracts';
import Empty from 'antd/es/empty';
import Timeline from 'antd/es/timeline';
import { Link } from 'react-router';
import { customerPaths } from '../customer-query.ts';

const RESULT_TEXT = new Map<string, string>(CALL_RESULTS.map((result) => [result.code, result.desc]));

/** "<who>-<拜访形式>-<通话结果>", the result left out where there is none. */
function headline(trace: CustomerTraceRow, telNumber: string): string {
  const result = RESULT_TEXT.get(trace.call_result) ?? '';
  const parts =
    trace.trace_type === TraceType.ai
      ? ['AI', '电话拜访', trace.customer_name || telNumber, result]
      : [trace.cm_name, contactWayLabel(trace.contact_way), result];
  return parts.filter(Boolean).join('-');
}

/** The records of the chosen task, newest first (modules-spec 8.3). */
export function TraceTimeline({
  traces,
  userId,
  telNumber,
}: {
  traces: readonly CustomerTraceRow[];
  userId: number;
  telNumber: string;
}) {
  if (traces.length === 0) return <Empty description="暂无跟进记录" />;
  return (
    <Timeline
      className="customer-timeline"
      items={traces.map((trace) => {
        const ai = trace.trace_type === TraceType.ai;
        return {
          key: trace.trace_id,
          color: ai ? 'blue' : 'green',
          content: (
            <div className="customer-trace">
              <div className="customer-trace-head">
                <strong>{headline(trace, telNumber)}</strong>
                <span className="customer-trace-time">{trace.time_trace}</span>
              </div>
              <div>跟进阶段：{ai ? 'AI初访' : traceStageLabel(trace.trace_stage)}</div>
              <div>意向等级：{(ai ? trace.tag_ai_intention : trace.tag_cm_intention) || '--'}</div>
              {ai ? (
                <div>
                  <span className="customer-trace-duration">{trace.call_duration}秒</span>
                  <Link to={customerPaths.call(userId, trace.task_id, trace.trace_id)}>通话详情</Link>
                </div>
              ) : (
                trace.trace_detail && <div className="customer-trace-detail">{trace.trace_detail}</div>
              )}
            </div>
          ),
        };
      })}
    />
  );
}
