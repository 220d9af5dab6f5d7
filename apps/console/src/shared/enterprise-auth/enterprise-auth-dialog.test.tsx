/// <reference types="node" />
import { File as NodeFile } from 'node:buffer';
import { ErrorCode } from '@console/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ApiServer, fail, ok, type Reply, type SeenRequest, startApiServer } from '../../../test/api-server.ts';
import { configureForTest, demoSession, signInForTest } from '../../../test/fixtures.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { getSessionUser } from '../session/session-store.ts';
import { EnterpriseAuthDialog } from './enterprise-auth-dialog.tsx';

let server: ApiServer;
let submitReply: Reply;
let uploadReply: (request: SeenRequest) => Reply;
let uploads = 0;

beforeAll(async () => {
  // jsdom's FormData and File are not the ones Node's fetch can send; the browser's are. Use Node's.
  const nodeFormData = (await new Response(new URLSearchParams('a=1')).formData()).constructor;
  vi.stubGlobal('FormData', nodeFormData);
  server = await startApiServer((request) => {
    if (request.path.endsWith('/uploadEntAuthAttach')) return uploadReply(request);
    if (request.path.endsWith('/enterpriseAuth')) return submitReply;
    return ok();
  });
});
afterAll(async () => {
  vi.unstubAllGlobals();
  await server.close();
});
beforeEach(() => {
  configureForTest(server.origin);
  server.requests.length = 0;
  uploads = 0;
  uploadReply = () => {
    uploads += 1;
    return ok([{ attachPath: `${'ab'.repeat(8)}${uploads}.png` }]);
  };
  submitReply = ok();
  signInForTest({ ...demoSession, business: { ...demoSession.business, status: 0 } });
  URL.createObjectURL ??= () => 'blob:preview';
  URL.revokeObjectURL ??= () => undefined;
});

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const GIF = [...'GIF89a'].map((c) => c.charCodeAt(0));
function image(name: string, head: number[], size = 64) {
  const bytes = new Uint8Array(size);
  bytes.set(head);
  return new NodeFile([bytes], name, { type: name.endsWith('.png') ? 'image/png' : 'image/jpeg' }) as unknown as File;
}

const fileInputs = () => [...document.querySelectorAll<HTMLInputElement>('input[type=file]')];
const requestsTo = (suffix: string) => server.requests.filter((r) => r.path.endsWith(suffix));

function renderDialog(onClose = vi.fn()) {
  renderRoute('/x', '/x', <EnterpriseAuthDialog open onClose={onClose} />);
  return onClose;
}

describe('EnterpriseAuthDialog', { timeout: 30_000 }, () => {
  it('shows every message of the form when submitted empty, and the hint', async () => {
    renderDialog();
    expect(screen.getByText('请上传清晰的图片，大小不超过5M，支持jpg、png格式')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: '提交' }));
    for (const text of [
      '请输入企业名称',
      '请输入法人代表',
      '请输入法人身份证号',
      '请上传身份证正面照',
      '请上传身份证反面照',
      '请上传营业执照',
    ]) {
      expect(await screen.findByText(text)).toBeTruthy();
    }
    expect(server.requests).toHaveLength(0);
  });

  it('shows the format messages', async () => {
    renderDialog();
    const user = userEvent.setup();
    await user.type(screen.getByPlaceholderText('请输入企业名称'), 'A');
    await user.type(screen.getByPlaceholderText('请输入法人身份证号'), '110101199003071234');
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('企业名称不正确')).toBeTruthy();
    expect(await screen.findByText('身份证格式不正确')).toBeTruthy();
  });

  it('refuses a gif renamed .png and a 6 MB picture before sending', async () => {
    renderDialog();
    const user = userEvent.setup();
    await user.upload(fileInputs()[0], image('fake.png', GIF));
    expect(await screen.findByText('图片格式不正确')).toBeTruthy();
    await user.upload(fileInputs()[1], image('big.jpg', [0xff, 0xd8, 0xff], 6 * 1024 * 1024));
    expect(await screen.findByText('图片大小不能超过5MB')).toBeTruthy();
    expect(requestsTo('/uploadEntAuthAttach')).toHaveLength(0);
  });

  it("shows the server's reason, or 上传失败, when an upload fails", async () => {
    uploadReply = () => fail(ErrorCode.ImageInvalid, '图片格式不正确');
    renderDialog();
    const user = userEvent.setup();
    await user.upload(fileInputs()[0], image('a.png', PNG));
    expect(await screen.findByText('图片格式不正确')).toBeTruthy();
    uploadReply = () => ({ status: 500, body: 'broken' });
    await user.upload(fileInputs()[1], image('b.png', PNG));
    expect(await screen.findByText('上传失败')).toBeTruthy();
  });

  it('uploads the three pictures as multipart and submits the verification', async () => {
    const onClose = renderDialog();
    const user = userEvent.setup();
    await user.type(screen.getByPlaceholderText('请输入企业名称'), '测试科技有限公司');
    await user.type(screen.getByPlaceholderText('请输入法人代表'), '张三');
    await user.type(screen.getByPlaceholderText('请输入法人身份证号'), '11010519491231002X');
    for (const [i, input] of fileInputs().entries()) await user.upload(input, image(`p${i}.png`, PNG));
    await waitFor(() => expect(requestsTo('/uploadEntAuthAttach')).toHaveLength(3));
    const upload = requestsTo('/uploadEntAuthAttach')[0];
    expect(upload.query.get('token')).toBe('token-abc');
    expect(String(upload.body)).toContain('name="attach"; filename="p0.png"');
    expect(String(upload.body)).toContain('name="fileName"');

    await user.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(requestsTo('/enterpriseAuth')[0].body).toEqual({
      createUser: '13800000000',
      enterpriseName: '测试科技有限公司',
      legalPersonName: '张三',
      legalPersonId: '11010519491231002X',
      fileNames: ['abababababababab1.png', 'abababababababab2.png', 'abababababababab3.png'],
    });
    expect(getSessionUser()?.business.status).toBe(1);
  });

  it('shows the server message or 保存失败 when the submission fails', async () => {
    submitReply = fail(ErrorCode.ParamInvalid, '身份证格式不正确');
    renderDialog();
    const user = userEvent.setup();
    await user.type(screen.getByPlaceholderText('请输入企业名称'), '测试科技有限公司');
    await user.type(screen.getByPlaceholderText('请输入法人代表'), '张三');
    await user.type(screen.getByPlaceholderText('请输入法人身份证号'), '11010519491231002X');
    for (const [i, input] of fileInputs().entries()) await user.upload(input, image(`p${i}.png`, PNG));
    await waitFor(() => expect(requestsTo('/uploadEntAuthAttach')).toHaveLength(3));
    await user.click(await screen.findByRole('button', { name: '提交' }));
    expect(await screen.findByText('身份证格式不正确')).toBeTruthy();
    submitReply = { status: 502, body: 'bad gateway' };
    await user.click(await screen.findByRole('button', { name: '提交' }));
    expect(await screen.findByText('保存失败')).toBeTruthy();
  });
});
