import type { BucketCount, CallAnalysisPoint, ReportSummary } from '@console/contracts';
import type { ChartOption } from './echarts.ts';

const PIE_COLORS = ['#1677ff', '#36cfc9', '#73d13d', '#ffc53d', '#ff7a45'];

/** The volume axis's top: the largest value rounded up to a multiple of 5 (spec section 9), at least 5. */
export function volumeAxisMax(values: readonly number[]): number {
  const largest = Math.max(0, ...values);
  return Math.max(5, Math.ceil(largest / 5) * 5);
}

export function hasAnyCount(buckets: readonly BucketCount[]): boolean {
  return buckets.some((bucket) => bucket.value > 0);
}

/** A pie of answered calls per bucket. */
export function pieOption(name: string, buckets: readonly BucketCount[]): ChartOption {
  return {
    color: PIE_COLORS,
    tooltip: { trigger: 'item', formatter: '{b}：{c}（{d}%）' },
    legend: { bottom: 0, type: 'plain' },
    series: [
      {
        name,
        type: 'pie',
        radius: ['40%', '68%'],
        center: ['50%', '45%'],
        label: { formatter: '{b}\n{d}%' },
        data: buckets.map((bucket) => ({ name: bucket.name, value: bucket.value })),
      },
    ],
  };
}

export function hasCallAnalysis(points: readonly CallAnalysisPoint[]): boolean {
  return points.some((point) => point.callTotal > 0);
}

/**
 * Calls and answered calls on the left volume axis, the answer rate on the right axis 0-100 %.
 * The lines are straight: a smoothed line between a busy hour and an idle one swings below zero,
 * which no count can be.
 */
export function callAnalysisOption(points: readonly CallAnalysisPoint[]): ChartOption {
  const max = volumeAxisMax(points.flatMap((point) => [point.callTotal, point.callAnswer]));
  return {
    color: ['#1677ff', '#52c41a', '#fa8c16'],
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    grid: { left: 48, right: 56, top: 40, bottom: 32 },
    xAxis: { type: 'category', data: points.map((point) => point.time) },
    yAxis: [
      { type: 'value', name: '数量', min: 0, max, interval: max / 5, minInterval: 1 },
      { type: 'value', name: '接通率', min: 0, max: 100, interval: 20, axisLabel: { formatter: '{value}%' } },
    ],
    series: [
      { name: '呼叫量', type: 'line', data: points.map((point) => point.callTotal) },
      { name: '接通量', type: 'line', data: points.map((point) => point.callAnswer) },
      {
        name: '接通率',
        type: 'line',
        yAxisIndex: 1,
        data: points.map((point) => point.callAnswerRate),
        tooltip: { valueFormatter: (value) => `${value}%` },
      },
    ],
  };
}

interface LabelBar {
  name: string;
  value: number;
  skills: string;
}

export function labelBars(labels: ReportSummary['labels']): LabelBar[] {
  return Object.entries(labels)
    .map(([name, { count, label_skill }]) => ({ name, value: count, skills: label_skill }))
    .sort((a, b) => b.value - a.value);
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Calls per customer label; the tooltip names the scripts that set the label. */
export function labelBarOption(bars: readonly LabelBar[]): ChartOption {
  return {
    color: ['#1677ff'],
    tooltip: {
      trigger: 'item',
      formatter: (params) => {
        const item = Array.isArray(params) ? params[0] : params;
        const bar = bars[item.dataIndex];
        if (!bar) return '';
        const skills = bar.skills ? `<br/>话术：${escapeHtml(bar.skills)}` : '';
        return `${escapeHtml(bar.name)}：${bar.value}${skills}`;
      },
    },
    grid: { left: 48, right: 24, top: 24, bottom: 48 },
    xAxis: {
      type: 'category',
      data: bars.map((bar) => bar.name),
      axisLabel: { interval: 0, rotate: bars.length > 8 ? 30 : 0 },
    },
    yAxis: { type: 'value', name: '数量', min: 0, minInterval: 1 },
    series: [{ name: '客户标签', type: 'bar', barMaxWidth: 40, data: bars.map((bar) => bar.value) }],
  };
}
