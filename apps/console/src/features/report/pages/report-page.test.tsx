import { MENU, type ReportSummary } from '@console/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, ok, type Reply, type SeenRequest } from '../../../../test/api-server.ts';
import { configureForTest, demoSession, signInForTest, signOutForTest } from '../../../../test/fixtures.ts';
import { stubApiForPage } from '../../../../test/page-api.ts';
import { renderRoute } from '../../../../test/render-route.tsx';
import { ensureAccess } from '../../../shared/access/access-store.ts';
import { dayIn, endOfDayIn, startOfDayIn } from '../../../shared/date-range/zoned-day.ts';
import { ReportPage } from './report-page.tsx';

const figures = {
  totalCall: 1_234_567,
  totalAnswer: 617_000,
  totalTel: 98_765,
  avgDuration: 65_000,
  totalDuration: 3_723_000,
  A: 12.5,
  B: 30.25,
  transferCount: 4_321,
  smsCount: 12,
};
const byDay = (first: number, second: number) => ({
  hour: {},
  day: { '20260301': first, '20260302': second },
  month: {},
});
const summary: ReportSummary = {
  granularity: 'day',
  ...figures,
  summary: figures,
  tagIntention: { A类: 1200, B类: 0, C类: 35, D类: 7, E类: 1 },
  callAnalysis: {
    callDuration: byDay(1000, 2000),
    interactCount: byDay(3, 5),
    callTotal: byDay(23, 9),
    callAnswer: byDay(11, 4),
    callAnswerRate: byDay(47.83, 44.44),
  },
  callDurationDistribution: [
    { name: '10秒以内', value: 3 },
    { name: '10-30秒', value: 5 },
  ],
  interactCountDistribution: [{ name: '0-2轮', value: 8 }],
  labels: { 有车: { count: 5, label_skill: '车贷话术、保险话术' } },
};

interface Answers {
  config: { key: string; value: string }[];
  summary: () => Reply;
  callBatch: () => Reply;
  addDownloadTask: () => Reply;
}

let answers: Answers;

function answer(request: SeenRequest): Reply {
  const path = request.path;
  if (path.endsWith('/queryMenuList')) return ok([...MENU]);
  if (path.endsWith('/businessConfig/10000/query')) return ok(answers.config);
  if (path.endsWith('/indexStatistics')) return answers.summary();
  if (path.endsWith('/indexCallBatchStatistics')) return answers.callBatch();
  if (path.endsWith('/querySpeechSkill')) {
    return ok([
      { id: 12, name: '车贷话术', status: 4 },
      { id: 13, name: '保险话术', status: 4 },
    ]);
  }
  if (path.endsWith('/queryCPNInfoWithBus')) return ok([{ cpnCode: '02112345678', cpnType: 1, status: 1 }]);
  if (path.endsWith('/addDownloadTask')) return answers.addDownloadTask();
  return ok();
}

const server = stubApiForPage(answer, { signIn: false });
beforeEach(() => {
  answers = {
    config: [],
    summary: () => ok([summary]),
    callBatch: () => ok([{ totalTelUnCall: 2_048, totalAnswer: 10, totalCall: 40, totalRate: 25 }]),
    addDownloadTask: () => ok(),
  };
});

afterEach(() => {
  vi.useRealTimers();
});

const called = (suffix: string) => server.requests.filter((r) => r.path.endsWith(suffix));
/** A day counted back from today in the report's time zone (the test config's default), as YYYY-MM-DD. */
const reportDay = (back = 0) => dayjs(dayIn('Asia/Shanghai')).subtract(back, 'day').format('YYYY-MM-DD');
const compact = (day: string) => day.replaceAll('-', '');
const lastBody = (suffix: string) => called(suffix).at(-1)?.body as Record<string, unknown>;

/** Signs in (a new token drops the previous test's permissions), loads the access lists, renders the page. */
async function openReport(user = demoSession, url = '/stats') {
  signOutForTest();
  signInForTest(user);
  await ensureAccess();
  renderRoute('/stats', url, <ReportPage />);
}

const member = (privilege: number[]) => ({ ...demoSession, master: 0 as const, privilege });

