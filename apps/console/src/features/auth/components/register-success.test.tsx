import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { configureForTest, signInForTest } from '../../../../test/fixtures.ts';
import { renderRoute } from '../../../../test/render-route.tsx';
import { RegisterSuccess } from './register-success.tsx';

beforeEach(() => {
  configureForTest('http://127.0.0.1:9');
  signInForTest();
});

describe('RegisterSuccess', { timeout: 30_000 }, () => {
  it('opens a working verification dialog on the public page, which has no query cache of its own', async () => {
    renderRoute('/yeta/register', '/yeta/register', <RegisterSuccess onLeave={vi.fn()} />, { queryCache: false });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '企业认证' }));
    expect(await screen.findByRole('dialog', { name: '企业认证' })).toBeTruthy();
    expect(screen.queryByText(/秒后自动跳转到登录页/)).toBeNull();
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('请输入企业名称')).toBeTruthy();
  });
});
