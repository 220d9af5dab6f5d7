import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { agentUser, FakeSoftphone, type OK } from '../../../../test/fake-softphone.ts';
import { configureForTest, signInForTest } from '../../../../test/fixtures.ts';
import { renderRoute } from '../../../../test/render-route.tsx';
import type { LoadSoftphone } from '../softphone-port.ts';
import { AgentDeskPage, PHONE_UNAVAILABLE_TEXT } from './agent-desk-page.tsx';

const SIP = { enabled: true, url: '/sip-ws', domain: 'console.local', simulator: true, iceServers: [] };

let phone: FakeSoftphone;
let load: ReturnType<typeof vi.fn<LoadSoftphone>>;

function renderDesk() {
  return renderRoute('/agentdesk', '/agentdesk', <AgentDeskPage loadSoftphone={load} />);
}

async function renderOpenDesk() {
  renderDesk();
  const user = userEvent.setup();
  await screen.findByText('已登录');
  await user.click(screen.getByRole('button', { name: '打开电话' }));
  await waitFor(() => expect(screen.getByTestId('phone-state').textContent).toBe('已打开'));
  return { user };
}

beforeEach(() => {
  configureForTest('http://127.0.0.1:9', { sip: SIP });
  signInForTest();
  phone = new FakeSoftphone();
  load = vi.fn<LoadSoftphone>(async () => phone);
});

