import { ErrorCode } from '@console/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fail, ok, type Reply, type SeenRequest } from '../../../../test/api-server.ts';
import { demoLogin } from '../../../../test/fixtures.ts';
import { stubApiForPage } from '../../../../test/page-api.ts';
import { renderRoute } from '../../../../test/render-route.tsx';
import { getSessionUser } from '../../../shared/session/session-store.ts';
import { getStoredBid } from '../../../shared/session/stored-bid.ts';
import { LoginPage } from './login-page.tsx';

let answer: (request: SeenRequest) => Reply;

const server = stubApiForPage((request) => answer(request), { signIn: false, signOut: true, queryCache: false });
beforeEach(() => {
  localStorage.clear();
});

const loginCalls = () => server.requests.filter((r) => r.path === '/uc/api/v1/account/login');

async function fillAndSubmit(user: ReturnType<typeof userEvent.setup>, password = 'demo1234') {
  await user.clear(screen.getByPlaceholderText('请输入手机号'));
  await user.type(screen.getByPlaceholderText('请输入手机号'), '13800000000');
  await user.clear(screen.getByPlaceholderText('请输入密码'));
  await user.type(screen.getByPlaceholderText('请输入密码'), `${password}{Enter}`);
}

// Typing into antd inputs in jsdom is slow; a whole login attempt takes about a second.
describe('LoginPage', { timeout: 30_000 }, () => {
  it('shows the contract messages for empty fields', async () => {
    const user = userEvent.setup();
    renderRoute('/:bid/login', '/yeta/login', <LoginPage />);
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('手机号不能为空')).toBeTruthy();
    expect(screen.getByText('密码不能为空')).toBeTruthy();
    await user.type(screen.getByPlaceholderText('请输入手机号'), '123');
    expect(await screen.findByText('手机号格式错误')).toBeTruthy();
    expect(server.requests).toHaveLength(0);
  });

  it('stores the bid and links to register and reset of the same brand', () => {
    renderRoute('/:bid/login', '/zhiyu/login', <LoginPage />);
    expect(getStoredBid()).toBe('zhiyu');
    expect(screen.getByRole('link', { name: '注册账号' }).getAttribute('href')).toBe('/zhiyu/register');
    expect(screen.getByRole('link', { name: '忘记密码' }).getAttribute('href')).toBe('/zhiyu/reset');
  });

  it('signs in and goes to the page the guard bounced', async () => {
    answer = () => ok([demoLogin]);
    const user = userEvent.setup();
    const router = renderRoute(
      '/:bid/login',
      `/yeta/login?redirect=${encodeURIComponent('/task/tasknow')}`,
      <LoginPage />,
    );
    await fillAndSubmit(user);
    expect(await screen.findByText('当前任务')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/task/tasknow');
    expect(getSessionUser()).toMatchObject({ account: '13800000000', token: 'token-abc' });
    expect(loginCalls()[0].body).toMatchObject({
      phone: '13800000000',
      password: 'demo1234',
      kickOff: 0,
      contextPath: '/yeta/login',
      clientId: expect.stringMatching(/^[0-9a-f]{32}$/),
      timestamp: expect.any(Number),
    });
  });

  it('asks for the captcha from the third failure and sends it', async () => {
    answer = () => fail(ErrorCode.WrongPassword, '请输入正确的密码');
    const user = userEvent.setup();
    renderRoute('/:bid/login', '/yeta/login', <LoginPage />);
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      expect(screen.queryByPlaceholderText('请输入验证码')).toBeNull();
      await fillAndSubmit(user, 'wrong123');
      await waitFor(() => expect(loginCalls()).toHaveLength(attempt));
      expect(await screen.findAllByText('请输入正确的密码')).not.toHaveLength(0);
    }
    const captchaInput = await screen.findByPlaceholderText('请输入验证码');
    const firstImage = (screen.getByAltText('图片验证码') as HTMLImageElement).src;
    const src = new URL(firstImage);
    expect(src.pathname).toBe('/uc/api/v1/account/createImgCode');
    expect(src.searchParams.get('type')).toBe('0');

    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('验证码不能为空')).toBeTruthy();
    await user.type(captchaInput, 'ab12{Enter}');
    await waitFor(() => expect(loginCalls()).toHaveLength(4));
    expect(loginCalls()[3].body).toMatchObject({ verifyCode: 'ab12' });
    // The captcha is single use: a failed attempt shows a new image.
    await waitFor(() => expect((screen.getByAltText('图片验证码') as HTMLImageElement).src).not.toBe(firstImage));
  });

  it('shows the captcha at once when the server demands it', async () => {
    answer = () => fail(ErrorCode.TooManyLoginFailures, '连续登录失败次数超过限制');
    const user = userEvent.setup();
    renderRoute('/:bid/login', '/yeta/login', <LoginPage />);
    await fillAndSubmit(user);
    expect(await screen.findByPlaceholderText('请输入验证码')).toBeTruthy();
  });

  it('continues with kickOff 1 when the user confirms the login elsewhere', async () => {
    answer = (request) =>
      (request.body as { kickOff: number }).kickOff === 1
        ? ok([demoLogin])
        : fail(ErrorCode.LoggedInElsewhere, '您的账号已在其他电脑登录');
    const user = userEvent.setup();
    renderRoute('/:bid/login', '/yeta/login', <LoginPage />);
    await fillAndSubmit(user);
    expect(await screen.findByText(/密码可能已经泄露/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '继续登录' }));
    expect(await screen.findByText('报表首页')).toBeTruthy();
    expect(loginCalls().map((call) => (call.body as { kickOff: number }).kickOff)).toEqual([0, 1]);
    expect(screen.queryByPlaceholderText('请输入验证码')).toBeNull();
  });
});
