import { ErrorCode } from '@console/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fail, ok, type Reply, type SeenRequest } from '../../../../test/api-server.ts';
import { demoAccountInfo, demoLogin } from '../../../../test/fixtures.ts';
import { stubApiForPage } from '../../../../test/page-api.ts';
import { renderRoute } from '../../../../test/render-route.tsx';
import { getSessionUser } from '../../../shared/session/session-store.ts';
import { RegisterPage } from './register-page.tsx';

let answers: Record<string, () => Reply>;

const defaultAnswers = (): Record<string, () => Reply> => ({
  '/uc/api/v1/register/verChannelCode': () => ok(),
  '/uc/api/v1/account/phoneCheck': () => ok([{ registered: false }]),
  '/uc/api/v1/register/sendSmsVerifyCode': () => ok(),
  '/uc/api/v1/register/register': () => ok([demoLogin]),
  '/uc/api/v1/account/10000/queryAccountInfo': () => ok([demoAccountInfo]),
  '/uc/api/v1/account/logout': () => ok(),
});

const server = stubApiForPage((request: SeenRequest) => (answers[request.path] ?? (() => ok()))(), {
  signIn: false,
  signOut: true,
  queryCache: false,
});
beforeEach(() => {
  answers = defaultAnswers();
});

const callsTo = (path: string) => server.requests.filter((r) => r.path === path);
const SMS = '/uc/api/v1/register/sendSmsVerifyCode';

/** The server's budget of sends without a captcha is used up for the first send, not after. */
function askCaptchaOnce(then: () => Reply = () => ok()) {
  let asked = false;
  answers[SMS] = () => {
    if (asked) return then();
    asked = true;
    return fail(ErrorCode.SmsCaptchaRequired, '短信发送频繁，请输入图片验证码');
  };
}

/** As a person fills it, top to bottom: the captcha, the form's last field, is for 注册. */
async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByPlaceholderText('请输入手机号码'), '15500000000');
  await user.click(screen.getByRole('button', { name: '获取验证码' }));
  expect(await screen.findByRole('button', { name: /^\d+秒后重发$/ })).toHaveProperty('disabled', true);
  await user.type(screen.getByPlaceholderText('请输入短信验证码'), '123456');
  await user.type(screen.getByPlaceholderText('请输入密码'), 'newpass123');
  await user.type(screen.getByPlaceholderText('请输入图片验证码'), 'x7kq');
}

const captchaSrc = () => (screen.getByAltText('图片验证码') as HTMLImageElement).src;

