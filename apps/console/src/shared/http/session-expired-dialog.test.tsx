import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AntdApp from 'antd/es/app';
import ConfigProvider from 'antd/es/config-provider';
import type { MessageInstance } from 'antd/es/message/interface';
import { afterEach, describe, expect, it } from 'vitest';
import { signInForTest } from '../../../test/fixtures.ts';
import { Providers } from '../../app/providers.tsx';
import { setNavigator } from '../navigation.ts';
import { getSessionUser } from '../session/session-store.ts';
import { storeBid } from '../session/stored-bid.ts';
import { showSessionExpired, useSessionExpiredStore } from './session-expiry.ts';

afterEach(() => {
  setNavigator(null);
  useSessionExpiredStore.setState({ open: false, reason: 'expired' });
});

/** A page that reports failures the way the features do, through antd's App message API. */
let pageMessages: MessageInstance;
function Page() {
  pageMessages = AntdApp.useApp().message;
  return <>页面</>;
}

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

  it('shows no error toast behind the dialog, and removes the one showing when it opens', async () => {
    signInForTest();
    render(
      // jsdom never ends CSS transitions: without motion a removed toast leaves at once.
      <ConfigProvider theme={{ token: { motion: false } }}>
        <Providers>
          <Page />
        </Providers>
      </ConfigProvider>,
    );
    act(() => void pageMessages.error('导出报表失败'));
    expect(await screen.findByText('导出报表失败')).toBeTruthy();

    act(() => showSessionExpired());
    await screen.findByText('登录失效');
    await waitFor(() => expect(screen.queryByText('导出报表失败')).toBeNull());
    act(() => {
      void pageMessages.error('报表数据加载失败');
      void pageMessages.open({ type: 'error', content: '自定义指标数据加载失败' });
      void pageMessages.info('之后的提示');
    });
    // Toasts show in the order they were asked for: the later one is there, the failures never came.
    expect(await screen.findByText('之后的提示')).toBeTruthy();
    expect(screen.queryByText('报表数据加载失败')).toBeNull();
    expect(screen.queryByText('自定义指标数据加载失败')).toBeNull();
  });
});
