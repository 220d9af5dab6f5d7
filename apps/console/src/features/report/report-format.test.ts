import { describe, expect, it } from 'vitest';
import { callAnalysisOption, labelBarOption, labelBars, volumeAxisMax } from './charts/chart-options.ts';
import { formatCount, formatDuration, formatPercent, percentOf } from './report-format.ts';
import { buildReportQuery } from './report-query.ts';

describe('report formatting', () => {
  it('separates thousands', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1234567)).toBe('1,234,567');
    expect(formatCount(undefined)).toBe('0');
  });

  it('shows ms as hours, minutes and seconds', () => {
    expect(formatDuration(0)).toBe('0秒');
    expect(formatDuration(4_400)).toBe('4秒');
    expect(formatDuration(65_000)).toBe('1分5秒');
    expect(formatDuration(3_600_000)).toBe('1小时0分0秒');
    expect(formatDuration(3_723_000)).toBe('1小时2分3秒');
    expect(formatDuration(1_000 * 3600 * 1234)).toBe('1,234小时0分0秒');
  });

  it('shows percentages with at most two decimals', () => {
    expect(formatPercent(12.5)).toBe('12.5%');
    expect(formatPercent(33.333)).toBe('33.33%');
    expect(formatPercent(0)).toBe('0%');
    expect(percentOf(1, 3)).toBe(33.33);
    expect(percentOf(1, 0)).toBe(0);
  });
});

describe('chart options', () => {
  it('rounds the volume axis up to a multiple of 5, at least 5', () => {
    expect(volumeAxisMax([])).toBe(5);
    expect(volumeAxisMax([0, 0])).toBe(5);
    expect(volumeAxisMax([3, 5])).toBe(5);
    expect(volumeAxisMax([23, 11])).toBe(25);
    expect(volumeAxisMax([100])).toBe(100);
  });

  it('puts the answer rate on a 0-100 right axis', () => {
    const option = callAnalysisOption([
      { time: '10:00', callDuration: 0, interactCount: 0, callTotal: 23, callAnswer: 11, callAnswerRate: 47.83 },
    ]);
    expect(option.yAxis).toMatchObject([
      { min: 0, max: 25 },
      { min: 0, max: 100 },
    ]);
    expect(option.series).toMatchObject([
      { name: '呼叫量', data: [23] },
      { name: '接通量', data: [11] },
      { name: '接通率', yAxisIndex: 1, data: [47.83] },
    ]);
  });

  it('orders the customer labels by count and names their scripts in the tooltip', () => {
    const bars = labelBars({ 有车: { count: 2, label_skill: '车贷' }, 有房: { count: 5, label_skill: '<b>房贷</b>' } });
    expect(bars.map((bar) => bar.name)).toEqual(['有房', '有车']);
    const tooltip = labelBarOption(bars).tooltip as { formatter: (p: { dataIndex: number }) => string };
    expect(tooltip.formatter({ dataIndex: 0 })).toBe('有房：5<br/>话术：&#60;b&#62;房贷&#60;/b&#62;');
  });
});

describe('buildReportQuery', () => {
  it('is null without a range and sends callee only for reception', () => {
    expect(buildReportQuery({ range: [], speechSkillIds: [], callee: [] }, 1, 10000)).toBeNull();
    const filters = { range: ['2026-03-01', '2026-03-07'] as [string, string], speechSkillIds: [3], callee: ['021'] };
    expect(buildReportQuery(filters, 1, 10000)).toMatchObject({ callee: [], direction: 1, beginTime: '20260301' });
    expect(buildReportQuery(filters, 0, 10000)).toMatchObject({ callee: ['021'], direction: 0, endTime: '20260307' });
  });
});
