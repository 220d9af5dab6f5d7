import { describe, expect, it } from 'vitest';
import { buildReportQuery } from './report-query.ts';

describe('buildReportQuery', () => {
  it('is null without a range and sends callee only for reception', () => {
    expect(buildReportQuery({ range: [], speechSkillIds: [], callee: [] }, 1, 10000, 'Asia/Shanghai')).toBeNull();
    const filters = { range: ['2026-03-01', '2026-03-07'] as [string, string], speechSkillIds: [3], callee: ['021'] };
    expect(buildReportQuery(filters, 1, 10000, 'Asia/Shanghai')).toMatchObject({
      callee: [],
      direction: 1,
      beginTime: '20260301',
      beginTimeStamp: Date.parse('2026-02-28T16:00:00Z'),
      endTimeStamp: Date.parse('2026-03-07T16:00:00Z') - 1,
    });
    expect(buildReportQuery(filters, 0, 10000, 'Asia/Shanghai')).toMatchObject({
      callee: ['021'],
      direction: 0,
      endTime: '20260307',
    });
  });
});
