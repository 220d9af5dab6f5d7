import { MENU, MONITOR_TEXTS } from '@console/contracts';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fail, ok, type Reply, type SeenRequest } from '../../../../test/api-server.ts';
import { buttonIn } from '../../../../test/buttons.ts';
import { dialogTitled } from '../../../../test/dialogs.ts';
import { signInForTest, signOutForTest } from '../../../../test/fixtures.ts';
import { stubApiForPage } from '../../../../test/page-api.ts';
import { renderRoute } from '../../../../test/render-route.tsx';
import { openOption } from '../../../../test/selects.ts';
import { ensureAccess } from '../../../shared/access/access-store.ts';
import { publishMonitorEvent } from '../../../shared/realtime/monitor-events.ts';
import { liveCallRow, pushedLine } from '../test-rows.ts';
import { MonitorDetailPage } from './monitor-detail-page.tsx';

/**
 * Under the page's fallback poll (10 s without the real-time connection): a reload seen within
 * this long came from the pushed change, not from the poll.
 */
const SOONER_THAN_POLL = { timeout: 5_000 };

const MAY_SUPERVISE = { key: 'function', value: '{"monitor":true}' };

const robotSaid = { role: 'robot', text: '您好，这里是车贷服务', at: 1, unrecognised: false } as const;
const customerSaid = { role: 'customer', text: '什么车贷', at: 2, unrecognised: false } as const;

interface Answers {
  config: { key: string; value: string }[];
  calls: () => Reply;
  listen: () => Reply;
}

let answers: Answers;

const server = stubApiForPage(
  (request: SeenRequest) => {
    const path = request.path;
    if (path.endsWith('/queryMenuList')) return ok([...MENU]);
    if (path.endsWith('/businessConfig/10000/query')) return ok(answers.config);
    if (path.endsWith('/queryRealTimeCallDetail')) return answers.calls();
    // Not the defaults (2 and 4): the cards must follow the enterprise's own thresholds.
    if (path.endsWith('/queryConfig')) return ok([{ orange: 3, red: 5 }]);
    if (path.endsWith('/monitorDialog')) return answers.listen();
    if (path.endsWith('/takeControl')) return ok([{ traceId: 88, customerNumber: '13900000002' }]);
    return ok();
  },
  { signIn: false },
);
beforeEach(() => {
  answers = {
    config: [MAY_SUPERVISE],
    calls: () =>
      ok([
        liveCallRow('call-a', { customerNumber: '13900000001', lines: [robotSaid] }),
        liveCallRow('call-b', { customerNumber: '13900000002', unrecognised: 1, lines: [robotSaid, customerSaid] }),
      ]),
    listen: () => ok(),
  };
});
// The page ends its watch when it unmounts: that request must land before the next test counts.
afterEach(async () => {
  cleanup();
  await waitFor(() => expect(requestsTo('/unwatch')).toHaveLength(requestsTo('/watch').length));
});

const requestsTo = (suffix: string) => server.requests.filter((r) => r.path.endsWith(suffix));
const cardOf = (callId: string) => document.querySelector(`[data-call-id="${callId}"]`) as HTMLElement;
const cardIds = () =>
  [...document.querySelectorAll<HTMLElement>('[data-testid="live-call"]')].map((c) => c.dataset.callId);
const legend = () => document.querySelector('.monitor-legend')?.textContent;
const push = (...events: Parameters<typeof publishMonitorEvent>[0][]) =>
  act(() => {
    for (const event of events) publishMonitorEvent(event);
  });

/** The question 接管 asks before the robot leaves the call. */
async function takeOverConfirm(): Promise<HTMLElement> {
  const title = await screen.findByText('接管通话', { selector: '.ant-modal-confirm-title' });
  return title.closest('.ant-modal') as HTMLElement;
}

/** Signs in (a new token drops the previous test's permissions), loads them, opens task 31's calls. */
async function open() {
  signOutForTest();
  signInForTest();
  await ensureAccess();
  renderRoute('/monitordetail/:taskId/:speechSkillId/:name', '/monitordetail/31/5/春季回访', <MonitorDetailPage />);
  await waitFor(() => expect(cardIds()).toEqual(['call-a', 'call-b']));
}

