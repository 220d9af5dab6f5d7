import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, ok, type Reply } from '../../../../test/api-server.ts';
import { stubApiForPage } from '../../../../test/page-api.ts';
import { renderRoute } from '../../../../test/render-route.tsx';
import { callDetail } from '../test-rows.ts';
import { CallDetailPage } from './call-detail-page.tsx';

configure({ asyncUtilTimeout: 5_000 });

let saveAnswer: Reply;

const server = stubApiForPage(
  (request) => {
    if (request.path.endsWith('/customer/queryCallDetail')) return ok([callDetail()]);
    if (request.path.endsWith('/customer/updateTagIntention')) return saveAnswer;
    if (request.path.endsWith('/queryLabelOptionList')) {
      return ok(['A', 'B', 'C'].map((name) => ({ contextId: name, name, description: '', talkScriptFlag: 1 })));
    }
    return ok();
  },
  { config: { voiceUrl: '/voice' } },
);
beforeEach(() => {
  saveAnswer = ok();
});
afterEach(() => vi.useRealTimers());

const saves = () =>
  server.requests.filter((request) => request.path.endsWith('/updateTagIntention')).map((request) => request.body);

async function renderCall() {
  renderRoute('/custcall/:userId/:taskId/:traceId', '/custcall/41/5/301', <CallDetailPage />);
  await screen.findByText('对话识别结果');
  await waitFor(() =>
    expect(within(screen.getByRole('group', { name: '人工分类' })).getAllByText(/^[ABC]$/)).toHaveLength(3),
  );
}

const tagOf = (group: string, name: string) => {
  const text = within(screen.getByRole('group', { name: group })).getByText(name);
  return text.closest('.ant-tag') as HTMLElement;
};

describe('the call detail', { timeout: 30_000 }, () => {
  it('shows the call’s result, the customer, the recording and the dialog', async () => {
    await renderCall();
    expect(server.requests.find((request) => request.path.endsWith('/queryCallDetail'))?.body).toEqual({
      trace_id: 301,
    });
    expect(screen.getByText('<返回').closest('a')?.getAttribute('href')).toBe('/custinfo/13900000001/41/5');
    for (const text of ['春季回访', '2026-11-20 09:59:13', '已接通', '42秒', '张三', '13900000001']) {
      expect(screen.getByText(text)).toBeTruthy();
    }
    const audio = screen.getByLabelText('通话录音') as HTMLAudioElement;
    expect(audio.getAttribute('src')).toBe('/voice/calls/77.wav?expires=1&sig=s');
    const lines = within(screen.getByRole('list', { name: '对话识别结果' })).getAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual(['开场白您好，这里是课程中心', '你好，说吧命中节点：肯定']);
    // AI分类 shows the robot's label and takes no click.
    expect(tagOf('AI分类', 'B').className).toContain('ant-tag-blue');
    fireEvent.click(tagOf('AI分类', 'A'));
    expect(tagOf('AI分类', 'A').className).not.toContain('ant-tag-blue');
  });

  it('saves 人工分类 1.5 s after the last click, once, with the last label', async () => {
    await renderCall();
    // fetch is what a save calls first: counting its calls sees a save the moment it starts.
    const fetching = vi.spyOn(globalThis, 'fetch');
    const started = () => fetching.mock.calls.filter(([url]) => String(url).includes('/updateTagIntention')).length;
    vi.useFakeTimers();
    fireEvent.click(tagOf('人工分类', 'A'));
    vi.advanceTimersByTime(1_000);
    fireEvent.click(tagOf('人工分类', 'C'));
    expect(tagOf('人工分类', 'C').getAttribute('aria-checked')).toBe('true');
    // The async advance also runs the promise jobs a save would start.
    await vi.advanceTimersByTimeAsync(1_499);
    expect(started()).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    vi.useRealTimers();
    await waitFor(() => expect(started()).toBe(1));
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0]).toEqual({
      trace_id: 301,
      tag_cm_intention: 'C',
      tag_ai_intention: 'B',
      tel_number: '13900000001',
      task_id: 5,
      task_name: '春季回访',
      task_data_id: 9001,
    });
    expect(await screen.findByText('保存成功')).toBeTruthy();
    fetching.mockRestore();
  });

  it('takes 人工分类 away with a second click, and says 保存失败 when the server refuses', async () => {
    saveAnswer = fail(100404, '跟进记录不存在');
    await renderCall();
    vi.useFakeTimers();
    fireEvent.click(tagOf('人工分类', 'B'));
    fireEvent.click(tagOf('人工分类', 'B'));
    expect(tagOf('人工分类', 'B').getAttribute('aria-checked')).toBe('false');
    vi.advanceTimersByTime(1_500);
    vi.useRealTimers();
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0]).toMatchObject({ tag_cm_intention: '' });
    expect(await screen.findByText('保存失败')).toBeTruthy();
  });
});
