import { ErrorCode } from '@console/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fail, type Reply, type SeenRequest } from '../../../../test/api-server.ts';
import { stubApiForPage } from '../../../../test/page-api.ts';
import { renderRoute } from '../../../../test/render-route.tsx';
import { LoginInnerPage } from './login-inner-page.tsx';

let answer: (request: SeenRequest) => Reply;

const server = stubApiForPage((request) => answer(request), { signIn: false, signOut: true, queryCache: false });
beforeEach(() => {
  localStorage.clear();
});

const loginCalls = () => server.requests.filter((r) => r.path.endsWith('/speechSkillAdminLogin'));

async function fillAndSubmit(user: ReturnType<typeof userEvent.setup>) {
  await user.clear(screen.getByPlaceholderText('请输入手机号'));
  await user.type(screen.getByPlaceholderText('请输入手机号'), '13900000000');
  await user.clear(screen.getByPlaceholderText('请输入企业ID'));
  await user.type(screen.getByPlaceholderText('请输入企业ID'), '10000');
  await user.clear(screen.getByPlaceholderText('请输入密码'));
  await user.type(screen.getByPlaceholderText('请输入密码'), 'wrong123{Enter}');
}

describe('LoginInnerPage', { timeout: 30_000 }, () => {
  it('asks for the login captcha from the third failure and sends it with this browser id', async () => {
    answer = () => fail(ErrorCode.WrongPassword, '请输入正确的密码');
    const user = userEvent.setup();
    renderRoute('/login_inner', '/login_inner', <LoginInnerPage />);
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      expect(screen.queryByPlaceholderText('请输入验证码')).toBeNull();
      await fillAndSubmit(user);
      await waitFor(() => expect(loginCalls()).toHaveLength(attempt));
    }
    const captchaInput = await screen.findByPlaceholderText('请输入验证码');
    const image = new URL((screen.getByAltText('图片验证码') as HTMLImageElement).src);
    expect(image.searchParams.get('type')).toBe('0');
    await user.type(captchaInput, 'ab12{Enter}');
    await waitFor(() => expect(loginCalls()).toHaveLength(4));
    expect(loginCalls()[3].body).toMatchObject({
      account: '13900000000',
      verifyCode: 'ab12',
      clientId: image.searchParams.get('clientId'),
    });
  });

  it('shows the captcha at once when the server demands it, and the lock-out as the server says it', async () => {
    answer = () => fail(ErrorCode.TooManyLoginFailures, '连续登录失败次数超过限制');
    const user = userEvent.setup();
    renderRoute('/login_inner', '/login_inner', <LoginInnerPage />);
    await fillAndSubmit(user);
    expect(await screen.findByPlaceholderText('请输入验证码')).toBeTruthy();
    answer = () => fail(ErrorCode.AccountLocked, '登录失败次数过多，账号已锁定，请15分钟后再试');
    await user.type(screen.getByPlaceholderText('请输入验证码'), 'ab12{Enter}');
    expect(await screen.findByText('登录失败次数过多，账号已锁定，请15分钟后再试')).toBeTruthy();
  });
});
