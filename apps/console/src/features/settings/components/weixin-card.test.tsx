import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type ApiServer, ok, type SeenRequest, startApiServer } from '../../../../test/api-server.ts';
import { configureForTest, demoSession, signInForTest } from '../../../../test/fixtures.ts';
import { renderRoute } from '../../../../test/render-route.tsx';
import { getSessionUser } from '../../../shared/session/session-store.ts';
import { WeixinCard } from './weixin-card.tsx';

let server: ApiServer;

beforeAll(async () => {
  server = await startApiServer((request: SeenRequest) =>
    request.path.endsWith('/createWeixinBindTicket')
      ? ok([{ ticket: 't1', scanUrl: '/dev/wechat/scan?ticket=t1', expiresAt: '2026-11-22T10:00:00Z' }])
      : ok(),
  );
});
afterAll(() => server.close());
beforeEach(() => {
  configureForTest(server.origin);
  server.requests.length = 0;
});

describe('WeixinCard', { timeout: 30_000 }, () => {
  it('unbinds only after yes is typed, and shows the new status', async () => {
    signInForTest({ ...demoSession, bindStatus: 1 });
    const user = userEvent.setup();
    renderRoute('/me', '/me', <WeixinCard />);
    expect(screen.getByText('已绑定')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '解除绑定' }));

    const dialog = await screen.findByRole('dialog');
    const confirm = () => within(dialog).getByRole('button', { name: '确认解除' }) as HTMLButtonElement;
    expect(confirm().disabled).toBe(true);
    const input = screen.getByLabelText('确认解除绑定');
    await user.type(input, 'no');
    expect(confirm().disabled).toBe(true);
    await user.clear(input);
    await user.type(input, 'yes');
    expect(confirm().disabled).toBe(false);
    await user.click(confirm());

    await waitFor(() => expect(getSessionUser()?.bindStatus).toBe(0));
    expect(server.requests.map((r) => r.path)).toEqual(['/uc/api/v1/user/10000/unbindWeixinMp']);
    expect(await screen.findByText('未绑定')).toBeTruthy();
  });

  it('shows a pushed change of the binding status without a reload', async () => {
    signInForTest({ ...demoSession, bindStatus: 0 });
    renderRoute('/me', '/me', <WeixinCard />);
    expect(screen.getByText('未绑定')).toBeTruthy();
    const user = getSessionUser();
    if (user) signInForTest({ ...user, bindStatus: 1 });
    expect(await screen.findByText('已绑定')).toBeTruthy();
  });

  it('does not show the used QR code again when the member unbinds after binding', async () => {
    signInForTest({ ...demoSession, bindStatus: 0 });
    const user = userEvent.setup();
    renderRoute('/me', '/me', <WeixinCard />);
    await user.click(screen.getByRole('button', { name: '绑定微信' }));
    expect(await screen.findByText('绑定微信（微信绑定模拟器）')).toBeTruthy();

    // The scan binds the member; the push says so and the QR dialog goes.
    const bound = getSessionUser();
    if (bound) signInForTest({ ...bound, bindStatus: 1 });
    expect(await screen.findByText('已绑定')).toBeTruthy();
    expect(screen.queryByText('绑定微信（微信绑定模拟器）')).toBeNull();

    await user.click(screen.getByRole('button', { name: '解除绑定' }));
    await user.type(await screen.findByLabelText('确认解除绑定'), 'yes');
    await user.click(screen.getByRole('button', { name: '确认解除' }));
    expect(await screen.findByText('未绑定')).toBeTruthy();
    expect(screen.queryByText('绑定微信（微信绑定模拟器）')).toBeNull();
    expect(screen.queryByRole('link', { name: '打开模拟扫码链接' })).toBeNull();
  });

  it('shows the binding simulator QR code and its link', async () => {
    signInForTest({ ...demoSession, bindStatus: 0 });
    renderRoute('/me', '/me', <WeixinCard />);
    await userEvent.setup().click(screen.getByRole('button', { name: '绑定微信' }));
    expect(await screen.findByText('绑定微信（微信绑定模拟器）')).toBeTruthy();
    const link = screen.getByRole('link', { name: '打开模拟扫码链接' });
    expect(link.getAttribute('href')).toBe(`${window.location.origin}/dev/wechat/scan?ticket=t1`);
    expect(link.getAttribute('target')).toBe('_blank');
  });
});
