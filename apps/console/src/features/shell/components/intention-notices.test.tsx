import type { IntentionNotify } from '@console/contracts';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signInForTest } from '../../../../test/fixtures.ts';
import { renderRoute } from '../../../../test/render-route.tsx';
import { addIntentionNotice, useIntentionNotices } from '../../../shared/realtime/intention-notices.ts';
import { INTENTION_NOTICE_MS, IntentionNotices } from './intention-notices.tsx';

const notice = (telNumber: string, grade = 'A'): IntentionNotify => ({
  type: 'intentionNotify',
  taskId: 7,
  taskName: '课程邀约',
  speechSkillId: 3,
  telNumber,
  grade,
  time: new Date('2026-11-25T10:15:30+08:00').getTime(),
});

beforeEach(() => {
  signInForTest();
  useIntentionNotices.setState({ notices: [] });
});
afterEach(() => vi.useRealTimers());

describe('IntentionNotices', () => {
  it("shows each pushed notice with a link to the task's detail, and closes it on request", async () => {
    renderRoute('/report', '/report', <IntentionNotices />);
    expect(screen.queryByRole('region', { name: '意向客户提醒' })).toBeNull();
    act(() => addIntentionNotice(notice('13912345678')));
    const card = screen.getByRole('status');
    expect(card.textContent).toContain('任务「课程邀约」的客户 13912345678，意向等级 A');
    expect(within(card).getByRole('link', { name: '查看任务详情' }).getAttribute('href')).toBe(
      '/taskinfo?businessId=10000&taskId=7&speechSkillId=3',
    );
    await userEvent.click(within(card).getByRole('button', { name: '关闭提醒' }));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('keeps the three newest, and lets each close itself after a while', () => {
    vi.useFakeTimers();
    renderRoute('/report', '/report', <IntentionNotices />);
    act(() => {
      for (const tel of ['13900000001', '13900000002', '13900000003', '13900000004']) addIntentionNotice(notice(tel));
    });
    expect(screen.getAllByRole('status').map((card) => /\d{11}/.exec(card.textContent ?? '')?.[0])).toEqual([
      '13900000002',
      '13900000003',
      '13900000004',
    ]);
    act(() => vi.advanceTimersByTime(INTENTION_NOTICE_MS));
    expect(screen.queryAllByRole('status')).toEqual([]);
  });
});
