import type { DictionaryRow, ImportTaskRow } from '@console/contracts';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, ok, type Reply, type SeenRequest } from '../../../../test/api-server.ts';
import { buttonIn } from '../../../../test/buttons.ts';
import { dialogTitled } from '../../../../test/dialogs.ts';
import { nodeFile, stubNodeFormData } from '../../../../test/node-files.ts';
import { stubApiForPage } from '../../../../test/page-api.ts';
import { renderRoute } from '../../../../test/render-route.tsx';
import { IMPORT_POLL_MS } from '../api/get-import-task.ts';
import { DictionaryListPage } from './dictionary-list-page.tsx';

configure({ asyncUtilTimeout: 5_000 });

const dictionary = (id: number, cname: string, termNum: number): DictionaryRow => ({
  id,
  cname,
  createTime: '2026-11-20 10:00:00',
  termNum,
  selected: 0,
});
const DICTIONARIES = [dictionary(5, '费用词', 2), dictionary(6, '空词库', 0)];
const task = (changes: Partial<ImportTaskRow>): ImportTaskRow => ({
  id: 71,
  status: 1,
  process: 0,
  msg: '',
  rejectedRowsTaskId: null,
  ...changes,
});

let addAnswer: Reply;
let termAnswer: Reply;
let importAnswer: Reply;
/** queryTask's answers in turn; the last one repeats. */
let taskAnswers: ImportTaskRow[];

beforeAll(() => stubNodeFormData());
const server = stubApiForPage((request: SeenRequest) => {
  const path = request.path;
  if (path.endsWith('/dic/10000/query/list')) return ok(DICTIONARIES);
  if (path.endsWith('/dic/10000/add')) return addAnswer;
  if (path.endsWith('/term/10000/add/single')) return termAnswer;
  if (path.endsWith('/term/10000/add/batch')) return importAnswer;
  if (path.endsWith('/task/10000/query'))
    return ok([(taskAnswers.length > 1 ? taskAnswers.shift() : taskAnswers[0]) as ImportTaskRow]);
  if (path.endsWith('/dic/template/10000/query')) return ok([{ path: '/templates/dictionary-import.xlsx' }]);
  return ok();
});
afterAll(() => {
  vi.unstubAllGlobals();
});
afterEach(() => vi.useRealTimers());
beforeEach(() => {
  addAnswer = ok([{ id: 8 }]);
  termAnswer = ok([{ id: 81 }]);
  importAnswer = ok([{ id: 71 }]);
  taskAnswers = [task({ status: 6, process: 100, msg: '导入成功' })];
});

const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;
const bodiesOf = (path: string) => server.requests.filter((r) => r.path.endsWith(path)).map((r) => r.body);
const render = () => renderRoute('/knowledge/dict', '/knowledge/dict', <DictionaryListPage />);
const fileInput = (dialog: HTMLElement) => dialog.querySelector('input[type=file]') as HTMLInputElement;

async function openImport() {
  const user = userEvent.setup({ applyAccept: false });
  render();
  await screen.findByText('费用词');
  await user.click(buttonIn(rowOf('费用词'), '批量添加'));
  return { user, dialog: await dialogTitled('批量添加') };
}

