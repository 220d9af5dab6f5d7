import { MENU } from '@console/contracts';
import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type ApiServer, startApiServer } from '../../../test/api-server.ts';
import { configureForTest, demoSession, signInForTest, signOutForTest } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { answerShell, type ShellAnswers, shellAnswers } from '../../../test/shell-server.ts';
import { ASK_FOR_RECHARGE_TEXT } from '../../shared/fee/may-recharge.ts';
import { getSessionUser } from '../../shared/session/session-store.ts';
import { ASK_MASTER_TEXT } from './components/banners.tsx';
import { AGENT_DENIED_TEXT, AGENT_FUNCTION_TIP } from './components/header-actions.tsx';

// The first render compiles the lazy shell and page modules, which takes a while in jsdom.
configure({ asyncUtilTimeout: 10_000 });

let server: ApiServer;
let answers: ShellAnswers;

beforeAll(async () => {
  server = await startApiServer((request) => answerShell(answers, request));
});
afterAll(() => server.close());
beforeEach(() => {
  configureForTest(server.origin);
  server.requests.length = 0;
  answers = shellAnswers();
  signOutForTest();
  localStorage.clear();
  sessionStorage.removeItem('console.banners.collapsed');
});

const member = { ...demoSession, master: 0 as const, privilege: [0, 0, 0, 0, 0, 0, 0, 0] };
const menu = () => screen.findByRole('menu', { name: '主菜单' });
const called = (suffix: string) => server.requests.filter((r) => r.path.endsWith(suffix));

