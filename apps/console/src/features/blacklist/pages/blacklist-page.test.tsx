import type { BlacklistRow, SuppressedRow } from '@console/contracts';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, ok, type Reply, type SeenRequest } from '../../../../test/api-server.ts';
import { buttonIn } from '../../../../test/buttons.ts';
import { dialogTitled, tableSettled } from '../../../../test/dialogs.ts';
import { nodeFile, stubNodeFormData } from '../../../../test/node-files.ts';
import { stubApiForPage } from '../../../../test/page-api.ts';
import { renderRoute } from '../../../../test/render-route.tsx';
import { BlacklistPage } from './blacklist-page.tsx';

configure({ asyncUtilTimeout: 5_000 });

const listed = (id: number, number: string, changes: Partial<BlacklistRow> = {}): BlacklistRow => ({
  id,
  number,
  reason: '客户投诉',
  source: 'manual',
  createTime: '2026-11-20 10:00:00',
  createdBy: '13800000000',
  removed: 0,
  removeTime: '',
  removedBy: '',
  removeReason: '',
  ...changes,
});
const NUMBERS = [listed(1, '13900000001'), listed(2, '01066558899', { source: 'import', reason: '批量' })];
const REMOVED = [
  listed(3, '13900000003', {
    removed: 1,
    removeTime: '2026-11-21 09:00:00',
    removedBy: '13800000001',
    removeReason: '误加',
  }),
];
const SUPPRESSED: SuppressedRow[] = [
  { ...listed(9, '13700000001', { source: 'refusal', reason: '客户拒接', createdBy: '' }), taskId: '77', callId: 4242 },
];

let addAnswer: Reply;
let importAnswer: Reply;
let numbersAnswer: BlacklistRow[];

beforeAll(() => stubNodeFormData());
const server = stubApiForPage((request: SeenRequest) => {
  const path = request.path;
  const body = request.body as { removed?: number } | undefined;
  if (path.endsWith('/blacklist/10000/query')) return ok(body?.removed === 1 ? REMOVED : numbersAnswer);
  if (path.endsWith('/blacklist/10000/add')) return addAnswer;
  if (path.endsWith('/blacklist/10000/import')) return importAnswer;
  if (path.endsWith('/suppression/10000/query')) return ok(body?.removed === 1 ? [] : SUPPRESSED);
  return ok();
});
afterAll(() => {
  vi.unstubAllGlobals();
});
beforeEach(() => {
  numbersAnswer = NUMBERS;
  addAnswer = ok([{ id: 5 }]);
  importAnswer = ok([
    {
      total: 3,
      added: 1,
      rejected: 2,
      rejectedRows: [
        { rowNumber: 3, number: 'abc', reason: '号码格式不正确' },
        { rowNumber: 4, number: '13900000001', reason: '已在黑名单中' },
      ],
    },
  ]);
});

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;
const bodiesOf = (path: string) => server.requests.filter((r) => r.path.endsWith(path)).map((r) => r.body);
const toolbar = () => document.querySelector('.blacklist-toolbar') as HTMLElement;
const render = () => renderRoute('/setting/blacklist', '/setting/blacklist', <BlacklistPage />);

async function opened() {
  const user = userEvent.setup({ applyAccept: false });
  render();
  await screen.findByText('13900000001');
  await tableSettled();
  return user;
}