describe('ReportPage', { timeout: 30_000 }, () => {
  it("loads today's outbound figures and formats the tiles", async () => {
    await openReport();
    const tiles = await screen.findByLabelText('数据概览', { selector: 'dl' });
    await waitFor(() => expect(within(tiles).getByText('1,234,567')).toBeTruthy());
    const tile = (title: string) => within(tiles).getByText(title).nextElementSibling?.textContent;
    expect(tile('总呼叫量')).toBe('1,234,567');
    expect(tile('接通量')).toBe('617,000');
    expect(tile('接通率')).toBe('49.98%');
    expect(tile('客户数')).toBe('98,765');
    expect(tile('平均通话时长')).toBe('1分5秒');
    expect(tile('总通话时长')).toBe('1小时2分3秒');
    expect(tile('A类客户占比')).toBe('12.5%');
    expect(tile('B类客户占比')).toBe('30.25%');
    expect(tile('转人工')).toBe('4,321');
    expect(tile('短信')).toBe('12');

    const intentions = screen.getByRole('list', { name: '意向客户数' });
    const items = within(intentions).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['A类1,200', 'B类0', 'C类35', 'D类7', 'E类1']);
    expect(items[0].className).toBe(items[4].className);
    expect(new Set(items.slice(0, 4).map((item) => item.className)).size).toBe(4);

    const today = reportDay();
    expect(lastBody('/indexStatistics')).toEqual({
      businessId: 10000,
      channelCode: 2,
      speechSkillId: [],
      callee: [],
      beginTime: compact(today),
      endTime: compact(today),
      direction: 1,
      beginTimeStamp: startOfDayIn(today, 'Asia/Shanghai'),
      endTimeStamp: endOfDayIn(today, 'Asia/Shanghai'),
    });
    expect(lastBody('/querySpeechSkill')).toEqual({ name: '', status: 4, pageIndex: 1, pageSize: 100 });
    expect(called('/indexCallBatchStatistics')).toHaveLength(0);
    expect(screen.queryByText('自定义指标')).toBeNull();
    // The charts really draw (SVG renderer, no canvas needed).
    const pie = await screen.findByRole('img', { name: /通话时长分布：10秒以内 3/ });
    await waitFor(() => expect(pie.querySelector('svg')).toBeTruthy());
    expect(await screen.findByRole('img', { name: /通话分析折线图/ })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'AI接待' })).toBeNull();
  });

  it("opens on today in the report's time zone, whatever the browser's", async () => {
    // 12:00 UTC on 1 March is already 2 March, 02:00, in Kiritimati (UTC+14).
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-01T12:00:00Z'));
    configureForTest(server.origin, { reportTimeZone: 'Pacific/Kiritimati' });
    await openReport();
    await waitFor(() => expect(called('/indexStatistics')).toHaveLength(1));
    expect(lastBody('/indexStatistics')).toMatchObject({
      beginTime: '20260302',
      endTime: '20260302',
      beginTimeStamp: Date.parse('2026-03-01T10:00:00Z'),
      endTimeStamp: Date.parse('2026-03-02T10:00:00Z') - 1,
    });
    const [start, end] = screen.getAllByPlaceholderText(/开始日期|结束日期/) as HTMLInputElement[];
    expect([start.value, end.value]).toEqual(['2026-03-02', '2026-03-02']);
  });

  it('sends the chosen preset and script on 查询', async () => {
    await openReport();
    await waitFor(() => expect(called('/indexStatistics')).toHaveLength(1));
    const user = userEvent.setup();
    await user.click(screen.getByPlaceholderText('开始日期'));
    await user.click(await screen.findByText('过去7天'));
    await user.click(screen.getByRole('combobox', { name: '话术' }));
    await user.click(await screen.findByText('车贷话术', { selector: '.ant-select-item-option-content' }));
    await user.click(await screen.findByRole('button', { name: '查询' }));
    await waitFor(() => expect(called('/indexStatistics')).toHaveLength(2));
    const start = reportDay(7);
    const end = reportDay(1);
    expect(lastBody('/indexStatistics')).toEqual({
      businessId: 10000,
      channelCode: 2,
      speechSkillId: [12],
      callee: [],
      beginTime: compact(start),
      endTime: compact(end),
      direction: 1,
      beginTimeStamp: startOfDayIn(start, 'Asia/Shanghai'),
      endTimeStamp: endOfDayIn(end, 'Asia/Shanghai'),
    });
  });

  it('says 日期不能为空 and sends nothing when the range is cleared', async () => {
    await openReport();
    await waitFor(() => expect(called('/indexStatistics')).toHaveLength(1));
    const picker = screen.getByPlaceholderText('开始日期').closest('.ant-picker') as HTMLElement;
    const clear = picker.querySelector('.ant-picker-clear') as HTMLElement;
    fireEvent.mouseDown(clear);
    fireEvent.mouseUp(clear);
    fireEvent.click(clear);
    await waitFor(() => expect((screen.getByPlaceholderText('开始日期') as HTMLInputElement).value).toBe(''));
    await userEvent.setup().click(await screen.findByRole('button', { name: '查询' }));
    expect(await screen.findByText('日期不能为空')).toBeTruthy();
    expect(called('/indexStatistics')).toHaveLength(1);
  });

  it('says 报表数据加载失败 when the report fails', async () => {
    answers.summary = () => fail(330060, '日期范围不正确');
    await openReport();
    expect(await screen.findByText('报表数据加载失败')).toBeTruthy();
    expect(screen.getByText('暂无数据', { selector: '.ant-empty-description' })).toBeTruthy();
  });

  it('hides 导出报表 from a member without privilege bit 3 and shows it with the bit', async () => {
    await openReport(member([0, 0, 0, 0, 0, 0, 1, 0]));
    expect(await screen.findByRole('button', { name: '查询' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '导出报表' })).toBeNull();
  });

  it('exports for a member with bit 3 and says where the file goes', async () => {
    await openReport(member([0, 0, 0, 1, 0, 0, 1, 0]));
    await userEvent.setup().click(await screen.findByRole('button', { name: '导出报表' }));
    expect(await screen.findByText('已添加到下载中心，请到下载中心查看')).toBeTruthy();
    const today = compact(reportDay());
    expect(lastBody('/addDownloadTask')).toMatchObject({
      businessId: 10000,
      sysType: 2,
      downloadType: 9,
      channelCode: 2,
      query: { businessId: 10000, beginTime: today, endTime: today, direction: 1, channelCode: 2 },
    });
  });

  it("shows the server's message or 导出报表失败 when the export fails (master)", async () => {
    answers.addDownloadTask = () => fail(100403, '权限不足');
    await openReport();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '导出报表' }));
    expect(await screen.findByText('权限不足')).toBeTruthy();
    answers.addDownloadTask = () => ({ status: 502, body: 'Bad Gateway' });
    await user.click(await screen.findByRole('button', { name: '导出报表' }));
    expect(await screen.findByText('导出报表失败')).toBeTruthy();
  });

  it('shows the custom metrics when the business config turns them on', async () => {
    answers.config = [{ key: 'report', value: '{"customMetrics":true}' }];
    await openReport();
    const tiles = await screen.findByLabelText('自定义指标', { selector: 'dl' });
    const tile = (title: string) => within(tiles).getByText(title).nextElementSibling?.textContent;
    expect(tile('未接通客户数')).toBe('2,048');
    expect(tile('呼叫量')).toBe('40');
    expect(tile('接通量')).toBe('10');
    expect(tile('接通率')).toBe('25%');
    expect(lastBody('/indexCallBatchStatistics')).toEqual(lastBody('/indexStatistics'));
  });

  it('says 自定义指标数据加载失败 when the custom metrics fail', async () => {
    answers.config = [{ key: 'report', value: '{"customMetrics":true}' }];
    answers.callBatch = () => fail(100403, '权限不足');
    await openReport();
    expect(await screen.findByText('自定义指标数据加载失败')).toBeTruthy();
    expect(await screen.findByLabelText('数据概览', { selector: 'dl' })).toBeTruthy();
  });

  it('offers AI接待 with the ai flag: callee filter, direction 0 and the label bars', async () => {
    answers.config = [{ key: 'menu', value: '{"ai":true}' }];
    await openReport();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'AI接待' }));
    await waitFor(() => expect(lastBody('/indexStatistics')).toMatchObject({ direction: 0, callee: [] }));
    expect(lastBody('/queryCPNInfoWithBus')).toEqual({ businessId: 10000, cpnTypeArr: [1, 3], status: 1 });
    const panel = screen.getByRole('tabpanel');
    await user.click(within(panel).getByRole('combobox', { name: '被叫号码' }));
    await user.click(await screen.findByText('02112345678', { selector: '.ant-select-item-option-content' }));
    await user.click(await within(panel).findByRole('button', { name: '查询' }));
    await waitFor(() => expect(lastBody('/indexStatistics')).toMatchObject({ direction: 0, callee: ['02112345678'] }));
    await user.click(await within(panel).findByText('客户标签'));
    expect(await within(panel).findByRole('img', { name: /客户标签柱状图：有车 5/ })).toBeTruthy();
  });
});
