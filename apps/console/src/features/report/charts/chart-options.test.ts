import { describe, expect, it } from 'vitest';
import { callAnalysisOption, labelBarOption, labelBars, volumeAxisMax } from './chart-options.ts';

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

  it('draws straight lines, which never dip below zero between two counts, on axes from 0', () => {
    const option = callAnalysisOption([
      { time: '09:00', callDuration: 0, interactCount: 0, callTotal: 40, callAnswer: 30, callAnswerRate: 75 },
      { time: '10:00', callDuration: 0, interactCount: 0, callTotal: 0, callAnswer: 0, callAnswerRate: 0 },
      { time: '11:00', callDuration: 0, interactCount: 0, callTotal: 0, callAnswer: 0, callAnswerRate: 0 },
    ]);
    const series = option.series as { name: string; smooth?: boolean }[];
    expect(series.map((line) => [line.name, line.smooth === true])).toEqual([
      ['呼叫量', false],
      ['接通量', false],
      ['接通率', false],
    ]);
    expect((option.yAxis as { min?: number }[]).map((axis) => axis.min)).toEqual([0, 0]);
    expect(labelBarOption(labelBars({ 有车: { count: 2, label_skill: '' } })).yAxis).toMatchObject({ min: 0 });
  });

  it('orders the customer labels by count and names their scripts in the tooltip', () => {
    const bars = labelBars({ 有车: { count: 2, label_skill: '车贷' }, 有房: { count: 5, label_skill: '<b>房贷</b>' } });
    expect(bars.map((bar) => bar.name)).toEqual(['有房', '有车']);
    const tooltip = labelBarOption(bars).tooltip as { formatter: (p: { dataIndex: number }) => string };
    expect(tooltip.formatter({ dataIndex: 0 })).toBe('有房：5<br/>话术：&#60;b&#62;房贷&#60;/b&#62;');
  });
});
