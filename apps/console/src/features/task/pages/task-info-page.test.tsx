import { CALL_RESULTS, ErrorCode, TASK_REPORT_HEADER, type TaskRecordRow } from '@console/contracts';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fail, ok, type Reply, type SeenRequest } from '../../../../test/api-server.ts';
import { buttonIn } from '../../../../test/buttons.ts';
import { dialogTitled, tableSettled } from '../../../../test/dialogs.ts';
import { configureForTest, demoSession, signInForTest } from '../../../../test/fixtures.ts';
import { stubApiForPage } from '../../../../test/page-api.ts';
import { renderRoute } from '../../../../test/render-route.tsx';
import { openOption } from '../../../../test/selects.ts';
import { downloadTaskKeys } from '../../../shared/download-tasks/download-task-keys.ts';
import { queryClient } from '../../../shared/query/query-client.ts';
import { TaskInfoPage } from './task-info-page.tsx';

configure({ asyncUtilTimeout: 5_000 });

const record = (changes: Partial<TaskRecordRow> = {}): TaskRecordRow => ({
  id: 501,
  tel_number: '13800138100',
  time_callout: '2026-11-20 10:00:00',
  duration_ring: 3,
  duration_call: 45,
  call_result: '0',
  call_resultdes: '已接通',
  call_index: 2,
  label_show: '有意向，询问价格',
  tag_intention: 'A级',
  task_data_id: 9001,
  dialog: [
    { role: 'robot', nodeName: '开场白', text: '您好，这里是课程顾问', nodeStartTime: 0 },
    { role: 'user', text: '你们在哪里上课', hits: [{ hit: '询问地址' }], userSpeakingTime: 4200 },
  ],
  voice_url: '/calls/501.wav?expires=1&sig=abc',
  ...changes,
});

const ROWS = [
  record(),
  record({
    id: 502,
    tel_number: '13800138101',
    call_result: '15',
    call_resultdes: '已接通（转人工）',
    duration_call: 120,
    call_index: 1,
    label_show: '',
    tag_intention: '',
    task_data_id: 9002,
  }),
  record({
    id: 503,
    tel_number: '13800138102',
    duration_ring: 0,
    duration_call: 0,
    call_result: '4',
    call_resultdes: '空号',
    call_index: 1,
    label_show: '',
    tag_intention: '',
    task_data_id: 9003,
    dialog: [],
    voice_url: '',
  }),
];

let rows: TaskRecordRow[];
let total: number;
let exportAnswer: Reply;
let answerPercent: number | null;

// Before the sign-in: the session store keeps the user in sessionStorage.
beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});
const server = stubApiForPage((request: SeenRequest) => {
  const path = request.path;
  if (path.endsWith('/taskStatistics'))
    return ok([{ totalTel: 1200, totalCall: 310, totalCallTel: 298, totalAnswer: 150, answerPercent }]);
  if (path.endsWith('/queryTaskDataReport'))
    return { body: { code: 0, message: 'success', result: { rows, totalCount: total } } };
  if (path.endsWith('/searchCallResultList')) return ok([...CALL_RESULTS]);
  if (path.endsWith('/queryLabelOptionList'))
    return ok(['A级', 'B级', 'C级'].map((name) => ({ contextId: '', name, description: '', talkScriptFlag: 0 })));
  if (path.endsWith('/queryLabel')) return ok([{ name: '有意向' }, { name: '转人工' }, { name: '询问价格' }]);
  if (path.endsWith('/addDownloadTask')) return exportAnswer;
  return ok();
});
beforeEach(() => {
  rows = ROWS;
  total = ROWS.length;
  exportAnswer = ok([]);
  answerPercent = 50.3;
});