describe('AgentDeskPage', () => {
  it('logs in with the console session and shows the agent, closed phone and idle call', async () => {
    renderDesk();
    expect(await screen.findByText('已登录')).toBeTruthy();
    expect(phone.login).toHaveBeenCalledWith({ businessId: 10000, token: 'token-abc' });
    expect(load.mock.calls[0][0].sip).toEqual(SIP);
    expect(screen.getByTestId('simulator-notice').textContent).toContain('当前为电话模拟环境');
    expect(screen.getByTestId('agent-account').textContent).toBe('13800000000');
    expect(screen.getByTestId('agent-dn').textContent).toBe('8001');
    expect(screen.getByTestId('agent-lines').textContent).toBe('02150001000、02150002000');
    expect(screen.getByTestId('phone-state').textContent).toBe('未打开');
    expect(screen.getByTestId('call-state').textContent).toBe('空闲');
    expect(screen.getByText('暂无转写内容')).toBeTruthy();
    expect((screen.getByTestId('dial-number') as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByRole('button', { name: '呼叫' }).hasAttribute('disabled')).toBe(true);
  });

  it('shows the SDK desc when the login fails', async () => {
    phone.loginResult = { code: '300000', desc: '认证失败' };
    renderDesk();
    expect(await screen.findByText('登录失败')).toBeTruthy();
    expect(screen.getByText('认证失败')).toBeTruthy();
    expect(screen.getByRole('button', { name: '打开电话' }).hasAttribute('disabled')).toBe(true);
  });

  it('says the phone is not available when the deployment has no SIP, without loading the SDK', async () => {
    configureForTest('http://127.0.0.1:9');
    renderDesk();
    expect(await screen.findByText(PHONE_UNAVAILABLE_TEXT)).toBeTruthy();
    expect(load).not.toHaveBeenCalled();
  });

  it('shows 连接中 while the phone opens, and the SDK desc when it cannot', async () => {
    let finish: (result: typeof OK) => void = () => {};
    phone.startResult = new Promise((resolve) => {
      finish = resolve;
    });
    renderDesk();
    const user = userEvent.setup();
    await screen.findByText('已登录');
    await user.click(screen.getByRole('button', { name: '打开电话' }));
    expect(screen.getByTestId('phone-state').textContent).toBe('连接中');
    await act(async () => finish({ code: '200004', desc: '未找到坐席分机号' }));
    expect(await screen.findByText('未找到坐席分机号')).toBeTruthy();
    expect(screen.getByTestId('phone-state').textContent).toBe('未打开');
  });

  it('opens and closes the phone', async () => {
    const { user } = await renderOpenDesk();
    expect(phone.start).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: '关闭电话' }));
    await waitFor(() => expect(screen.getByTestId('phone-state').textContent).toBe('未打开'));
    expect(phone.close).toHaveBeenCalledTimes(1);
  });

  it('checks the number, then calls it from the keyboard or the pad with the chosen display line', async () => {
    const { user } = await renderOpenDesk();
    const input = screen.getByTestId('dial-number');
    await user.type(input, '{Enter}');
    expect(screen.getByTestId('dial-error').textContent).toBe('请输入号码');
    await user.type(input, '139abc{Enter}');
    expect(screen.getByTestId('dial-error').textContent).toBe('号码只能包含数字');
    expect(phone.callOut).not.toHaveBeenCalled();

    await user.clear(input);
    await user.type(input, '1390000111{Backspace}{Backspace}');
    await user.click(screen.getByRole('button', { name: '按键 2' }));
    await user.click(screen.getByRole('button', { name: '按键 3' }));
    expect((input as HTMLInputElement).value).toBe('1390000123');
    await user.click(screen.getByRole('button', { name: '退格' }));
    await user.type(input, '3{Enter}');
    await waitFor(() => expect(phone.callOut).toHaveBeenCalledTimes(1));
    expect(phone.callOut).toHaveBeenLastCalledWith({ phoneNum: '1390000123', lineNum: agentUser.outshowtel[0] });
    expect(screen.getByTestId('dial-error').textContent).toBe('');

    await user.click(screen.getByRole('combobox', { name: '外显号码' }));
    await user.click(await screen.findByTitle('02150002000'));
    await user.click(screen.getByRole('button', { name: '呼叫' }));
    await waitFor(() => expect(phone.callOut).toHaveBeenCalledTimes(2));
    expect(phone.callOut).toHaveBeenLastCalledWith({ phoneNum: '1390000123', lineNum: '02150002000' });
  });

  it('rings, answers, counts the call and its audio, shows the transcript and hangs up at once', async () => {
    const { user } = await renderOpenDesk();
    act(() => phone.emit('ringing', { 'call-origin': 'inbound', ani: '13900002222', dni: '8001' }));
    expect(screen.getByTestId('call-state').textContent).toBe('振铃中');
    expect(screen.getByTestId('call-number').textContent).toBe('13900002222');
    expect(screen.getByTestId('call-origin').textContent).toBe('呼入');
    expect((screen.getByTestId('dial-number') as HTMLInputElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: '接听' }));
    expect(phone.answer).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('button', { name: '接听' })).toBeNull());

    phone.call = {
      payload: { userData: {} },
      state: 'established',
      direction: 'incoming',
      startedAt: Date.now() - 70_000,
      establishedAt: Date.now() - 65_000,
    };
    act(() => phone.emit('established', { 'call-origin': 'inbound', ani: '13900002222' }));
    expect(screen.getByTestId('call-state').textContent).toBe('通话中');
    expect(screen.queryByRole('button', { name: '接听' })).toBeNull();
    // Counted from the SDK's establishedAt, 65 s ago (a slow machine may have moved on a second).
    expect(screen.getByTestId('call-duration').textContent).toMatch(/^1分0[5-7]秒$/);
    await waitFor(() => expect(Number(screen.getByTestId('media-received').dataset.bytes)).toBeGreaterThan(8_000));
    expect(screen.getByTestId('media-sent').textContent).toMatch(/^[\d,]+\.\d KB$/);

    act(() => {
      phone.emit('transcript', { data: { role: 'robot', text: '您好，这里是演示企业', time: Date.now() } });
      phone.emit('transcript', { data: { role: 'customer', text: '请转人工', time: Date.now() } });
    });
    const transcript = screen.getByTestId('transcript');
    expect(within(transcript).getByText('机器人')).toBeTruthy();
    expect(within(transcript).getByText('请转人工')).toBeTruthy();
    expect(within(transcript).getAllByRole('listitem')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: '挂断' }));
    expect(phone.hangup).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => phone.emit('released', {}));
    expect(screen.getByTestId('call-state').textContent).toBe('已挂断');
    expect(screen.queryByTestId('media-stats')).toBeNull();
    const history = within(screen.getByTestId('call-history'));
    expect(history.getByText('13900002222')).toBeTruthy();
    expect(history.getByText('呼入')).toBeTruthy();
    expect(history.getByText(/^1分\d{2}秒$/)).toBeTruthy();

    act(() => phone.emit('ringing', { 'call-origin': 'webclick', ani: '02150001000', dni: '13900003333' }));
    expect(screen.getByText('暂无转写内容')).toBeTruthy();
    expect(screen.getByTestId('call-number').textContent).toBe('13900003333');
    // The agent's own click-to-call is answered by the SDK: no 接听 button.
    expect(screen.queryByRole('button', { name: '接听' })).toBeNull();
  });

  it('tells the agent about a login elsewhere and shows the phone closed', async () => {
    const { user } = await renderOpenDesk();
    act(() => phone.emit('conflict', { data: '您的帐号已在其它地方登录，您已被强制退出' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('您的帐号已在其它地方登录，您已被强制退出')).toBeTruthy();
    expect(screen.getByTestId('phone-state').textContent).toBe('未打开');
    await user.click(within(dialog).getByRole('button', { name: '知道了' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('closes the phone, then destroys the SDK when the page goes away', async () => {
    await renderOpenDesk();
    cleanup();
    await waitFor(() => expect(phone.destroy).toHaveBeenCalledTimes(1));
    expect(phone.calls.slice(-2)).toEqual(['close', 'destroy']);
    expect(phone.listenerCount()).toBe(0);
  });
});
