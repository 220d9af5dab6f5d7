import { CUSTOMER_TEXTS, type CustomerRow, ErrorCode } from '@console/contracts';
import * as XLSX from '@e965/xlsx';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, ok, type Reply } from '../../../../test/api-server.ts';
import { tableSettled } from '../../../../test/dialogs.ts';
import { demoSession, signInForTest } from '../../../../test/fixtures.ts';
import { stubApiForPage } from '../../../../test/page-api.ts';
import { renderRoute } from '../../../../test/render-route.tsx';
import { openOption } from '../../../../test/selects.ts';
import { dayIn } from '../../../shared/date-range/zoned-day.ts';
import { customerRow } from '../test-rows.ts';
import { CustomerListPage } from './customer-list-page.tsx';

configure({ asyncUtilTimeout: 5_000 });

const CUSTOMERS: CustomerRow[] = [
  customerRow(),
  customerRow({
    user_id: 42,
    tel_number: '13900000002',
    customer_name: '',
    user_extend: { qq: '', wechat: '', email: '', remark: '' },
    task_trace: [customerRow().task_trace[1]],
  }),
];

let exportAnswer: Reply;

const server = stubApiForPage((request) => {
  if (request.path.endsWith('/customer/queryCustomer')) {
    return { body: { code: 0, message: 'success', result: { rows: CUSTOMERS, totalCount: 12 } } };
  }
  if (request.path.endsWith('/queryLabelOptionList')) {
    return ok(['A', 'B', 'C'].map((name) => ({ contextId: name, name, description: '', talkScriptFlag: 1 })));
  }
  if (request.path.endsWith('/customer/queryMember')) return ok([{ cm_id: 8, cm_name: '演示成员' }]);
  if (request.path.endsWith('/addDownloadTask')) return exportAnswer;
  return ok();
});
beforeEach(() => {
  exportAnswer = ok();
});

const listBodies = () =>
  server.requests.filter((request) => request.path.endsWith('/customer/queryCustomer')).map((r) => r.body);

async function renderList() {
  renderRoute('/customercenter', '/customercenter', <CustomerListPage />);
  await screen.findAllByText('13900000001');
  await tableSettled();
}