const bodiesOf = (path: string) => server.requests.filter((r) => r.path.endsWith(path)).map((r) => r.body);
const URL = '/taskinfo?businessId=10000&taskId=31&speechSkillId=5';
const render = () => renderRoute('/taskinfo', URL, <TaskInfoPage />);
const rowOf = (number: string) => screen.getByText(number).closest('tr') as HTMLElement;
const cellsOf = (number: string) => [...rowOf(number).querySelectorAll('td')].map((td) => td.textContent);

/** The first query of the page: the task, no filter, the first page, the newest calls first. */
const FIRST_QUERY = {
  taskId: 31,
  channelCode: 2,
  businessId: 10000,
  callResult: '',
  tagIntention: '',
  label: '',
  minCallDuration: '',
  maxCallDuration: '',
  telNumber: '',
  callOutBeginTime: '',
  callOutEndTime: '',
  pageIndex: 1,
  pageSize: 10,
  order: 'time_callout desc',
};

/** A filter's control; the sortable column of the same name carries the name too. */
const control = (label: string) => document.querySelector(`input[aria-label="${label}"]`) as HTMLInputElement;

async function choose(user: ReturnType<typeof userEvent.setup>, field: string, options: string[]) {
  await user.click(control(field));
  for (const option of options) await user.click(await openOption(option));
  await user.keyboard('{Escape}');
}