describe('the shell', { timeout: 30_000 }, () => {
  it('shows the master every menu group (flags on) and 功能建设中 for a page not built yet', async () => {
    answers.config = [{ key: 'menu', value: '{"ai":true,"openapi":true,"fee":true}' }];
    signInForTest();
    renderApp('/openapi/app');
    const bar = await menu();
    for (const group of MENU) expect(within(bar).getByText(group.title)).toBeTruthy();
    expect(await screen.findByText('功能建设中')).toBeTruthy();
    expect(document.querySelector('.ant-result-title')?.textContent).toBe('应用管理');
    expect(called('/queryMenuList')).toHaveLength(1);
    expect(called('/businessConfig/10000/query')).toHaveLength(1);
  });

  it('hides 数据统计 and 团队管理 from a member with privilege 0 and refuses /report typed in', async () => {
    signInForTest(member);
    renderApp('/report');
    expect(await screen.findByText('抱歉，您无权访问该页面')).toBeTruthy();
    const bar = await menu();
    expect(within(bar).queryByText('数据统计')).toBeNull();
    expect(within(bar).queryByText('团队管理')).toBeNull();
    expect(within(bar).getByText('话术库')).toBeTruthy();
  });

  it('switches AI reception and the capability platform with the flags', async () => {
    signInForTest();
    renderApp('/openapi/app');
    expect(await screen.findByText('抱歉，您无权访问该页面')).toBeTruthy();
    expect(within(await menu()).queryByText('AI接待')).toBeNull();
    expect(within(await menu()).queryByText('能力平台')).toBeNull();
  });

  it('opens a flag-gated page when the flag is set', async () => {
    answers.config = [{ key: 'menu', value: '{"openapi":true}' }];
    signInForTest();
    renderApp('/openapi/app');
    expect(await screen.findByText('应用管理', { selector: '.ant-result-title' })).toBeTruthy();
    expect(within(await menu()).getByText('能力平台')).toBeTruthy();
  });

  it('shows the not-verified and the fee banners as the server says', async () => {
    answers.status = 0;
    answers.lack = true;
    answers.config = [{ key: 'menu', value: '{"fee":true}' }];
    signInForTest();
    renderApp('/speech/myspeech');
    expect(await screen.findByText('您的企业尚未完成认证，暂时无法发起外呼。')).toBeTruthy();
    expect(screen.getByRole('link', { name: '查看认证信息' }).getAttribute('href')).toBe('/setting/info');
    expect(await screen.findByText('您的企业通信费不足，外呼将无法进行。')).toBeTruthy();
    expect(screen.getByRole('link', { name: '去充值' }).getAttribute('href')).toBe('/setting/recharge');
    expect(called('/checkFeeLeft')[0].body).toMatchObject({
      channelCode: 6,
      item: 1,
      feeCount: 1,
      isCheckFrozenMoney: 0,
    });
  });

  it('points an enterprise without the payment page to its account manager, not to a locked door', async () => {
    answers.lack = true;
    signInForTest();
    renderApp('/speech/myspeech');
    expect(await screen.findByText('您的企业通信费不足，外呼将无法进行。')).toBeTruthy();
    expect(screen.getByText(ASK_FOR_RECHARGE_TEXT)).toBeTruthy();
    expect(screen.queryByRole('link', { name: '去充值' })).toBeNull();
  });

  it('collapses both banners to one line for the rest of the session, and opens them again', async () => {
    answers.status = 0;
    answers.lack = true;
    signInForTest();
    const user = userEvent.setup();
    renderApp('/speech/myspeech');
    expect(await screen.findByText('您的企业通信费不足，外呼将无法进行。')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '收起' }));
    expect(screen.getByRole('alert').textContent).toContain('企业尚未认证；通信费不足');
    expect(screen.queryByText('您的企业尚未完成认证，暂时无法发起外呼。')).toBeNull();

    // Another page of the same session (the shell mounted anew) keeps them collapsed.
    cleanup();
    renderApp('/speech/speechtpl');
    await user.click(await screen.findByRole('button', { name: '展开提醒' }));
    expect(await screen.findByText('您的企业尚未完成认证，暂时无法发起外呼。')).toBeTruthy();
    expect(screen.getByText('您的企业通信费不足，外呼将无法进行。')).toBeTruthy();
    expect(sessionStorage.getItem('console.banners.collapsed')).toBeNull();
  });

  it('tells a member to ask the main account instead of offering the verification', async () => {
    answers.status = 0;
    signInForTest(member);
    renderApp('/speech/myspeech');
    expect(await screen.findByText('您的企业尚未完成认证，暂时无法发起外呼。')).toBeTruthy();
    expect(screen.getByText(ASK_MASTER_TEXT)).toBeTruthy();
    expect(screen.queryByRole('button', { name: '立即认证' })).toBeNull();
  });

  it('shows no banner for a verified (2) or submitted (1) enterprise with fees', async () => {
    answers.status = 1;
    signInForTest();
    renderApp('/setting/consumption');
    expect(await screen.findByText('交易记录', { selector: '.ant-result-title' })).toBeTruthy();
    await waitFor(() => expect(called('/checkFeeLeft')).toHaveLength(1));
    expect(screen.queryByText('您的企业尚未完成认证，暂时无法发起外呼。')).toBeNull();
    expect(screen.queryByText('您的企业通信费不足，外呼将无法进行。')).toBeNull();
  });

  it('explains the agent function when the enterprise does not have it', async () => {
    signInForTest();
    renderApp('/task/tasknow');
    await userEvent.setup().click(await screen.findByRole('button', { name: '坐席工作台' }));
    expect(await screen.findByText(AGENT_FUNCTION_TIP)).toBeTruthy();
    expect(called('/queryAgentsAcdsByPage')).toHaveLength(0);
  });

  it('refuses the workstation without a linked agent and opens /agentdesk with one', async () => {
    answers.config = [{ key: 'function', value: '{"agent":true}' }];
    signInForTest();
    const router = renderApp('/task/tasknow');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '坐席工作台' }));
    expect(await screen.findByText(AGENT_DENIED_TEXT)).toBeTruthy();
    expect(called('/queryAgentsAcdsByPage')[0].body).toMatchObject({ userId: 7 });

    answers.agents = [{ acdId: 'acd-1', agentId: 'a-1', dn: '8001', userId: 7 }];
    await user.click(screen.getByRole('button', { name: '坐席工作台' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/agentdesk'));
    expect(await screen.findByText('坐席工作台', { selector: '.ant-result-title' })).toBeTruthy();
  });

  it('hides the workstation and the download centre when the special switch is on', async () => {
    configureForTest(server.origin, { permission: { special: true } });
    signInForTest();
    renderApp('/task/tasknow');
    expect(within(await menu()).getByText('AI接待')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '坐席工作台' })).toBeNull();
    expect(screen.queryByRole('button', { name: '下载中心' })).toBeNull();
  });

  it('says 暂无下载任务 in the download centre', async () => {
    signInForTest();
    renderApp('/task/tasknow');
    await userEvent.setup().click(await screen.findByRole('button', { name: '下载中心' }));
    expect(await screen.findByText('暂无下载任务')).toBeTruthy();
  });

  it('logs out from the avatar menu to the stored brand login', async () => {
    localStorage.setItem('console.bid', 'zhiyu');
    signInForTest();
    const router = renderApp('/task/tasknow');
    const user = userEvent.setup();
    await user.hover(await screen.findByRole('button', { name: '账号菜单' }));
    await user.click(await screen.findByText('退出'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/zhiyu/login'));
    expect(called('/account/logout')).toHaveLength(1);
    expect(getSessionUser()).toBeNull();
  });
});
