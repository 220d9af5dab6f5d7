import { RECEPTION_MONITOR_ID, RECEPTION_MONITOR_NAME } from '@console/contracts';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fail, ok, type Reply, type SeenRequest } from '../../../../test/api-server.ts';
import { stubApiForPage } from '../../../../test/page-api.ts';
import { renderRoute } from '../../../../test/render-route.tsx';
import { publishMonitorEvent } from '../../../shared/realtime/monitor-events.ts';
import { liveCallRow, liveTaskRow } from '../test-rows.ts';
import { MonitorPage } from './monitor-page.tsx';

/**
 * Under the page's fallback poll (10 s without the real-time connection): a reload seen within
 * this long came from the pushed change, not from the poll.
 */
const SOONER_THAN_POLL = { timeout: 5_000 };

const receptionRow = liveTaskRow({
  taskId: RECEPTION_MONITOR_ID,
  taskName: RECEPTION_MONITOR_NAME,
  speechSkillId: 0,
  speechSkillName: '',
  totalCount: 0,
  calledCount: 0,
  liveCount: 4,
  orangeCount: 0,
  redCount: 1,
});

let tasks: () => Reply;

const server = stubApiForPage(
  (request: SeenRequest) => {
    if (request.path.endsWith('/queryRealTimeData')) return tasks();
    if (request.path.endsWith('/queryConfig')) return ok([{ orange: 2, red: 4 }]);
    return ok();
  },
  { signOut: true },
);
beforeEach(() => {
  tasks = () => ok([liveTaskRow(), receptionRow]);
});
// The page ends its watch when it unmounts: that request must land before the next test counts.
afterEach(async () => {
  cleanup();
  await waitFor(() => expect(requestsTo('/unwatch')).toHaveLength(requestsTo('/watch').length));
});

const requestsTo = (suffix: string) => server.requests.filter((r) => r.path.endsWith(suffix));
const render = () => renderRoute('/task/monitor', '/task/monitor', <MonitorPage />);
const rowOf = (taskId: number) => document.querySelector(`tr[data-row-key="${taskId}"]`) as HTMLElement;
const cellTexts = (taskId: number) => [...rowOf(taskId).querySelectorAll('td')].map((cell) => cell.textContent);

describe('MonitorPage', { timeout: 30_000 }, () => {
  it('lists the running tasks and the AI接待 row, whose progress is --', async () => {
    render();
    await screen.findByText('春季回访');
    expect(requestsTo('/queryRealTimeData')[0].path).toBe('/kylin/api/v1/monitor/10000/queryRealTimeData');
    expect(cellTexts(31)).toEqual(['春季回访', '车贷话术', '3/10', '2', '橙色 1红色 0', '实时监控']);
    expect(cellTexts(RECEPTION_MONITOR_ID)).toEqual([
      'AI接待',
      '各号码绑定的接待话术',
      '--',
      '4',
      '橙色 0红色 1',
      '实时监控',
    ]);
    const links = [...document.querySelectorAll<HTMLAnchorElement>('tbody a')].map((a) => a.getAttribute('href'));
    expect(links).toEqual([
      `/monitordetail/31/5/${encodeURIComponent('春季回访')}`,
      `/monitordetail/-1/0/${encodeURIComponent('AI接待')}`,
    ]);
  });

  it('says when no task is running', async () => {
    tasks = () => ok([]);
    render();
    expect(await screen.findByText('当前没有进行中的任务')).toBeTruthy();
    expect(document.querySelector('tr[data-row-key]')).toBeNull();
  });

  it('shows an error when the live figures cannot be read', async () => {
    tasks = () => fail(100500, '系统繁忙');
    render();
    expect(await screen.findByText('实时数据加载失败')).toBeTruthy();
    expect(screen.queryByText('当前没有进行中的任务')).toBeNull();
  });

  it('reloads the list after a pushed change', async () => {
    render();
    await screen.findByText('春季回访');
    expect(requestsTo('/queryRealTimeData')).toHaveLength(1);
    tasks = () => ok([liveTaskRow({ liveCount: 3 }), receptionRow]);
    act(() => publishMonitorEvent({ kind: 'started', call: liveCallRow('call-new') }));
    await waitFor(() => expect(requestsTo('/queryRealTimeData')).toHaveLength(2), SOONER_THAN_POLL);
    await waitFor(() => expect(cellTexts(31)[3]).toBe('3'));
  });

  it('watches the task list while open and ends the watch when left', async () => {
    render();
    await waitFor(() => expect(requestsTo('/watch')).toHaveLength(1));
    expect(requestsTo('/watch')[0]).toMatchObject({ path: '/kylin/api/v1/monitor/10000/watch', body: { taskId: 0 } });
    expect(requestsTo('/unwatch')).toHaveLength(0);
    cleanup();
    await waitFor(() => expect(requestsTo('/unwatch')).toHaveLength(1));
    expect(requestsTo('/unwatch')[0].body).toEqual({ taskId: 0 });
  });
});