describe('TaskInfoPage', { timeout: 30_000 }, () => {
  it('shows the five tiles and the records with their columns and -- rules', async () => {
    // Only 已接通 shows its talk time by this config.
    configureForTest(server.origin, { callResult: ['0'] });
    render();
    await screen.findByText('13800138100');
    expect(bodiesOf('/queryTaskDataReport')).toEqual([FIRST_QUERY]);
    expect(bodiesOf('/taskStatistics')).toEqual([{ taskId: 31, channelCode: 2, businessId: 10000 }]);
    expect([...document.querySelectorAll('.task-tile')].map((tile) => tile.textContent)).toEqual([
      '号码量1,200个',
      '已外呼次数310个',
      '已外呼号码298个',
      '接通量150个',
      '接通率50.3%',
    ]);
    // The report file's columns (号码 ... 识别详情), then 录音.
    expect([...document.querySelectorAll('thead th')].map((th) => th.textContent)).toEqual([
      ...TASK_REPORT_HEADER,
      '录音',
    ]);
    expect(cellsOf('13800138100')).toEqual([
      '13800138100',
      '2026-11-20 10:00:00',
      '3秒',
      '45秒',
      '已接通',
      '2',
      '有意向，询问价格',
      'A级',
      '查看',
      '播放下载',
    ]);
    // 15 is not in this config's callResult; no labels or grade show --.
    expect(cellsOf('13800138101').slice(2, 8)).toEqual(['3秒', '--', '已接通（转人工）', '1', '--', '--']);
    expect(cellsOf('13800138102').slice(2, 10)).toEqual(['--', '--', '空号', '1', '--', '--', '--', '--']);
    expect(within(rowOf('13800138100')).getByText('下载').getAttribute('href')).toBe(
      '/calls/501.wav?expires=1&sig=abc',
    );
  });

  it('shows -- for the rate before any call, and says when there is no record', async () => {
    rows = [];
    total = 0;
    answerPercent = null;
    render();
    expect(await screen.findByText('暂无通话记录')).toBeTruthy();
    await waitFor(() => expect(document.querySelectorAll('.task-tile')[4]?.textContent).toBe('接通率--'));
    expect(document.querySelector('.ant-pagination')).toBeNull();
  });

  it('sends every filter on 筛选 as the spec joins them, and reads the tiles again', async () => {
    const user = userEvent.setup();
    render();
    await screen.findByText('13800138100');
    await choose(user, '通话结果', ['已接通', '已接通（转人工）']);
    await choose(user, '意向程度', ['A级', 'B级']);
    await choose(user, '标签', ['有意向', '转人工']);
    await user.type(control('最短通话时长'), '10');
    await user.type(control('最长通话时长'), '60');
    await user.type(control('手机号码'), '138a01');
    // The picker itself loads when the field is first used.
    expect(screen.queryByPlaceholderText('开始日期')).toBeNull();
    await user.click(control('外呼时间'));
    const begin = await screen.findByPlaceholderText('开始日期');
    await user.type(begin, '2026-11-20 09:00:00{Enter}');
    const end = screen.getByPlaceholderText('结束日期');
    await user.type(end, '2026-11-21 21:00:00{Enter}');
    const searchesBefore = bodiesOf('/taskStatistics').length;
    await user.click(buttonIn(document.body, '筛选'));
    await waitFor(() =>
      expect(bodiesOf('/queryTaskDataReport').at(-1)).toEqual({
        ...FIRST_QUERY,
        callResult: '0,15',
        tagIntention: "'A级','B级'",
        label: '有意向 转人工',
        minCallDuration: 10,
        maxCallDuration: 60,
        telNumber: '13801',
        // The report's time zone (Asia/Shanghai), whatever the browser's.
        callOutBeginTime: Date.parse('2026-11-20T01:00:00Z'),
        callOutEndTime: Date.parse('2026-11-21T13:00:00Z'),
      }),
    );
    // Each 筛选 reads the tiles again.
    await waitFor(() => expect(bodiesOf('/taskStatistics')).toHaveLength(searchesBefore + 1));
    // The labels are the task's script's.
    expect(new Set(bodiesOf('/queryLabel').map((body) => JSON.stringify(body)))).toEqual(
      new Set([JSON.stringify({ id: 5, businessId: 10000 })]),
    );
  });

  it('sorts on the server with task_data_id as the tie-break, and pages', async () => {
    total = 35;
    const user = userEvent.setup();
    render();
    await screen.findByText('13800138100');
    await tableSettled();
    await user.click(within(document.querySelector('thead') as HTMLElement).getByText('通话时长'));
    await waitFor(() =>
      expect(bodiesOf('/queryTaskDataReport').at(-1)).toMatchObject({
        order: 'duration_call desc, task_data_id asc',
        pageIndex: 1,
      }),
    );
    await tableSettled();
    await user.click(screen.getByTitle('2'));
    await waitFor(() =>
      expect(bodiesOf('/queryTaskDataReport').at(-1)).toMatchObject({
        order: 'duration_call desc, task_data_id asc',
        pageIndex: 2,
      }),
    );
  });

  it('opens 识别详情 with the recording on top of the conversation and marks the row viewed', async () => {
    localStorage.setItem('checkedIds', JSON.stringify(Array.from({ length: 100 }, (_, i) => i + 1)));
    const user = userEvent.setup();
    render();
    await screen.findByText('13800138100');
    expect(rowOf('13800138100').className).not.toContain('task-record-viewed');
    await user.click(within(rowOf('13800138100')).getByText('查看'));
    const dialog = await dialogTitled('识别详情（13800138100 2026-11-20 10:00:00）');
    expect((document.querySelector('.ant-modal') as HTMLElement).style.width).toBe('800px');
    const recording = within(dialog).getByLabelText('通话录音');
    const transcript = within(dialog).getByRole('list', { name: '对话识别结果' });
    expect(recording.compareDocumentPosition(transcript) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(
      within(transcript)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['开场白您好，这里是课程顾问', '你们在哪里上课命中节点：询问地址']);
    expect(rowOf('13800138100').className).toContain('task-record-viewed');
    const kept = JSON.parse(localStorage.getItem('checkedIds') ?? '[]');
    expect(kept).toHaveLength(100);
    expect(kept.at(-1)).toBe(9001);
    expect(kept[0]).toBe(2);
  });

  it('remembers the viewed rows across visits', async () => {
    localStorage.setItem('checkedIds', JSON.stringify([9002]));
    render();
    await screen.findByText('13800138101');
    expect(rowOf('13800138101').className).toContain('task-record-viewed');
    expect(rowOf('13800138100').className).not.toContain('task-record-viewed');
  });

  it('plays a recording in a small floating player', async () => {
    const user = userEvent.setup();
    render();
    await screen.findByText('13800138100');
    await user.click(within(rowOf('13800138101')).getByText('播放'));
    const player = await screen.findByRole('region', { name: '录音播放' });
    expect(within(player).getByText('13800138101')).toBeTruthy();
    expect(within(player).getByLabelText('通话录音').getAttribute('src')).toBe('/calls/501.wav?expires=1&sig=abc');
    // 播放 means play: the player starts without a second click.
    expect((within(player).getByLabelText('通话录音') as HTMLAudioElement).autoplay).toBe(true);
    await user.click(within(player).getByLabelText('关闭录音'));
    expect(screen.queryByRole('region', { name: '录音播放' })).toBeNull();
  });

  it('adds 下载报表 and both 下载名单 with the current filters to the download centre', async () => {
    queryClient.setQueryData(downloadTaskKeys.page(10000, 1), { rows: [], totalCount: 0 });
    const user = userEvent.setup();
    render();
    await screen.findByText('13800138100');
    await choose(user, '通话结果', ['已接通']);
    await user.click(buttonIn(document.body, '筛选'));
    await waitFor(() => expect(bodiesOf('/queryTaskDataReport')).toHaveLength(2));
    await user.click(buttonIn(document.body, '下载报表'));
    expect(await screen.findByText('已添加到下载中心，请到下载中心查看')).toBeTruthy();
    expect(queryClient.getQueryState(downloadTaskKeys.page(10000, 1))?.isInvalidated).toBe(true);
    await user.click(buttonIn(document.body, '下载名单'));
    await user.click(await screen.findByText('下载已呼名单'));
    await user.click(buttonIn(document.body, '下载名单'));
    await user.click(await screen.findByText('下载待呼名单'));
    await waitFor(() => expect(bodiesOf('/addDownloadTask')).toHaveLength(3));
    const filters = { ...FIRST_QUERY, callResult: '0' } as Record<string, unknown>;
    for (const paging of ['pageIndex', 'pageSize', 'order']) delete filters[paging];
    const base = { businessId: 10000, sysType: 2, channelCode: 2 };
    expect(bodiesOf('/addDownloadTask')).toEqual([
      { ...base, downloadType: 1, query: filters },
      { ...base, downloadType: 5, query: { ...filters, callOut: 1 } },
      { ...base, downloadType: 5, query: { ...filters, callOut: 0 } },
    ]);
  });

  it.each([
    [fail(ErrorCode.LongTaskDownload, '长期任务不能下载'), '长期任务不能下载'],
    [fail(ErrorCode.DownloadRunning, '下载任务正在进行中，请稍后再试'), '下载任务正在进行中，请稍后再试'],
    [fail(ErrorCode.Internal, '系统繁忙'), '导出报表失败'],
  ])('says why an export was refused: %j', async (answer, text) => {
    exportAnswer = answer;
    const user = userEvent.setup();
    render();
    await screen.findByText('13800138100');
    await user.click(buttonIn(document.body, '下载报表'));
    expect(await screen.findByText(text)).toBeTruthy();
  });

  it('offers no export without the 导出报表 privilege', async () => {
    signInForTest({ ...demoSession, master: 0, privilege: [0, 0, 0, 0, 0, 0, 1, 0] });
    render();
    await screen.findByText('13800138100');
    expect(screen.queryByText('下载报表')).toBeNull();
    expect(screen.queryByText(/下\s*载\s*名\s*单/)).toBeNull();
  });

  it('says so when the link names no task', async () => {
    renderRoute('/taskinfo', '/taskinfo?businessId=10000', <TaskInfoPage />);
    expect(await screen.findByText('任务不存在')).toBeTruthy();
    expect(bodiesOf('/queryTaskDataReport')).toEqual([]);
  });
});
