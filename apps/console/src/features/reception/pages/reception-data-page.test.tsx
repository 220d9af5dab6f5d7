import type { CallReportRow } from '@console/contracts';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fail, ok, type Reply, type SeenRequest } from '../../../../test/api-server.ts';
import { buttonIn } from '../../../../test/buttons.ts';
import { dialogTitled, tableSettled } from '../../../../test/dialogs.ts';
import { stubApiForPage } from '../../../../test/page-api.ts';
import { renderRoute } from '../../../../test/render-route.tsx';
import { openOption } from '../../../../test/selects.ts';
import { dayIn, startOfDayIn } from '../../../shared/date-range/zoned-day.ts';
import { ReceptionDataPage } from './reception-data-page.tsx';

configure({ asyncUtilTimeout: 5_000 });

const ZONE = 'Asia/Shanghai';
const HOUR = 3_600_000;

const call = (calluuid: string, extra: Partial<CallReportRow> = {}): CallReportRow => ({
  calluuid,
  dnis: '4008001001',
  tel_number: `1380013${calluuid.padStart(4, '0')}`,
  speech_skill_name: '教育课程邀约',
  call_begin_time: '2026-11-25 10:00:00',
  duration_call: 0,
  label_show: '',
  tag_intention: '',
  transfer_mark: 0,
  dialog: [],
  voice_url: '',
  ...extra,
});

const ROWS = [
  call('1', {
    duration_call: 125,
    label_show: '价格,地址,',
    tag_intention: 'A级',
    transfer_mark: 1,
    voice_url: '/calls/1.wav?expires=1&sig=abc',
    dialog: [
      { role: 'robot', nodeName: '开场白', text: '您好，这里是接待', nodeStartTime: 0 },
      { role: 'user', text: '我想咨询', hits: [], userSpeakingTime: 3000 },
    ],
  }),
  call('2', { dnis: '02160001002', duration_call: 8 }),
];

let rows: CallReportRow[];
let total: number;
let exportAnswer: Reply;

const server = stubApiForPage(
  (request: SeenRequest) => {
    const path = request.path;
    if (path.endsWith('/queryCallReport')) {
      return { body: { code: 0, message: 'success', result: { rows, totalCount: total } } };
    }
    if (path.endsWith('/queryCPNInfoWithBus')) return ok([{ cpnCode: '4008001001' }, { cpnCode: '02160001002' }]);
    if (path.endsWith('/queryLabelOptionList')) return ok([{ name: 'A级' }, { name: 'B级' }]);
    if (path.endsWith('/querySpeechSkill')) return ok([{ id: 5, name: '教育课程邀约', status: 4, type: 1 }]);
    if (path.endsWith('/queryLabel')) return ok([{ name: '价格' }, { name: '地址' }]);
    if (path.endsWith('/addDownloadTask')) return exportAnswer;
    return ok();
  },
  { config: { reportTimeZone: ZONE } },
);
beforeEach(() => {
  localStorage.clear();
  rows = ROWS;
  total = 2;
  exportAnswer = ok();
});

const bodiesOf = (path: string) => server.requests.filter((r) => r.path.endsWith(path)).map((r) => r.body);
const render = () => renderRoute('*', '/ai/data', <ReceptionDataPage />);
const rowOf = (number: string) => screen.getByText(number).closest('tr') as HTMLElement;
const cellsOf = (number: string) => [...rowOf(number).querySelectorAll('td')].map((td) => td.textContent);
const control = (label: string) => document.querySelector(`input[aria-label="${label}"]`) as HTMLInputElement;
const today = () => startOfDayIn(dayIn(ZONE), ZONE);

async function choose(user: ReturnType<typeof userEvent.setup>, field: string, options: string[]) {
  await user.click(control(field));
  for (const option of options) await user.click(await openOption(option));
  await user.keyboard('{Escape}');
}