describe('RegisterPage', { timeout: 30_000 }, () => {
  it('shows the register captcha image and the contract messages', async () => {
    const user = userEvent.setup();
    renderRoute('/:bid/register/:code?', '/yeta/register', <RegisterPage />);
    const image = new URL((screen.getByAltText('图片验证码') as HTMLImageElement).src);
    expect(image.searchParams.get('type')).toBe('1');
    await user.click(screen.getByRole('button', { name: '注册' }));
    for (const text of ['请输入手机号码', '请输入短信验证码', '请输入密码', '请输入图片验证码']) {
      expect(await screen.findByText(text)).toBeTruthy();
    }
    expect(callsTo('/uc/api/v1/register/verChannelCode')).toHaveLength(0);
  });

  it('registers, signs the new account in and logs it out when leaving for the login', async () => {
    const user = userEvent.setup();
    const router = renderRoute('/:bid/register/:code?', '/zhiyu/register/chan-1', <RegisterPage />);
    await fillForm(user);
    const clientId = new URL(captchaSrc()).searchParams.get('clientId');
    await user.click(screen.getByRole('button', { name: '注册' }));

    expect(await screen.findByText('注册成功')).toBeTruthy();
    expect(screen.getByText('5秒后自动跳转到登录页')).toBeTruthy();
    expect(callsTo('/uc/api/v1/register/verChannelCode')[0].body).toEqual({ code: 'chan-1' });
    expect(callsTo('/uc/api/v1/account/phoneCheck')[0].body).toEqual({ phoneNumber: '15500000000' });
    // The SMS as the spec sends it: the phone alone while the server asks for no captcha.
    expect(callsTo(SMS)[0].body).toEqual({ phoneNumber: '15500000000' });
    expect(callsTo('/uc/api/v1/register/register')[0].body).toMatchObject({
      phoneNum: '15500000000',
      smsCode: '123456',
      imgCode: 'x7kq',
      password: 'newpass123',
      channelCode: 'chan-1',
      clientId,
    });
    expect(callsTo('/uc/api/v1/account/10000/queryAccountInfo')[0].query.get('token')).toBe('token-abc');
    expect(getSessionUser()).toMatchObject({ account: '13800000001', token: 'token-abc' });

    await user.click(screen.getByRole('button', { name: '稍后' }));
    expect(screen.queryByText(/秒后自动跳转到登录页/)).toBeNull();

    await user.click(screen.getByRole('button', { name: '去登录' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/zhiyu/login'));
    expect(callsTo('/uc/api/v1/account/logout')[0].query.get('token')).toBe('token-abc');
    expect(getSessionUser()).toBeNull();
  });

  it('goes to the login when the new account cannot be signed in', async () => {
    answers['/uc/api/v1/account/10000/queryAccountInfo'] = () => fail(ErrorCode.TokenUnknown, '登录信息无效');
    const user = userEvent.setup();
    const router = renderRoute('/:bid/register/:code?', '/yeta/register', <RegisterPage />);
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: '注册' }));
    expect(await screen.findByText('认证失败，即将跳到登录页')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/yeta/login'));
    expect(getSessionUser()).toBeNull();
  });

  it('shows the server message when registration fails', async () => {
    answers['/uc/api/v1/register/register'] = () => fail(ErrorCode.WrongSmsCode, '短信验证码错误');
    const user = userEvent.setup();
    renderRoute('/:bid/register/:code?', '/yeta/register', <RegisterPage />);
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: '注册' }));
    expect(await screen.findByText('短信验证码错误')).toBeTruthy();
    expect(screen.queryByText('注册成功')).toBeNull();
  });

  it('sends the SMS without the captcha until the server asks, then with its answer', async () => {
    askCaptchaOnce();
    const user = userEvent.setup();
    renderRoute('/:bid/register/:code?', '/yeta/register', <RegisterPage />);
    await user.type(screen.getByPlaceholderText('请输入手机号码'), '15500000000');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('短信发送频繁，请输入图片验证码')).toBeTruthy();
    expect(callsTo(SMS)[0].body).toEqual({ phoneNumber: '15500000000' });
    expect(screen.getByRole('button', { name: '获取验证码' })).toHaveProperty('disabled', false);

    // Asked for, the captcha is needed before the button sends again.
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('请输入图片验证码')).toBeTruthy();
    expect(callsTo(SMS)).toHaveLength(1);
    await user.type(screen.getByPlaceholderText('请输入图片验证码'), 'x7kq');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByRole('button', { name: /^\d+秒后重发$/ })).toHaveProperty('disabled', true);
    expect(callsTo(SMS)[1].body).toEqual({
      phoneNumber: '15500000000',
      imgCode: 'x7kq',
      clientId: new URL(captchaSrc()).searchParams.get('clientId'),
    });
    // The registration accepts that answer once more: it stays in its field.
    expect(screen.getByPlaceholderText('请输入图片验证码')).toHaveProperty('value', 'x7kq');
  });

  it('shows a refused captcha with the server message and a new image to answer', async () => {
    askCaptchaOnce(() => fail(ErrorCode.WrongImgCode, '图片验证码错误'));
    const user = userEvent.setup();
    renderRoute('/:bid/register/:code?', '/yeta/register', <RegisterPage />);
    const shown = captchaSrc();
    await user.type(screen.getByPlaceholderText('请输入手机号码'), '15500000000');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    await user.type(screen.getByPlaceholderText('请输入图片验证码'), 'zzzz');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('图片验证码错误')).toBeTruthy();
    expect(captchaSrc()).not.toBe(shown);
    expect(new URL(captchaSrc()).searchParams.get('type')).toBe('1');
    expect(screen.getByPlaceholderText('请输入图片验证码')).toHaveProperty('value', '');
    expect(screen.getByRole('button', { name: '获取验证码' })).toHaveProperty('disabled', false);
  });

  it('does not send an SMS to a registered phone', async () => {
    answers['/uc/api/v1/account/phoneCheck'] = () => ok([{ registered: true }]);
    const user = userEvent.setup();
    renderRoute('/:bid/register/:code?', '/yeta/register', <RegisterPage />);
    await user.type(screen.getByPlaceholderText('请输入手机号码'), '13800000000');
    await user.type(screen.getByPlaceholderText('请输入图片验证码'), 'x7kq');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('手机号已注册')).toBeTruthy();
    expect(callsTo('/uc/api/v1/register/sendSmsVerifyCode')).toHaveLength(0);
    expect(screen.getByRole('button', { name: '获取验证码' })).toHaveProperty('disabled', false);
  });

  it('sends an invalid channel code link to the default login with the server text', async () => {
    answers['/uc/api/v1/register/verChannelCode'] = () =>
      fail(ErrorCode.InvalidChannelCode, '渠道码无效', '注册链接无效，请联系客服获取新的注册链接');
    const router = renderRoute('/:bid/register/:code?', '/zhiyu/register/nope', <RegisterPage />);
    expect(await screen.findByText('注册链接无效，请联系客服获取新的注册链接')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/yeta/login'));
  });
});