describe('DictionaryListPage', { timeout: 40_000 }, () => {
  it('lists the dictionaries, links each to its terms, and exports only one with terms', async () => {
    const user = userEvent.setup();
    render();
    await screen.findByText('费用词');
    expect(screen.getByText('费用词').closest('a')?.getAttribute('href')).toBe('/dictinfo/5');
    expect(within(rowOf('费用词')).getByText('2026-11-20 10:00:00')).toBeTruthy();
    expect(bodiesOf('/dic/10000/query/list')[0]).toEqual({ pageIndex: 1, pageSize: 10 });
    expect(buttonIn(rowOf('空词库'), '导出').disabled).toBe(true);
    await user.click(buttonIn(rowOf('费用词'), '导出'));
    expect(await screen.findByText('已添加到下载中心，请到下载中心查看')).toBeTruthy();
    expect(bodiesOf('/exportDic')).toEqual([{ dicId: 5, sysType: '2' }]);
  });

  it('deletes a dictionary after yes', async () => {
    const user = userEvent.setup();
    render();
    await screen.findByText('费用词');
    await user.click(buttonIn(rowOf('费用词'), '删除'));
    const dialog = await dialogTitled('提示');
    expect(within(dialog).getByText('将删除此词库，且不可恢复。确认删除吗？')).toBeTruthy();
    await user.click(buttonIn(dialog, '确定'));
    expect(await screen.findByText('删除成功')).toBeTruthy();
    expect(bodiesOf('/deletedic')).toEqual([{ dicId: 5 }]);
  });

  it('新建词典 checks the name and sends it without spaces', async () => {
    const user = userEvent.setup();
    render();
    await screen.findByText('费用词');
    await user.click(buttonIn(document.body, '新建词库'));
    const dialog = await dialogTitled('新建词典');
    const input = within(dialog).getByPlaceholderText('请输入词库名称');
    expect(input.getAttribute('maxlength')).toBe('10');
    await user.click(buttonIn(dialog, '确定'));
    expect(await within(dialog).findByText('请输入词库名称')).toBeTruthy();
    await user.type(input, '费用!');
    expect(await within(dialog).findByText('词库名称格式不正确')).toBeTruthy();
    await user.clear(input);
    await user.type(input, ' 价格 词 ');
    expect((input as HTMLInputElement).value).toBe('价格词');
    await user.click(buttonIn(dialog, '确定'));
    expect(await screen.findByText('新建成功')).toBeTruthy();
    expect(bodiesOf('/dic/10000/add')).toEqual([{ cname: '价格词' }]);
  });

  it('a refused 新建词典 shows the server message', async () => {
    addAnswer = fail(341020, '词库名称已存在');
    const user = userEvent.setup();
    render();
    await screen.findByText('费用词');
    await user.click(buttonIn(document.body, '新建词库'));
    const dialog = await dialogTitled('新建词典');
    await user.type(within(dialog).getByPlaceholderText('请输入词库名称'), '费用词');
    await user.click(buttonIn(dialog, '确定'));
    expect(await screen.findByText('词库名称已存在')).toBeTruthy();
  });

  it('单个添加 checks the term and sends the synonyms with ASCII commas', async () => {
    const user = userEvent.setup();
    render();
    await screen.findByText('费用词');
    await user.click(buttonIn(rowOf('费用词'), '添加'));
    const dialog = await dialogTitled('单个添加');
    const term = within(dialog).getByPlaceholderText('请输入标准词');
    expect(term.getAttribute('maxlength')).toBe('20');
    await user.click(buttonIn(dialog, '确定'));
    expect(await within(dialog).findByText('请输入标准词')).toBeTruthy();
    await user.type(term, '学费？');
    expect(await within(dialog).findByText('标准词格式不正确')).toBeTruthy();
    await user.clear(term);
    await user.type(term, '学费');
    await user.type(within(dialog).getByPlaceholderText('多个请以“，”逗号分隔，不区分半角圆角'), '价钱，费用,多少钱');
    await user.click(buttonIn(dialog, '确定'));
    expect(await screen.findByText('添加成功')).toBeTruthy();
    expect(bodiesOf('/add/single')).toEqual([{ dicId: 5, term: '学费', synonyms: '价钱,费用,多少钱' }]);
  });

  it('a refused term says 创建失败 with the server message', async () => {
    termAnswer = fail(341021, '标准词已存在');
    const user = userEvent.setup();
    render();
    await screen.findByText('费用词');
    await user.click(buttonIn(rowOf('费用词'), '添加'));
    const dialog = await dialogTitled('单个添加');
    await user.type(within(dialog).getByPlaceholderText('请输入标准词'), '学费');
    await user.click(buttonIn(dialog, '确定'));
    expect(await screen.findByText('创建失败，错误信息：标准词已存在')).toBeTruthy();
  });

  it('批量添加 refuses a file that is no spreadsheet or too large, and asks for one', async () => {
    const { user, dialog } = await openImport();
    expect(within(dialog).getByText('支持xls、xlsx文件，单个文件不得大于2M')).toBeTruthy();
    expect(within(dialog).getByText('请按照模板格式准备需要导入的数据')).toBeTruthy();
    await user.click(buttonIn(dialog, '导入'));
    expect(await within(dialog).findByText('请选择上传的文件！')).toBeTruthy();
    await user.upload(fileInput(dialog), nodeFile('词库.csv'));
    expect(await screen.findByText('请选择正确的文件格式！')).toBeTruthy();
    await user.upload(fileInput(dialog), nodeFile('词库.xlsx', 2 * 1024 * 1024 + 1));
    expect(await screen.findByText('文件大小不能超过2MB！')).toBeTruthy();
    expect(bodiesOf('/add/batch')).toEqual([]);
  });

  it('批量添加 uploads the file, follows the task and closes on 导入成功', async () => {
    const { user, dialog } = await openImport();
    await user.upload(fileInput(dialog), nodeFile('词库.xlsx'));
    expect(within(dialog).getByText('词库.xlsx')).toBeTruthy();
    await user.click(buttonIn(dialog, '导入'));
    expect(await screen.findByText('导入成功')).toBeTruthy();
    const sent = String(bodiesOf('/add/batch')[0]);
    expect(sent).toContain('name="dicId"\r\n\r\n5\r\n');
    expect(sent).toContain('name="file"; filename="词库.xlsx"');
    expect(bodiesOf('/task/10000/query')).toEqual([{ id: 71 }]);
    await waitFor(() => expect(document.querySelector('.import-steps')).toBeNull());
  });

  it('批量添加 shows the progress every 3 s, then the first line of a partial import and its rejected rows', async () => {
    taskAnswers = [
      task({ process: 40 }),
      task({
        status: 11,
        process: 100,
        msg: '导入完成：成功3条，失败2条\n第3行：标准词已存在\n第5行：标准词格式不正确',
        rejectedRowsTaskId: 55,
      }),
    ];
    const { user, dialog } = await openImport();
    // Only the poll's clock is faked: the page still talks to the server in real time.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    await user.upload(fileInput(dialog), nodeFile('词库.xlsx'));
    await user.click(buttonIn(dialog, '导入'));
    await waitFor(() => expect(dialog.querySelector('.ant-progress')?.textContent).toContain('40%'));
    expect(buttonIn(dialog, '导入中')).toBeTruthy();
    await vi.advanceTimersByTimeAsync(IMPORT_POLL_MS);
    expect(await within(dialog).findByText('导入完成：成功3条，失败2条')).toBeTruthy();
    expect(within(dialog).queryByText(/第3行/)).toBeNull();
    expect(within(dialog).getByText('下载失败明细').getAttribute('href')).toBe(
      `${server.origin}/download/api/v1/task/10000/downloadFile?id=55&token=token-abc`,
    );
    expect(bodiesOf('/task/10000/query')).toHaveLength(2);
  });

  it.each([
    [7, '上传失败'],
    [8, '加载文件失败'],
    [9, '模板格式错误'],
    [10, '模板为空'],
    [12, '超过30个相似问法，不能导入'],
    [-1, '任务不存在'],
    [2, '加载文件成功'],
  ] as const)('批量添加 says what status %i means and stops', async (status, text) => {
    taskAnswers = [task({ status, msg: 'server text' })];
    const { user, dialog } = await openImport();
    await user.upload(fileInput(dialog), nodeFile('词库.xls'));
    await user.click(buttonIn(dialog, '导入'));
    expect(await within(dialog).findByText(text)).toBeTruthy();
    expect(buttonIn(dialog, '导入').disabled).toBe(false);
  });

  it('a refused upload gives the server’s reason; an upload that got no answer says 文件上传错误', async () => {
    importAnswer = fail(341010, '请选择正确的文件格式！');
    const { user, dialog } = await openImport();
    await user.upload(fileInput(dialog), nodeFile('改名的.xlsx'));
    await user.click(buttonIn(dialog, '导入'));
    expect(await within(dialog).findByText('请选择正确的文件格式！')).toBeTruthy();
    importAnswer = { status: 502, body: 'Bad Gateway' };
    await user.click(buttonIn(dialog, '导入'));
    expect(await within(dialog).findByText('文件上传错误')).toBeTruthy();
    expect(bodiesOf('/task/10000/query')).toEqual([]);
  });
});
