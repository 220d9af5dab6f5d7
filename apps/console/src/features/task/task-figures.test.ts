import { describe, expect, it } from 'vitest';
import {
  answerRate,
  chineseNumeral,
  progressCaption,
  progressPercent,
  statusReason,
  statusText,
} from './task-figures.ts';

describe('task figures', () => {
  it('names rounds in Chinese from the first', () => {
    expect([1, 2, 9, 10, 11].map(chineseNumeral)).toEqual(['一', '二', '九', '十', '十一']);
    expect(progressCaption({ processCount: 3, totalCount: 8, recallMaxCount: 2, recallCount: 0 })).toBe('第一轮：3/8');
    expect(progressCaption({ processCount: 3, totalCount: 8, recallMaxCount: 2, recallCount: 2 })).toBe('第三轮：3/8');
    expect(progressCaption({ processCount: 3, totalCount: 8, recallMaxCount: 0, recallCount: 0 })).toBe('进度：3/8');
  });

  it('caps the progress at 100 with two decimals', () => {
    expect(progressPercent({ processCount: 1, totalCount: 3 })).toBe(33.33);
    expect(progressPercent({ processCount: 5, totalCount: 3 })).toBe(100);
    expect(progressPercent({ processCount: 0, totalCount: 0 })).toBe(0);
  });

  it('shows the answer rate as a percentage, or the zero text', () => {
    expect(answerRate(0.12345)).toBe('12.35%');
    expect(answerRate(0)).toBe('0');
    expect(answerRate(0, '0.00%')).toBe('0.00%');
  });

  it("names statuses, deleted first, the reasons of the automatic pauses and a running task's recovery", () => {
    expect(statusText({ status: 4, deleted: 1 })).toBe('已删除');
    expect(statusText({ status: 6, deleted: 0 })).toBe('暂停中');
    expect(statusReason({ status: 6, reason: '' })).toBe('不在外呼时间段自动暂停');
    expect(statusReason({ status: 7, reason: '线路已过期' })).toBe('线路已过期');
    expect(statusReason({ status: 3, reason: '' })).toBeNull();
    expect(statusReason({ status: 2, reason: '' })).toBeNull();
    expect(statusReason({ status: 2, reason: '通话恢复中' })).toBe('通话恢复中');
  });
});
