/// <reference types="node" />
import { File as NodeFile } from 'node:buffer';
import { decryptPassword } from '@console/contracts';
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ok, type SeenRequest } from '../../../../test/api-server.ts';
import { demoSession, signInForTest } from '../../../../test/fixtures.ts';
import { stubApiForPage } from '../../../../test/page-api.ts';
import { renderRoute } from '../../../../test/render-route.tsx';
import { getSessionUser } from '../../../shared/session/session-store.ts';
import { PersonalInfoPage } from './personal-info-page.tsx';

configure({ asyncUtilTimeout: 5_000 });

let status = 1;

beforeAll(async () => {
  // jsdom's FormData is not one Node's fetch can send; the browser's is. Use Node's.
  vi.stubGlobal('FormData', (await new Response(new URLSearchParams('a=1')).formData()).constructor);
});
const server = stubApiForPage(
  (request: SeenRequest) => {
    if (request.path.endsWith('/queryBusinessStatus')) return ok([{ status }]);
    if (request.path.endsWith('/uploadHeadPhoto')) return ok([{ headPhoto: 'cafebabecafebabe.png' }]);
    if (request.path.endsWith('/queryEntAuthByBusId')) {
      // The server answers the status with empty data until something was submitted.
      const submitted = status !== 0;
      return ok([
        {
          enterpriseName: submitted ? '测试科技有限公司' : '',
          legalPersonName: submitted ? '张三' : '',
          legalPersonId: submitted ? '11010519491231002X' : '',
          attachmentPath: submitted ? 'a1.png,a2.png,a3.png' : '',
          status,
          remark: status === 3 ? '营业执照不清晰' : '',
        },
      ]);
    }
    return ok();
  },
  { config: { encrypt: true } },
);
afterAll(() => {
  vi.unstubAllGlobals();
});

describe('PersonalInfoPage', { timeout: 30_000 }, () => {
  it('shows the member, the verification with the ID masked and its pictures', async () => {
    renderRoute('/me', '/me', <PersonalInfoPage />);
    expect(screen.getByText('13800000000')).toBeTruthy();
    expect(await screen.findByText('已提交，审核中')).toBeTruthy();
    expect(await screen.findByText('110***********002X')).toBeTruthy();
    expect(screen.queryByText('11010519491231002X')).toBeNull();
    const front = screen.getByAltText('身份证正面照') as HTMLImageElement;
    expect(front.src).toBe(`${server.origin}/bm/api/v1/business/10000/entAuthAttach?name=a1.png&token=token-abc`);
    expect(screen.queryByRole('button', { name: '立即认证' })).toBeNull();
  });

  it('offers the verification dialog while not verified', async () => {
    status = 0;
    renderRoute('/me', '/me', <PersonalInfoPage />);
    expect(await screen.findByText('未认证')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: '立即认证' }));
    expect(await screen.findByRole('dialog', { name: '企业认证' })).toBeTruthy();
    status = 1;
  });

  it('says why a failed verification failed and offers it again', async () => {
    status = 3;
    renderRoute('/me', '/me', <PersonalInfoPage />);
    expect(await screen.findByText('认证失败')).toBeTruthy();
    expect(await screen.findByText('营业执照不清晰')).toBeTruthy();
    expect(screen.getByRole('button', { name: '立即认证' })).toBeTruthy();
    status = 1;
  });

  it("shows a member the enterprise's name, not the legal person's data", async () => {
    signInForTest({ ...demoSession, master: 0, privilege: [0, 0, 0, 0, 0, 0, 0, 0] });
    renderRoute('/me', '/me', <PersonalInfoPage />);
    expect(await screen.findByText('测试科技有限公司')).toBeTruthy();
    expect(screen.queryByText('法人身份证号')).toBeNull();
    expect(screen.queryByAltText('身份证正面照')).toBeNull();
  });

  it('offers a member no verification dialog: the main account verifies', async () => {
    status = 0;
    signInForTest({ ...demoSession, master: 0, privilege: [0, 0, 0, 0, 0, 0, 0, 0] });
    renderRoute('/me', '/me', <PersonalInfoPage />);
    expect(await screen.findByText('未认证')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '立即认证' })).toBeNull();
    status = 1;
  });

  it('changes the password, encrypted, after checking the rule and the confirmation', async () => {
    renderRoute('/me', '/me', <PersonalInfoPage />);
    const user = userEvent.setup();
    await user.type(screen.getByPlaceholderText('请输入原密码'), 'demo1234');
    await user.type(screen.getByPlaceholderText('请输入新密码'), 'short');
    await user.type(screen.getByPlaceholderText('请再次输入新密码'), 'other123');
    await user.click(screen.getByRole('button', { name: '修改密码' }));
    expect(await screen.findByText('密码为8-20位，须含字母+数字（不含特殊符号）')).toBeTruthy();
    expect(await screen.findByText('两次输入的密码不一致')).toBeTruthy();

    await user.clear(screen.getByPlaceholderText('请输入新密码'));
    await user.type(screen.getByPlaceholderText('请输入新密码'), 'newpass123');
    await user.clear(screen.getByPlaceholderText('请再次输入新密码'));
    await user.type(screen.getByPlaceholderText('请再次输入新密码'), 'newpass123');
    await user.click(screen.getByRole('button', { name: '修改密码' }));
    await waitFor(() => expect(server.requests.some((r) => r.path.endsWith('/updatePassword'))).toBe(true));
    const body = server.requests.find((r) => r.path.endsWith('/updatePassword'))?.body as {
      oldPassword: string;
      newPassword: string;
      timestamp: number;
    };
    expect(body.oldPassword).not.toBe('demo1234');
    expect(decryptPassword(body.oldPassword, '13800000000', body.timestamp)).toBe('demo1234');
    expect(decryptPassword(body.newPassword, '13800000000', body.timestamp)).toBe('newpass123');
    expect(await screen.findByText('密码修改成功')).toBeTruthy();
  });

  it('uploads a head photo (multipart attach) and shows it', async () => {
    renderRoute('/me', '/me', <PersonalInfoPage />);
    const input = document.querySelector<HTMLInputElement>('input[type=file]') as HTMLInputElement;
    const user = userEvent.setup();
    const png = new Uint8Array(64);
    png.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    await user.upload(input, new NodeFile([png], 'me.png', { type: 'image/png' }) as unknown as File);
    await waitFor(() =>
      expect(server.requests.map((r) => r.path)).toContain('/uc/api/v1/account/10000/uploadHeadPhoto'),
    );
    await waitFor(() => expect(getSessionUser()?.photo).toBe('cafebabecafebabe.png'));
    const upload = server.requests.find((r) => r.path === '/uc/api/v1/account/10000/uploadHeadPhoto');
    expect(String(upload?.body)).toContain('name="attach"; filename="me.png"');
    const avatar = screen.getByAltText('头像') as HTMLImageElement;
    expect(avatar.src).toContain('/uc/api/v1/account/10000/headPhoto?name=cafebabecafebabe.png&token=token-abc');
  });
});
