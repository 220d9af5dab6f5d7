import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Providers } from '../../app/providers.tsx';
import { signInForTest } from '../../test-support/fixtures.ts';
import { setNavigator } from '../navigation.ts';
import { getSessionUser } from '../session/session-store.ts';
import { storeBid } from '../session/stored-bid.ts';
import { showSessionExpired, useSessionExpiredStore } from './session-expiry.ts';

afterEach(() => {
  setNavigator(null);
  useSessionExpiredStore.setState({ open: false, reason: 'expired' });
});

describe('SessionExpiredDialog', { timeout: 30_000 }, () => {
  it('shows one 登录失效 dialog however often it is asked for; 确定 leads to the brand login', async () => {
    const navigated: string[] = [];
    setNavigator((to) => navigated.push(to));
    storeBid('zhiyu');
    signInForTest();
    render(<Providers>页面</Providers>);

    act(() => {
      showSessionExpired();
      showSessionExpired();
    });
    expect(await screen.findAllByText('登录失效')).toHaveLength(1);
    expect(screen.getAllByText('长时间未操作，请重新登录')).toHaveLength(1);

    await userEvent.setup().click(screen.getByRole('button', { name: '确定' }));
    expect(getSessionUser()).toBeNull();
    expect(navigated).toEqual(['/zhiyu/login']);
  });

  it('says a login elsewhere ended the session instead of 长时间未操作, also over an expiry shown before', async () => {
    const navigated: string[] = [];
    setNavigator((to) => navigated.push(to));
    storeBid('yeta');
    signInForTest();
    render(<Providers>页面</Providers>);

    act(() => showSessionExpired());
    expect(await screen.findByText('长时间未操作，请重新登录')).toBeTruthy();
    act(() => {
      showSessionExpired('replaced');
      showSessionExpired();
    });
    expect(await screen.findByText('您的帐号已在其它地方登录，您已被强制退出')).toBeTruthy();
    expect(screen.queryByText('长时间未操作，请重新登录')).toBeNull();

    await userEvent.setup().click(screen.getByRole('button', { name: '确定' }));
    expect(getSessionUser()).toBeNull();
    expect(navigated).toEqual(['/yeta/login']);
  });
});