describe('ReceptionDataPage', { timeout: 30_000 }, () => {
  it("asks for today's 09:00–21:00 inbound calls, newest first, and shows the columns", async () => {
    render();
    await screen.findByText('13800130001');
    const day = dayIn(ZONE);
    expect(control('呼入时间').value).toBe(`${day} 09:00:00 至 ${day} 21:00:00`);
    expect(bodiesOf('/queryCallReport')[0]).toEqual({
      direction: 0,
      channelCode: 2,
      speechSkillId: '',
      callee: '',
      tagIntention: '',
      label: '',
      telNumber: '',
      callOutBeginTime: today() + 9 * HOUR,
      callOutEndTime: today() + 21 * HOUR,
      businessId: 10000,
      pageIndex: 1,
      pageSize: 10,
      order: 'call_begin_time desc',
    });
    expect(cellsOf('13800130001')).toEqual([
      '4008001001',
      '13800130001',
      '教育课程邀约',
      '2026-11-25 10:00:00',
      '2分5秒',
      '价格,地址',
      'A级',
      '是',
      '查看',
      '播放下载',
    ]);
    expect(cellsOf('13800130002')).toEqual([
      '02160001002',
      '13800130002',
      '教育课程邀约',
      '2026-11-25 10:00:00',
      '0分8秒',
      '--',
      '--',
      '否',
      '--',
      '--',
    ]);
  });

  it('keeps both ends of 呼入时间 typed with the keyboard, each ended with Enter', async () => {
    const user = userEvent.setup();
    render();
    await screen.findByText('13800130001');
    const day = dayIn(ZONE);
    await user.click(control('呼入时间'));
    const start = await screen.findByPlaceholderText('开始日期');
    await waitFor(() => expect(document.activeElement).toBe(start));
    await user.tripleClick(start);
    await user.keyboard(`${day} 08:15:00{Enter}`);
    const end = screen.getByPlaceholderText('结束日期');
    await waitFor(() => expect(document.activeElement).toBe(end));
    await user.tripleClick(end);
    await user.keyboard(`${day} 22:30:00{Enter}`);
    await waitFor(() => expect((start as HTMLInputElement).value).toBe(`${day} 08:15:00`));
    expect((end as HTMLInputElement).value).toBe(`${day} 22:30:00`);
    await user.click(buttonIn(document.body, '筛选'));
    await waitFor(() =>
      expect(bodiesOf('/queryCallReport').at(-1)).toMatchObject({
        callOutBeginTime: today() + 8.25 * HOUR,
        callOutEndTime: today() + 22.5 * HOUR,
      }),
    );
  });

  it('sends the chosen numbers, grades, script, labels and phone on 筛选', async () => {
    const user = userEvent.setup();
    render();
    await screen.findByText('13800130001');
    await choose(user, '被叫号码', ['4008001001', '02160001002']);
    await choose(user, '意向程度', ['A级']);
    await user.click(control('话术'));
    await user.click(await openOption('教育课程邀约'));
    await waitFor(() => expect(bodiesOf('/queryLabel').at(-1)).toEqual({ id: 5, businessId: 10000 }));
    await choose(user, '标签', ['价格', '地址']);
    await user.type(screen.getByLabelText('手机号码'), '138a00');
    await user.click(buttonIn(document.body, '筛选'));
    await waitFor(() =>
      expect(bodiesOf('/queryCallReport').at(-1)).toMatchObject({
        callee: "'4008001001','02160001002'",
        tagIntention: "'A级'",
        speechSkillId: 5,
        label: '价格 地址',
        telNumber: '13800',
        pageIndex: 1,
      }),
    );
  });

  it('sorts with the search index names and pages', async () => {
    total = 35;
    const user = userEvent.setup();
    render();
    await screen.findByText('13800130001');
    await tableSettled();
    const head = document.querySelector('thead') as HTMLElement;
    await user.click(within(head).getByText('被叫号码'));
    await waitFor(() => expect(bodiesOf('/queryCallReport').at(-1)).toMatchObject({ order: 'dnis.keyword desc' }));
    await tableSettled();
    await user.click(within(head).getByText('通话时长'));
    await waitFor(() =>
      expect(bodiesOf('/queryCallReport').at(-1)).toMatchObject({ order: 'connected_duration_sec desc' }),
    );
    await tableSettled();
    await user.click(screen.getByTitle('2'));
    await waitFor(() =>
      expect(bodiesOf('/queryCallReport').at(-1)).toMatchObject({ order: 'connected_duration_sec desc', pageIndex: 2 }),
    );
  });

  it('opens 识别详情 with the conversation and remembers the row in __checkuuids', async () => {
    localStorage.setItem('__checkuuids', JSON.stringify(Array.from({ length: 100 }, (_, i) => `x${i}`)));
    const user = userEvent.setup();
    render();
    await screen.findByText('13800130001');
    expect(rowOf('13800130001').className).not.toContain('reception-data-viewed');
    await user.click(within(rowOf('13800130001')).getByText('查看'));
    const dialog = await dialogTitled('识别详情（13800130001 2026-11-25 10:00:00）');
    // Opened to read the conversation: the recording waits for 播放.
    expect((within(dialog).getByLabelText('通话录音') as HTMLAudioElement).autoplay).toBe(false);
    const transcript = within(dialog).getByRole('list', { name: '对话识别结果' });
    expect(
      within(transcript)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['开场白您好，这里是接待', '我想咨询']);
    expect(rowOf('13800130001').className).toContain('reception-data-viewed');
    const kept = JSON.parse(localStorage.getItem('__checkuuids') ?? '[]');
    expect(kept).toHaveLength(100);
    expect(kept.at(-1)).toBe('1');
  });

  it('plays a recording', async () => {
    const user = userEvent.setup();
    render();
    await screen.findByText('13800130001');
    await user.click(within(rowOf('13800130001')).getByText('播放'));
    const dialog = await dialogTitled('录音播放（13800130001 2026-11-25 10:00:00）');
    expect(within(dialog).getByLabelText('通话录音').getAttribute('src')).toBe('/calls/1.wav?expires=1&sig=abc');
    expect((within(dialog).getByLabelText('通话录音') as HTMLAudioElement).autoplay).toBe(true);
    expect(within(dialog).queryByRole('list', { name: '对话识别结果' })).toBeNull();
  });

  it("adds 导出报表 as download type 10 with the page's current filters and order, and says when it fails", async () => {
    const user = userEvent.setup();
    render();
    await screen.findByText('13800130001');
    await tableSettled();
    await user.click(within(document.querySelector('thead') as HTMLElement).getByText('通话时长'));
    await waitFor(() =>
      expect(bodiesOf('/queryCallReport').at(-1)).toMatchObject({ order: 'connected_duration_sec desc' }),
    );
    await choose(user, '被叫号码', ['4008001001']);
    await choose(user, '意向程度', ['A级', 'B级']);
    await user.click(control('话术'));
    await user.click(await openOption('教育课程邀约'));
    await choose(user, '标签', ['地址']);
    await user.type(screen.getByLabelText('手机号码'), '1380013');
    await user.click(buttonIn(document.body, '导出报表'));
    expect(await screen.findByText('已添加到下载中心，请到下载中心查看')).toBeTruthy();
    expect(bodiesOf('/addDownloadTask')[0]).toEqual({
      businessId: 10000,
      sysType: 2,
      downloadType: 10,
      channelCode: 2,
      query: {
        direction: 0,
        channelCode: 2,
        businessId: 10000,
        speechSkillId: 5,
        callee: "'4008001001'",
        tagIntention: "'A级','B级'",
        label: '地址',
        telNumber: '1380013',
        // The range to the second: the time of day, not whole days.
        callOutBeginTime: today() + 9 * HOUR,
        callOutEndTime: today() + 21 * HOUR,
        order: 'connected_duration_sec desc',
      },
    });
    exportAnswer = fail(100400, '参数错误');
    await user.click(buttonIn(document.body, '导出报表'));
    expect(await screen.findByText('导出报表失败')).toBeTruthy();
  });

  it('says when there are no calls', async () => {
    rows = [];
    total = 0;
    render();
    expect(await screen.findByText('暂无数据')).toBeTruthy();
  });
});
