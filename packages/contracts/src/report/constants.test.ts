import { describe, expect, it } from 'vitest';
import { callAnalysisPoints, periodLabel } from './constants.ts';
import type { CallAnalysis } from './endpoints.ts';

const byHour = (values: Record<string, number>) => ({ hour: values, day: {}, month: {} });

describe('callAnalysisPoints', () => {
  it('lists the periods of the granularity in order, labelled for the chart, with their five measures', () => {
    const analysis: CallAnalysis = {
      callDuration: byHour({ '2026112410': 9000, '2026112409': 3000 }),
      interactCount: byHour({ '2026112410': 4, '2026112409': 2 }),
      callTotal: byHour({ '2026112410': 5, '2026112409': 2 }),
      callAnswer: byHour({ '2026112410': 3, '2026112409': 1 }),
      callAnswerRate: byHour({ '2026112410': 60, '2026112409': 50 }),
    };
    expect(callAnalysisPoints(analysis, 'hour')).toEqual([
      { time: '09:00', callDuration: 3000, interactCount: 2, callTotal: 2, callAnswer: 1, callAnswerRate: 50 },
      { time: '10:00', callDuration: 9000, interactCount: 4, callTotal: 5, callAnswer: 3, callAnswerRate: 60 },
    ]);
    expect(callAnalysisPoints(analysis, 'day')).toEqual([]);
  });

  it.each([
    ['2026112409', 'hour', '09:00'],
    ['20261124', 'day', '2026-11-24'],
    ['202611', 'month', '2026-11'],
  ] as const)('labels %s by %s as %s', (key, granularity, label) => {
    expect(periodLabel(key, granularity)).toBe(label);
  });
});
