import Skeleton from 'antd/es/skeleton';
import { lazy, Suspense } from 'react';
import type { EChartProps } from './echart.tsx';

// ECharts is most of the report's code; it loads in its own chunk, requested as soon as the first
// chart renders, so the filters and figures do not wait for it.
const EChart = lazy(async () => ({ default: (await import('./echart.tsx')).EChart }));

/** A chart whose library loads on first use; a placeholder of the chart's height until then. */
export function LazyEChart(props: EChartProps) {
  const height = props.height ?? 300;
  return (
    <Suspense
      fallback={
        <div className="report-chart" style={{ height }}>
          <Skeleton active paragraph={{ rows: 5 }} />
        </div>
      }
    >
      <EChart {...props} />
    </Suspense>
  );
}