describe('the customer list', { timeout: 30_000 }, () => {
  it('asks for the first page by 创建时间 and merges a customer’s cells over its tasks', async () => {
    await renderList();
    expect(listBodies()[0]).toEqual({ orderBy: 'time_create desc', pageIndex: 1, pageSize: 10 });
    expect(screen.getByText('共12客户')).toBeTruthy();
    const phone = screen.getByText('13900000001').closest('td') as HTMLTableCellElement;
    expect(phone.rowSpan).toBe(2);
    expect((screen.getByText('张三').closest('td') as HTMLTableCellElement).rowSpan).toBe(2);
    const rows = document.querySelectorAll('.ant-table-tbody tr.ant-table-row');
    expect(rows).toHaveLength(3);
    // The second row of a customer has its task's cells only.
    const second = [...rows[1].querySelectorAll('td')].map((cell) => cell.textContent);
    expect(second).toEqual(['演示管理员', '春季回访', '已接通', 'AI初访', 'C', '--', '2026-11-20 10:00:00', '详情']);
    const first = within(rows[0] as HTMLElement);
    expect(first.getByText('已接通（转人工）')).toBeTruthy();
    expect(first.getByText('客户意向')).toBeTruthy();
    expect(first.getByText('A')).toBeTruthy();
    expect(first.getByText('有车，已婚')).toBeTruthy();
    expect(first.getByText('详情').closest('a')?.getAttribute('href')).toBe('/custinfo/13900000001/41/7');
    expect((screen.getAllByText('--')[0].closest('td') as HTMLTableCellElement).rowSpan).toBe(1);
  });

  it('sends only 手机号码, 意向程度 and 客户标签 from the basic search, commas as spaces', async () => {
    const user = userEvent.setup();
    await renderList();
    await user.type(screen.getByLabelText('手机号码'), '1390');
    await user.click(screen.getByLabelText('意向程度'));
    await user.click(await openOption('A'));
    await user.click(await openOption('C'));
    await user.type(screen.getByLabelText('客户标签'), '有车，已婚,考虑中');
    await user.click(screen.getByRole('button', { name: /^搜\s*索$/ }));
    await waitFor(() => expect(listBodies()).toHaveLength(2));
    expect(listBodies()[1]).toEqual({
      tel_number: '1390',
      tag_intention: ['A', 'C'],
      label: '有车 已婚 考虑中',
      orderBy: 'time_create desc',
      pageIndex: 1,
      pageSize: 10,
    });
  });

  it('adds 更多搜索’s conditions, the time range defaulting to the last 7 days', async () => {
    const user = userEvent.setup();
    await renderList();
    await user.click(screen.getByRole('button', { name: '更多搜索' }));
    expect(screen.getByRole('button', { name: '收起' })).toBeTruthy();
    expect(screen.getByLabelText('负责人')).toBeTruthy();
    await user.type(screen.getByLabelText('客户姓名'), '张');
    await user.click(screen.getByLabelText('跟进阶段'));
    await user.click(await openOption('客户意向'));
    await user.click(screen.getByLabelText('通话结果'));
    await user.click(await openOption('用户忙'));
    await user.click(screen.getByLabelText('客户来源'));
    await user.click(await openOption('演示成员'));
    await user.click(screen.getByRole('button', { name: /^搜\s*索$/ }));
    await waitFor(() => expect(listBodies()).toHaveLength(2));
    const today = dayIn('Asia/Shanghai');
    expect(listBodies()[1]).toEqual({
      customer_name: '张',
      source_cm_id: 8,
      trace_stage: [3],
      call_result: ['2'],
      begin_time: `${dayjs(today).subtract(6, 'day').format('YYYY-MM-DD')} 00:00:00`,
      end_time: `${today} 23:59:59`,
      orderBy: 'time_create desc',
      pageIndex: 1,
      pageSize: 10,
    });
  });

  it('offers 负责人 to the main account only', async () => {
    signInForTest({ ...demoSession, master: 0, privilege: [0, 0, 0, 0, 0, 0, 0, 0] });
    const user = userEvent.setup();
    await renderList();
    await user.click(screen.getByRole('button', { name: '更多搜索' }));
    expect(screen.getByLabelText('客户来源')).toBeTruthy();
    expect(screen.queryByLabelText('负责人')).toBeNull();
  });

  it('sorts on the server by the clicked column', async () => {
    await renderList();
    fireEvent.click(screen.getAllByText('外呼时间').find((title) => title.closest('th')) as HTMLElement);
    await waitFor(() => expect(listBodies().at(-1)).toMatchObject({ orderBy: 'time_callout asc', pageIndex: 1 }));
  });

  it('exports 全部 to the download centre with the current query', async () => {
    const user = userEvent.setup();
    await renderList();
    const exportButton = screen.getByRole('button', { name: '导出Excel' });
    expect((exportButton as HTMLButtonElement).disabled).toBe(true);
    await user.type(screen.getByLabelText('手机号码'), '139');
    await user.click(screen.getByRole('button', { name: /^搜\s*索$/ }));
    await user.click(screen.getByRole('checkbox', { name: '全部' }));
    await user.click(exportButton);
    expect(await screen.findByText(CUSTOMER_TEXTS.exportQueued)).toBeTruthy();
    const added = server.requests.find((request) => request.path.endsWith('/addDownloadTask'));
    expect(added?.body).toEqual({
      businessId: 10000,
      sysType: 2,
      downloadType: 3,
      channelCode: 2,
      query: { tel_number: '139', orderBy: 'time_create desc' },
    });

    exportAnswer = fail(ErrorCode.DownloadRunning, '下载任务正在进行中，请稍后再试');
    await user.click(exportButton);
    expect(await screen.findByText('下载任务正在进行中，请稍后再试')).toBeTruthy();
    exportAnswer = fail(999999, '系统繁忙，请稍后再试');
    await user.click(exportButton);
    expect(await screen.findByText(CUSTOMER_TEXTS.exportFailed)).toBeTruthy();
  });

  it('writes the selected customers to 客户列表.xlsx in the browser', async () => {
    const saved: Blob[] = [];
    // jsdom has no object URLs: the page's file is caught where it becomes one.
    const { createObjectURL, revokeObjectURL } = URL;
    URL.createObjectURL = (blob: Blob) => {
      saved.push(blob);
      return 'blob:customers';
    };
    URL.revokeObjectURL = () => undefined;
    const clicks: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.download);
    });
    const user = userEvent.setup();
    await renderList();
    const boxes = document.querySelectorAll<HTMLInputElement>('tr.ant-table-row input[type="checkbox"]');
    expect(boxes).toHaveLength(2);
    await user.click(boxes[0]);
    await user.click(boxes[1]);
    expect(screen.getByText('已选择2个客户')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '导出Excel' }));
    await waitFor(() => expect(clicks).toEqual(['客户列表.xlsx']));
    const workbook = XLSX.read(new Uint8Array(await saved[0].arrayBuffer()), { type: 'array' });
    expect(workbook.SheetNames).toEqual(['客户信息']);
    expect(XLSX.utils.sheet_to_json(workbook.Sheets[workbook.SheetNames[0]], { header: 1, defval: '' })).toEqual([
      ['客户姓名', '手机号码', 'QQ', '微信', '电子邮件'],
      ['张三', '13900000001', '12345', 'zhang_san', 'zs@example.cn'],
      ['', '13900000002', '', '', ''],
    ]);
    expect(server.requests.some((request) => request.path.endsWith('/addDownloadTask'))).toBe(false);
    click.mockRestore();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
  });
});