describe('MonitorDetailPage', { timeout: 30_000 }, () => {
  it('shows a card per call of the snapshot with its number and what was said, and watches the task', async () => {
    await open();
    expect(requestsTo('/queryRealTimeCallDetail')[0].body).toEqual({ taskId: 31 });
    expect(screen.getByText('春季回访')).toBeTruthy();
    expect(screen.getByTestId('live-call-count').textContent).toBe('通话中 2');
    const b = cardOf('call-b');
    expect(within(b).getByText('13900000002')).toBeTruthy();
    expect(within(b).getByText('通话中')).toBeTruthy();
    const lines = [...within(b).getByTestId('live-transcript').querySelectorAll('li')].map((li) => li.textContent);
    expect(lines).toEqual(['机器人您好，这里是车贷服务', '客户什么车贷']);
    expect(within(cardOf('call-a')).getByText('13900000001')).toBeTruthy();
    await waitFor(() => expect(requestsTo('/watch')).toHaveLength(1));
    expect(requestsTo('/watch')[0].body).toEqual({ taskId: 31 });
  });

  it('appends a pushed line to its own call', async () => {
    await open();
    push(pushedLine('call-b', 2, '利率是多少'));
    await within(cardOf('call-b')).findByText('利率是多少');
    expect(within(cardOf('call-b')).getAllByRole('listitem')).toHaveLength(3);
    expect(within(cardOf('call-a')).queryByText('利率是多少')).toBeNull();
    expect(within(cardOf('call-a')).getAllByRole('listitem')).toHaveLength(1);
  });

  it("adds a pushed started call of the task, and not another task's", async () => {
    await open();
    push(
      { kind: 'started', call: liveCallRow('call-x', { taskId: 32, customerNumber: '13900000009' }) },
      { kind: 'started', call: liveCallRow('call-c', { customerNumber: '13900000003', state: 'ringing', lines: [] }) },
    );
    await waitFor(() => expect(cardIds()).toEqual(['call-a', 'call-b', 'call-c']));
    expect(within(cardOf('call-c')).getByText('13900000003')).toBeTruthy();
    expect(within(cardOf('call-c')).getByText('振铃中')).toBeTruthy();
    expect(screen.getByTestId('live-call-count').textContent).toBe('通话中 3');
    expect(screen.queryByText('13900000009')).toBeNull();
  });

  it('reloads the calls when a pushed line does not follow on from the last one shown', async () => {
    await open();
    expect(requestsTo('/queryRealTimeCallDetail')).toHaveLength(1);
    const missed = { role: 'customer', text: '我在开车', at: 3, unrecognised: false } as const;
    answers.calls = () =>
      ok([
        liveCallRow('call-a', { customerNumber: '13900000001', lines: [robotSaid, missed, robotSaid] }),
        liveCallRow('call-b', { customerNumber: '13900000002', unrecognised: 1, lines: [robotSaid, customerSaid] }),
      ]);
    // call-a shows one line: index 2 skips the one at index 1.
    push(pushedLine('call-a', 2, '您好，这里是车贷服务'));
    await waitFor(() => expect(requestsTo('/queryRealTimeCallDetail')).toHaveLength(2), SOONER_THAN_POLL);
    expect(requestsTo('/queryRealTimeCallDetail')[1].body).toEqual({ taskId: 31 });
    await within(cardOf('call-a')).findByText('我在开车');
    expect(within(cardOf('call-a')).getAllByRole('listitem')).toHaveLength(3);
  });

  it("colours a call by its unrecognised answers at the enterprise's thresholds", async () => {
    answers.calls = () => ok([liveCallRow('call-a', { unrecognised: 2, lines: [robotSaid] })]);
    signOutForTest();
    signInForTest();
    await ensureAccess();
    renderRoute('/monitordetail/:taskId/:speechSkillId/:name', '/monitordetail/31/5/春季回访', <MonitorDetailPage />);
    await waitFor(() => expect(legend()).toBe('绿色 <3橙色 ≥3红色 ≥5'));
    const colour = () => cardOf('call-a')?.dataset.colour;
    const unrecognised = () => within(cardOf('call-a')).getByTestId('unrecognised').textContent;
    await waitFor(() => expect(colour()).toBe('green'));
    expect(unrecognised()).toBe('未识别 2 次 · 绿色');
    push(pushedLine('call-a', 1, '听不懂', 3));
    await waitFor(() => expect(colour()).toBe('orange'));
    expect(unrecognised()).toBe('未识别 3 次 · 橙色');
    push(pushedLine('call-a', 2, '嗯', 4));
    await waitFor(() => expect(unrecognised()).toBe('未识别 4 次 · 橙色'));
    expect(colour()).toBe('orange');
    push(pushedLine('call-a', 3, '啊', 5));
    await waitFor(() => expect(colour()).toBe('red'));
    expect(unrecognised()).toBe('未识别 5 次 · 红色');
  });

  it('offers neither 监听 nor 接管 without the monitor function', async () => {
    answers.config = [];
    await open();
    for (const callId of ['call-a', 'call-b']) {
      expect(within(cardOf(callId)).queryByText(/^监\s*听$/)).toBeNull();
      expect(within(cardOf(callId)).queryByText(/^接\s*管$/)).toBeNull();
    }
    expect(screen.queryByText(/监听和接管的通话会呼入您的坐席工作台/)).toBeNull();
  });

  it("监听 rings the desk for the call, and a refusal shows the server's message", async () => {
    const user = userEvent.setup();
    await open();
    expect(screen.getByText(/监听和接管的通话会呼入您的坐席工作台/)).toBeTruthy();
    await user.click(buttonIn(cardOf('call-b'), '监听'));
    expect(await screen.findByText('已呼叫您的坐席工作台，接通后即可监听')).toBeTruthy();
    expect(requestsTo('/monitorDialog').map((r) => r.body)).toEqual([{ callId: 'call-b' }]);

    const refusal = `${MONITOR_TEXTS.noAgentService}4008001234`;
    answers.listen = () => fail(100403, '监听失败了', refusal);
    await user.click(buttonIn(cardOf('call-a'), '监听'));
    expect(await screen.findByText(refusal)).toBeTruthy();
    expect(requestsTo('/monitorDialog').map((r) => r.body)).toEqual([{ callId: 'call-b' }, { callId: 'call-a' }]);
  });

  it('接管 asks first, and 取消 leaves the robot on the call', async () => {
    const user = userEvent.setup();
    await open();
    await user.click(buttonIn(cardOf('call-b'), '接管'));
    const confirm = await takeOverConfirm();
    expect(confirm.textContent).toContain('接管后机器人将退出与客户 13900000002 的通话');
    await user.click(buttonIn(confirm, '取消'));
    // Long enough for a take-over to have been asked for, had 取消 not stopped it.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(requestsTo('/takeControl')).toHaveLength(0);
    expect(screen.queryByText('人工接管')).toBeNull();
  });

  it('接管, once confirmed, opens the note of the take-over, and 提交并挂断 saves it and hangs up', async () => {
    const user = userEvent.setup();
    await open();
    await user.click(buttonIn(cardOf('call-b'), '接管'));
    expect(requestsTo('/takeControl')).toHaveLength(0);
    await user.click(buttonIn(await takeOverConfirm(), '确认接管'));
    const dialog = await dialogTitled('人工接管');
    expect(requestsTo('/takeControl').map((r) => r.body)).toEqual([{ callId: 'call-b' }]);
    expect(within(dialog).getByTestId('take-over-hint').textContent).toBe(
      '客户 13900000002 的通话已转到您的坐席工作台，机器人已退出通话。',
    );
    // The stage starts at 人工接管.
    expect(dialog.querySelector('.ant-select')?.textContent).toBe('人工接管');
    await user.click(within(dialog).getByRole('combobox'));
    await user.click(await openOption('客户意向'));
    await user.type(within(dialog).getByPlaceholderText('请输入跟进内容'), '客户要求明天回电');
    expect(requestsTo('/updateTrace')).toHaveLength(0);
    await user.click(buttonIn(dialog, '提交并挂断'));
    expect(await screen.findByText('已提交并挂断')).toBeTruthy();
    expect(requestsTo('/updateTrace').map((r) => r.body)).toEqual([
      { traceId: 88, traceStage: 3, traceDetail: '客户要求明天回电', hangup: true },
    ]);
    await waitFor(() => expect(document.querySelector('[data-testid="take-over-hint"]')).toBeNull());
  });

  it('颜色规则 refuses red below orange, then saves valid thresholds and closes', async () => {
    const user = userEvent.setup();
    await open();
    await waitFor(() => expect(legend()).toBe('绿色 <3橙色 ≥3红色 ≥5'));
    await user.click(buttonIn(document.body, '颜色规则'));
    const dialog = await dialogTitled('颜色规则');
    const orange = within(dialog).getByLabelText('橙色未识别次数');
    const red = within(dialog).getByLabelText('红色未识别次数');
    expect((orange as HTMLInputElement).value).toBe('3');
    expect((red as HTMLInputElement).value).toBe('5');
    await user.clear(orange);
    await user.type(orange, '6');
    await user.click(buttonIn(dialog, '保存'));
    expect(
      await within(dialog).findByText(MONITOR_TEXTS.redBelowOrange, { selector: '.ant-form-item-explain-error' }),
    ).toBeTruthy();
    expect(MONITOR_TEXTS.redBelowOrange).toBe('红色未识别次数不得小于橙色未识别次数');
    expect(requestsTo('/config')).toHaveLength(0);

    await user.clear(red);
    await user.type(red, '8');
    await user.click(buttonIn(dialog, '保存'));
    expect(await screen.findByText('保存成功')).toBeTruthy();
    expect(requestsTo('/config').map((r) => r.body)).toEqual([{ orange: 6, red: 8 }]);
    await waitFor(() => expect(document.querySelector('#orange')).toBeNull());
    // The saved thresholds apply at once.
    expect(legend()).toBe('绿色 <6橙色 ≥6红色 ≥8');
  });
});
