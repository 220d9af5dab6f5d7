import { ErrorCode } from '@console/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fail, ok, type Reply, type SeenRequest } from '../../../../test/api-server.ts';
import { stubApiForPage } from '../../../../test/page-api.ts';
import { renderRoute } from '../../../../test/render-route.tsx';
import { ResetPage } from './reset-page.tsx';

let answers: Record<string, () => Reply>;

const server = stubApiForPage((request: SeenRequest) => (answers[request.path] ?? (() => ok()))(), {
  signIn: false,
  queryCache: false,
});
beforeEach(() => {
  answers = {};
});

const callsTo = (path: string) => server.requests.filter((r) => r.path === path);
const captchaSrc = () => (screen.getByAltText('图片验证码') as HTMLImageElement).src;
const SMS = '/uc/api/v1/account/sendResetSmsCode';

/** The server's budget of sends without a captcha is used up for the first send, not after. */
function askCaptchaOnce(then: () => Reply = () => ok()) {
  let asked = false;
  answers[SMS] = () => {
    if (asked) return then();
    asked = true;
    return fail(ErrorCode.SmsCaptchaRequired, '短信发送频繁，请输入图片验证码');
  };
}

describe('ResetPage', { timeout: 30_000 }, () => {
  it('resets the password with the SMS code, sent as the spec has it without a captcha, and offers the login', async () => {
    const user = userEvent.setup();
    const router = renderRoute('/:bid/reset', '/zhiyu/reset', <ResetPage />);
    expect(screen.queryByPlaceholderText('请输入图片验证码')).toBeNull();
    expect(screen.queryByAltText('图片验证码')).toBeNull();
    await user.type(screen.getByPlaceholderText('请输入手机号码'), '13800000000');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByRole('button', { name: /^\d+秒后重发$/ })).toHaveProperty('disabled', true);
    expect(callsTo(SMS)[0].body).toEqual({ phone: '13800000000' });

    await user.type(screen.getByPlaceholderText('请输入短信验证码'), '654321');
    await user.type(screen.getByPlaceholderText('请输入新密码'), 'changed99{Enter}');
    expect(await screen.findByText('密码重置成功')).toBeTruthy();
    expect(callsTo('/uc/api/v1/account/resetPassword')[0].body).toMatchObject({
      phone: '13800000000',
      smsCode: '654321',
      password: 'changed99',
      timestamp: expect.any(Number),
    });
    await user.click(screen.getByRole('button', { name: '去登录' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/zhiyu/login'));
  });

  it('shows the register password messages under the 新密码 label', async () => {
    const user = userEvent.setup();
    renderRoute('/:bid/reset', '/yeta/reset', <ResetPage />);
    await user.click(screen.getByRole('button', { name: '重置密码' }));
    expect(await screen.findByText('请输入密码')).toBeTruthy();
    await user.type(screen.getByPlaceholderText('请输入新密码'), '12345678');
    expect(await screen.findByText('密码为8-20位，须含字母+数字（不含特殊符号）')).toBeTruthy();
  });

  it('shows why a code could not be sent and keeps the button', async () => {
    answers[SMS] = () => fail(ErrorCode.PhoneNotRegistered, '该手机号码未注册');
    const user = userEvent.setup();
    renderRoute('/:bid/reset', '/yeta/reset', <ResetPage />);
    await user.type(screen.getByPlaceholderText('请输入手机号码'), '16611112222');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('该手机号码未注册')).toBeTruthy();
    expect(screen.getByRole('button', { name: '获取验证码' })).toHaveProperty('disabled', false);
    expect(screen.queryByPlaceholderText('请输入图片验证码')).toBeNull();
  });

  it('shows the reset captcha when the server asks for it, and sends its answer with the SMS', async () => {
    askCaptchaOnce();
    const user = userEvent.setup();
    renderRoute('/:bid/reset', '/yeta/reset', <ResetPage />);
    await user.type(screen.getByPlaceholderText('请输入手机号码'), '13800000000');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('短信发送频繁，请输入图片验证码')).toBeTruthy();
    const shown = captchaSrc();
    expect(new URL(shown).searchParams.get('type')).toBe('2');
    expect(screen.getByRole('button', { name: '获取验证码' })).toHaveProperty('disabled', false);

    // Asked for, the captcha is needed before the button sends again.
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('请输入图片验证码')).toBeTruthy();
    expect(callsTo(SMS)).toHaveLength(1);
    await user.type(screen.getByPlaceholderText('请输入图片验证码'), 'x7kq');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByRole('button', { name: /^\d+秒后重发$/ })).toHaveProperty('disabled', true);
    expect(callsTo(SMS)[1].body).toEqual({
      phone: '13800000000',
      imgCode: 'x7kq',
      clientId: new URL(shown).searchParams.get('clientId'),
    });
    // Spent on that SMS: a resend after the countdown takes a new image.
    expect(captchaSrc()).not.toBe(shown);
    expect(screen.getByPlaceholderText('请输入图片验证码')).toHaveProperty('value', '');
  });

  it('shows a refused captcha with the server message and a new image to answer', async () => {
    askCaptchaOnce(() => fail(ErrorCode.ImgCodeExpired, '图片验证码已过期'));
    const user = userEvent.setup();
    renderRoute('/:bid/reset', '/yeta/reset', <ResetPage />);
    await user.type(screen.getByPlaceholderText('请输入手机号码'), '13800000000');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    const shown = await waitFor(captchaSrc);
    await user.type(screen.getByPlaceholderText('请输入图片验证码'), 'x7kq');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('图片验证码已过期')).toBeTruthy();
    expect(captchaSrc()).not.toBe(shown);
    expect(screen.getByPlaceholderText('请输入图片验证码')).toHaveProperty('value', '');
  });

  it('falls back to 重置失败 when the server gives no message', async () => {
    answers['/uc/api/v1/account/resetPassword'] = () => fail(ErrorCode.Internal, '');
    const user = userEvent.setup();
    renderRoute('/:bid/reset', '/yeta/reset', <ResetPage />);
    await user.type(screen.getByPlaceholderText('请输入手机号码'), '13800000000');
    await user.type(screen.getByPlaceholderText('请输入短信验证码'), '654321');
    await user.type(screen.getByPlaceholderText('请输入新密码'), 'changed99{Enter}');
    expect(await screen.findByText('系统繁忙，请稍后再试')).toBeTruthy();
  });
});
