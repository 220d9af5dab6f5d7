import { callAnalysisPoints, type ReportSummary } from '@console/contracts';
import Card from 'antd/es/card';
import Empty from 'antd/es/empty';
import Segmented from 'antd/es/segmented';
import { useMemo, useState } from 'react';
import {
  callAnalysisOption,
  hasAnyCount,
  hasCallAnalysis,
  labelBarOption,
  labelBars,
  pieOption,
} from '../charts/chart-options.ts';
import { LazyEChart as EChart } from '../charts/lazy-echart.tsx';
import type { ReportDirection } from '../report-query.ts';

const NO_DATA = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无数据" />;

const GRANULARITY_TEXT: Record<ReportSummary['granularity'], string> = { hour: '按小时', day: '按天', month: '按月' };

function Pie({ title, buckets }: { title: string; buckets: ReportSummary['callDurationDistribution'] }) {
  const option = useMemo(() => pieOption(title, buckets), [title, buckets]);
  return (
    <Card size="small" title={title} className="report-card">
      {hasAnyCount(buckets) ? (
        <EChart
          option={option}
          label={`${title}：${buckets.map((bucket) => `${bucket.name} ${bucket.value}`).join('，')}`}
        />
      ) : (
        NO_DATA
      )}
    </Card>
  );
}

function CallAnalysis({ summary }: { summary: ReportSummary }) {
  const points = useMemo(
    () => callAnalysisPoints(summary.callAnalysis, summary.granularity),
    [summary.callAnalysis, summary.granularity],
  );
  const option = useMemo(() => callAnalysisOption(points), [points]);
  return hasCallAnalysis(points) ? (
    <EChart option={option} label="通话分析折线图：呼叫量、接通量和接通率" height={340} />
  ) : (
    NO_DATA
  );
}

function LabelBars({ labels }: { labels: ReportSummary['labels'] }) {
  const bars = useMemo(() => labelBars(labels), [labels]);
  const option = useMemo(() => labelBarOption(bars), [bars]);
  return bars.length > 0 ? (
    <EChart
      option={option}
      label={`客户标签柱状图：${bars.map((bar) => `${bar.name} ${bar.value}`).join('，')}`}
      height={340}
    />
  ) : (
    NO_DATA
  );
}

type TrendView = 'calls' | 'labels';

const TREND_VIEWS = [
  { value: 'calls', label: '通话分析' },
  { value: 'labels', label: '客户标签' },
];

/** The pies and the trend: the line chart, or on the reception tab, the customer-label bars. */
export function ReportCharts({ summary, direction }: { summary: ReportSummary; direction: ReportDirection }) {
  const [view, setView] = useState<TrendView>('calls');
  const showLabels = direction === 0 && view === 'labels';
  return (
    <>
      <div className="report-pies">
        <Pie title="通话时长分布" buckets={summary.callDurationDistribution} />
        <Pie title="对话轮次分布" buckets={summary.interactCountDistribution} />
      </div>
      <Card
        size="small"
        className="report-card"
        title={showLabels ? '客户标签' : `通话分析（${GRANULARITY_TEXT[summary.granularity] ?? ''}）`}
        extra={
          direction === 0 && (
            <Segmented
              size="small"
              aria-label="图表切换"
              options={TREND_VIEWS}
              value={view}
              onChange={(value) => setView(value as TrendView)}
            />
          )
        }
      >
        {showLabels ? <LabelBars labels={summary.labels} /> : <CallAnalysis summary={summary} />}
      </Card>
    </>
  );
}
