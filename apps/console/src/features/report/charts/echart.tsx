import type { EChartsType } from 'echarts/core';
import { useEffect, useRef } from 'react';
import { type ChartOption, initChart } from './echarts.ts';

const FALLBACK_WIDTH = 600;

export interface EChartProps {
  option: ChartOption;
  /** What the chart shows, for screen readers (the chart itself is a picture). */
  label: string;
  height?: number;
}

/**
 * A chart on a div: created on mount, given each new option, resized with its box (window resizes,
 * a tab becoming visible) and disposed on unmount. A chart that cannot be drawn leaves the box
 * empty rather than failing the page.
 */
export function EChart({ option, label, height = 300 }: EChartProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const chartRef = useRef<EChartsType | null>(null);
  const heightRef = useRef(height);
  heightRef.current = height;

  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    let chart: EChartsType | null = null;
    // A box without a width yet (a tab not shown, or no layout at all) draws at a fallback width
    // until the observer reports its real one.
    try {
      chart = initChart(box, undefined, {
        renderer: 'svg',
        locale: 'ZH',
        width: box.clientWidth || FALLBACK_WIDTH,
        height: heightRef.current,
      });
    } catch {
      return;
    }
    chartRef.current = chart;
    const resize = () => {
      if (box.clientWidth > 0) chart?.resize({ width: box.clientWidth, height: heightRef.current });
    };
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(resize);
    observer?.observe(box);
    window.addEventListener('resize', resize);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', resize);
      chart?.dispose();
      chartRef.current = null;
    };
  }, []);

  useEffect(() => {
    chartRef.current?.setOption(option, { notMerge: true });
  }, [option]);

  return <div ref={boxRef} className="report-chart" role="img" aria-label={label} style={{ height }} />;
}