describe('BlacklistPage', { timeout: 40_000 }, () => {
  it('lists the numbers with their source, searches by number and exports to the download centre', async () => {
    const user = await opened();
    expect(within(rowOf('01066558899')).getByText('批量导入')).toBeTruthy();
    expect(bodiesOf('/blacklist/10000/query')[0]).toEqual({ number: '', removed: 0, pageIndex: 1, pageSize: 10 });
    await user.type(screen.getByLabelText('搜索号码'), '139 0000{Enter}');
    await waitFor(() => expect(bodiesOf('/blacklist/10000/query').at(-1)).toMatchObject({ number: '139 0000' }));
    await user.click(buttonIn(document.body, '导出'));
    expect(await screen.findByText('已添加到下载中心，请到下载中心查看')).toBeTruthy();
    expect(bodiesOf('/blacklist/10000/export')).toEqual([{ number: '139 0000' }]);
  });

  it('shows the empty state and the history of removals', async () => {
    numbersAnswer = [];
    const user = userEvent.setup();
    render();
    expect(await screen.findByText('暂无黑名单号码')).toBeTruthy();
    await user.click(screen.getByText('移除记录'));
    expect(await screen.findByText('误加')).toBeTruthy();
    expect(within(rowOf('13900000003')).getByText('2026-11-21 09:00:00')).toBeTruthy();
    expect(bodiesOf('/blacklist/10000/query').at(-1)).toMatchObject({ removed: 1 });
  });

  it('添加号码 checks the number and the reason, sends them and says a refusal', async () => {
    const user = await opened();
    await user.click(buttonIn(document.body, '添加号码'));
    const dialog = await dialogTitled('添加号码');
    const number = within(dialog).getByPlaceholderText('手机号或带区号的固话');
    await user.click(number);
    await user.keyboard('{Enter}');
    expect(await within(dialog).findByText('请输入号码')).toBeTruthy();
    expect(within(dialog).getByText('请输入原因')).toBeTruthy();
    await user.type(number, '12345');
    expect(await within(dialog).findByText('号码格式不正确')).toBeTruthy();
    await user.clear(number);
    await user.type(number, '+86 139 0000 0005');
    await user.type(within(dialog).getByPlaceholderText('如：客户投诉'), '骚扰投诉{Enter}');
    expect(await screen.findByText('添加成功')).toBeTruthy();
    expect(bodiesOf('/blacklist/10000/add')).toEqual([{ number: '+86 139 0000 0005', reason: '骚扰投诉' }]);

    addAnswer = fail(342001, '该号码已在黑名单中');
    await user.click(buttonIn(document.body, '添加号码'));
    const again = await dialogTitled('添加号码');
    await user.type(within(again).getByPlaceholderText('手机号或带区号的固话'), '13900000001');
    await user.type(within(again).getByPlaceholderText('如：客户投诉'), '重复');
    await user.click(buttonIn(again, '确定'));
    expect(await screen.findByText('该号码已在黑名单中')).toBeTruthy();
  });

  it('移除 asks for the reason and sends it with the selected numbers', async () => {
    const user = await opened();
    await user.click(buttonIn(rowOf('13900000001'), '移除'));
    const dialog = await dialogTitled('移除号码');
    await user.click(buttonIn(dialog, '确定'));
    expect(await within(dialog).findByText('请输入移除原因')).toBeTruthy();
    expect(bodiesOf('/blacklist/10000/remove')).toEqual([]);
    await user.type(within(dialog).getByLabelText('移除原因'), '客户同意回访{Enter}');
    expect(await screen.findByText('移除成功')).toBeTruthy();
    expect(bodiesOf('/blacklist/10000/remove')).toEqual([{ ids: [1], reason: '客户同意回访' }]);

    const checkboxes = document.querySelectorAll<HTMLInputElement>('.ant-table-tbody input[type=checkbox]');
    for (const box of checkboxes) await user.click(box);
    await user.click(buttonIn(document.body, '批量移除'));
    const batch = await dialogTitled('移除号码');
    expect(within(batch).getByText('将从黑名单移除2个号码，移除后可以再次外呼。')).toBeTruthy();
    await user.type(within(batch).getByLabelText('移除原因'), '批量清理{Enter}');
    await waitFor(() =>
      expect(bodiesOf('/blacklist/10000/remove').at(-1)).toEqual({ ids: [1, 2], reason: '批量清理' }),
    );
  });

  it('批量导入 offers the template, refuses a wrong file, and shows what was not added', async () => {
    const user = await opened();
    await user.click(buttonIn(toolbar(), '批量导入'));
    const dialog = await dialogTitled('批量导入');
    expect(within(dialog).getByText('下载导入模板').getAttribute('href')).toMatch(
      /\/templates\/blacklist-import\.xlsx$/,
    );
    const input = within(dialog).getByLabelText('选择文件') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [nodeFile('numbers.txt')] } });
    expect(await within(dialog).findByText('请选择xlsx、xls或csv文件')).toBeTruthy();
    fireEvent.change(input, { target: { files: [nodeFile('big.csv', 2 * 1024 * 1024 + 1)] } });
    expect(await within(dialog).findByText('文件大小不能超过2MB')).toBeTruthy();
    fireEvent.change(input, { target: { files: [nodeFile('numbers.csv')] } });
    expect(await within(dialog).findByText('numbers.csv')).toBeTruthy();
    // Sent without a reason; the server says rows lack one, and the field asks for it.
    const importAnswered = importAnswer;
    importAnswer = fail(342005, '文件中有2行没有填写原因，请输入导入原因');
    await user.click(buttonIn(dialog, '导入'));
    expect(
      await within(dialog).findByText('文件中有2行没有填写原因，请输入导入原因', {
        selector: '.ant-form-item-explain-error',
      }),
    ).toBeTruthy();
    expect(String(bodiesOf('/blacklist/10000/import')[0])).not.toContain('name="reason"');
    importAnswer = importAnswered;
    await user.type(within(dialog).getByLabelText('导入原因'), '客户要求{Enter}');
    expect(await within(dialog).findByText('共3行，成功添加1个号码，2行未添加')).toBeTruthy();
    expect(within(dialog).getByText('已在黑名单中')).toBeTruthy();
    const sent = String(bodiesOf('/blacklist/10000/import')[1]);
    expect(sent).toContain('name="reason"\r\n\r\n客户要求\r\n');
    expect(sent).toContain('name="file"; filename="numbers.csv"');
    await user.click(buttonIn(dialog, '完成'));
    await waitFor(() =>
      expect(document.querySelector('.ant-modal-wrap:not([style*="none"]) .ant-modal-title')).toBeNull(),
    );
  });

  it('批量导入 of a file whose rows all carry their reason asks for none', async () => {
    const user = await opened();
    await user.click(buttonIn(toolbar(), '批量导入'));
    const dialog = await dialogTitled('批量导入');
    fireEvent.change(within(dialog).getByLabelText('选择文件'), { target: { files: [nodeFile('numbers.csv')] } });
    expect(await within(dialog).findByText('numbers.csv')).toBeTruthy();
    await user.click(buttonIn(dialog, '导入'));
    expect(await within(dialog).findByText('共3行，成功添加1个号码，2行未添加')).toBeTruthy();
    expect(within(dialog).queryByText('请输入导入原因')).toBeNull();
    expect(String(bodiesOf('/blacklist/10000/import')[0])).not.toContain('name="reason"');
  });

  it('拒接屏蔽 shows the task and call that refused and releases a number with a reason', async () => {
    const user = await opened();
    await user.click(screen.getByText('拒接屏蔽'));
    expect(await screen.findByText('13700000001')).toBeTruthy();
    const row = rowOf('13700000001');
    expect(within(row).getByText('77')).toBeTruthy();
    expect(within(row).getByText('4242')).toBeTruthy();
    expect(within(row).getAllByText('客户拒接')).toHaveLength(2);
    await tableSettled();
    await user.click(buttonIn(row, '解除屏蔽'));
    const dialog = await dialogTitled('解除屏蔽');
    await user.type(within(dialog).getByLabelText('解除原因'), '客户主动来电{Enter}');
    expect(await screen.findByText('已解除屏蔽')).toBeTruthy();
    expect(bodiesOf('/suppression/10000/remove')).toEqual([{ ids: [9], reason: '客户主动来电' }]);
  });
});
