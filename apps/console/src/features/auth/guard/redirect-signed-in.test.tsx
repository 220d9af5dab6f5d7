import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type ApiServer, startApiServer } from '../../../../test/api-server.ts';
import { configureForTest, demoSession, signInForTest, signOutForTest } from '../../../../test/fixtures.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { answerShell, type ShellAnswers, shellAnswers } from '../../../../test/shell-server.ts';
import { storeBid } from '../../../shared/session/stored-bid.ts';

// The first render compiles the lazy pages, which takes a while in jsdom.
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
});

/** A member who may open the script pages only: the console's first page for them is 话术模板. */
const member = { ...demoSession, master: 0 as const, privilege: [0, 0, 0, 0, 0, 0, 0, 0] };

describe('the public pages and a signed-in user', { timeout: 30_000 }, () => {
  it('send a signed-in user who opens the login to the console', async () => {
    signInForTest(member);
    const router = renderApp('/zhiyu/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/speech/speechtpl'));
    expect(await screen.findByRole('menu', { name: '主菜单' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /登\s*录/ })).toBeNull();
  });

  it('follow the login link’s redirect, and send the inner login to the console too', async () => {
    signInForTest(member);
    const router = renderApp('/yeta/login?redirect=%2Fsetting%2Finfo');
    await waitFor(() => expect(router.state.location.pathname).toBe('/setting/info'));

    await router.navigate('/login_inner');
    await waitFor(() => expect(router.state.location.pathname).toBe('/speech/speechtpl'));
  });

  it('show the login form to a visitor without a session', async () => {
    const router = renderApp('/zhiyu/login');
    expect(await screen.findByRole('button', { name: /登\s*录/ })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/zhiyu/login');
  });

  it('lead 返回 on the not-found page to the stored brand’s login', async () => {
    storeBid('zhiyu');
    const router = renderApp('/no/such/page');
    await userEvent.setup().click(await screen.findByRole('button', { name: '返回' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/zhiyu/login'));
  });
});
