import type { QuestionRow } from '@console/contracts';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, ok, type SeenRequest } from '../../../../test/api-server.ts';
import { buttonIn } from '../../../../test/buttons.ts';
import { dialogTitled } from '../../../../test/dialogs.ts';
import { nodeFile, stubNodeFormData } from '../../../../test/node-files.ts';
import { stubApiForPage } from '../../../../test/page-api.ts';
import { renderRoute } from '../../../../test/render-route.tsx';
import { downloadTaskKeys } from '../../../shared/download-tasks/download-task-keys.ts';
import { queryClient } from '../../../shared/query/query-client.ts';
import { KnowledgeDetailPage } from './knowledge-detail-page.tsx';

configure({ asyncUtilTimeout: 5_000 });

const RECORDING = `${'b'.repeat(32)}.wav`;
const answer = (id: number, description: string, audio = '') => ({
  id,
  type: audio ? ('audio' as const) : ('text' as const),
  content: audio || description,
  description,
});
const QUESTIONS: QuestionRow[] = [
  {
    id: 31,
    tagId: 4,
    tagName: '常见问题',
    name: '你们公司在哪里',
    answers: [answer(311, '在杭州。'), answer(312, '', RECORDING), answer(313, '')],
  },
  {
    id: 32,
    tagId: 4,
    tagName: '常见问题',
    name: '学费多少',
    answers: [answer(321, '每月八百'), answer(322, ''), answer(323, '')],
  },
];

let questions: QuestionRow[] = QUESTIONS;
let submitAnswer = ok([{ state: 2 }]);

beforeAll(() => stubNodeFormData());
const server = stubApiForPage((request: SeenRequest) => {
  const path = request.path;
  if (path.endsWith('/question/10000/query/list')) return ok(questions);
  if (path.endsWith('/dic/10000/query/list'))
    return ok([
      { id: 5, cname: '费用词', createTime: '', termNum: 2, selected: 1 },
      { id: 6, cname: '地点词', createTime: '', termNum: 1, selected: 0 },
      { id: 7, cname: '时间词', createTime: '', termNum: 1, selected: 1 },
    ]);
  if (path.endsWith('/commitKbToReview')) return submitAnswer;
  if (path.endsWith('/querylistByBus')) return ok([{ id: 1, cname: '售后问答' }]);
  if (path.endsWith('/kbtag/query')) return ok([{ id: 4, name: '常见问题' }]);
  if (path.endsWith('/kbtag/add')) return ok([{ id: 8 }]);
  if (path.endsWith('/query/detail'))
    return ok([
      {
        id: 31,
        kbId: 1,
        name: '你们公司在哪里',
        questionExtends: [{ id: 91, question: '公司地址是什么' }],
        tagId: 4,
        tagName: '常见问题',
        answers: [
          { ...answer(311, '在杭州。'), name: '回答1' },
          { ...answer(312, '录音的文字', RECORDING), name: '回答2' },
          { ...answer(313, ''), name: '回答3' },
        ],
        interrupt: 1,
        isSendSms: 0,
        smsTemplateCode: '',
      },
    ]);
  if (path.endsWith('/recordfile/add')) return ok([{ path: `${'c'.repeat(32)}.wav` }]);
  if (path.endsWith('/add/single')) return ok([{ id: 33 }]);
  return ok();
});
afterAll(() => {
  vi.unstubAllGlobals();
});
beforeEach(() => {
  questions = QUESTIONS;
  submitAnswer = ok([{ state: 2 }]);
});

const rowOf = (name: string) => screen.getByText(name, { selector: 'td' }).closest('tr') as HTMLElement;
const bodiesOf = (path: string) => server.requests.filter((r) => r.path.endsWith(path)).map((r) => r.body);
const render = (state = 0) => renderRoute('/knowinfo/:id/:state', `/knowinfo/1/${state}`, <KnowledgeDetailPage />);
const button = (name: string) => buttonIn(document.body, name);
const actionsOf = (row: HTMLElement) => row.querySelector('.table-actions') as HTMLElement;
const recordingInput = (dialog: HTMLElement, answer: string) =>
  buttonIn(dialog, `${answer}录音上传`).closest('.file-picker')?.querySelector('input') as HTMLInputElement;
const wave = (name = '欢迎.wav', size = 100) => nodeFile(name, size, 'audio/wav');

describe('KnowledgeDetailPage', { timeout: 40_000 }, () => {
  it('lists the questions by 类别 desc with their answers and recordings', async () => {
    render();
    await screen.findByText('你们公司在哪里');
    expect(await screen.findByText('售后问答')).toBeTruthy();
    expect(bodiesOf('/question/10000/query/list')[0]).toEqual({
      kbId: 1,
      pageIndex: 1,
      pageSize: 10,
      sortName: 'tagName',
      sortRule: 'desc',
    });
    const row = rowOf('你们公司在哪里');
    expect(within(row).getByText('在杭州。')).toBeTruthy();
    expect(within(row).getAllByText('--')).toHaveLength(2);
    expect(within(row).getByLabelText('播放回答2录音')).toBeTruthy();
    expect(within(row).queryByLabelText('播放回答1录音')).toBeNull();
    expect(within(row).getByLabelText('下载回答2录音').getAttribute('href')).toBe(
      `${server.origin}/brainkb/api/v1/knowledge/answer/10000/recordfile?name=${RECORDING}&token=token-abc`,
    );
    expect(button('提交审核')).toBeTruthy();
    expect(button('导出问题')).toBeTruthy();
  });

  it('without questions there is nothing to submit or export', async () => {
    questions = [];
    render();
    await screen.findByText('暂无问题，点击“添加问题”或“批量添加”');
    expect(screen.queryByText('提交审核')).toBeNull();
    expect(screen.queryByText('导出问题')).toBeNull();
    expect(button('添加问题').disabled).toBe(false);
  });

  it('a base under review (state 2) can be looked at only', async () => {
    render(2);
    await screen.findByText('你们公司在哪里');
    expect(screen.getByText('审核中，不能修改')).toBeTruthy();
    for (const name of ['保存', '提交审核', '添加问题', '批量添加']) expect(button(name).disabled).toBe(true);
    expect(button('导出问题').disabled).toBe(false);
    const row = rowOf('你们公司在哪里');
    for (const name of ['编辑', '删除']) expect(buttonIn(actionsOf(row), name).disabled).toBe(true);
    for (const name of ['删除回答2录音', '上传回答1录音']) expect(buttonIn(row, name).disabled).toBe(true);
  });

  it('保存 links the added dictionaries and unlinks the removed ones', async () => {
    const user = userEvent.setup();
    render();
    await screen.findByText('你们公司在哪里');
    await waitFor(() => expect(bodiesOf('/dic/10000/query/list')).toEqual([{ pageSize: 500, pageIndex: 1, kbId: 1 }]));
    await user.click(button('保存'));
    expect(bodiesOf('/adddicrelation')).toEqual([]);
    await user.click(screen.getByLabelText('关联相近词库'));
    await user.click(await screen.findByTitle('地点词'));
    await user.click(screen.getByTitle('时间词'));
    await user.click(button('保存'));
    expect(await screen.findByText('保存成功')).toBeTruthy();
    expect(bodiesOf('/adddicrelation')).toEqual([
      { id: 1, dicIds: [6] },
      { id: 1, dicIds: [7], deleted: 1 },
    ]);
  });

  it('提交审核 asks first, then goes back to the list', async () => {
    const user = userEvent.setup();
    const router = render();
    await screen.findByText('你们公司在哪里');
    await user.click(button('提交审核'));
    const dialog = await dialogTitled('提示');
    expect(within(dialog).getByText('是否将该知识点提交审核？我们将在24小时内对您的知识点进行审核！')).toBeTruthy();
    await user.click(buttonIn(dialog, '确定'));
    expect(await screen.findByText('提交审核成功')).toBeTruthy();
    expect(bodiesOf('/commitKbToReview')).toEqual([{ kbId: 1 }]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/knowledge/knowledge'));
  });

  it('a refused submit says why and stays', async () => {
    submitAnswer = fail(341007, '知识点正在导入问题，请稍后再试');
    const user = userEvent.setup();
    const router = render();
    await screen.findByText('你们公司在哪里');
    await user.click(button('提交审核'));
    await user.click(buttonIn(await dialogTitled('提示'), '确定'));
    expect(await screen.findByText('知识点正在导入问题，请稍后再试')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/knowinfo/1/0');
  });

  it('刷新, 导出问题 (counted by the download centre) and the batch delete of selected rows', async () => {
    const user = userEvent.setup();
    queryClient.setQueryData(downloadTaskKeys.page(10000, 1), { rows: [], totalCount: 0 });
    render();
    await screen.findByText('学费多少');
    await user.click(button('刷新'));
    expect(await screen.findByText('刷新成功')).toBeTruthy();
    expect(bodiesOf('/flush/addtask')).toEqual([{ kbId: 1 }]);

    await user.click(button('导出问题'));
    expect(await screen.findByText('已添加到下载中心，请到下载中心查看')).toBeTruthy();
    expect(screen.getByText('导出成功')).toBeTruthy();
    expect(bodiesOf('/exportKbQuestion')).toEqual([{ id: 1, sysType: '2' }]);
    expect(queryClient.getQueryState(downloadTaskKeys.page(10000, 1))?.isInvalidated).toBe(true);

    await user.click(rowOf('你们公司在哪里').querySelector('input[type=checkbox]') as HTMLElement);
    await user.click(rowOf('学费多少').querySelector('input[type=checkbox]') as HTMLElement);
    expect(screen.getByText('已选择2项')).toBeTruthy();
    await user.click(buttonIn(screen.getByText('已选择2项').parentElement as HTMLElement, '删除'));
    const dialog = await dialogTitled('提示');
    expect(within(dialog).getByText('将删除此问题，且不可恢复。确认删除吗？')).toBeTruthy();
    await user.click(buttonIn(dialog, '确定'));
    expect(await screen.findByText('删除成功')).toBeTruthy();
    expect(bodiesOf('/delete/byids')).toEqual([{ kbId: 1, ids: [31, 32] }]);
    await waitFor(() => expect(screen.queryByText(/已选择/)).toBeNull());
  });

  it('a recording is checked, then uploaded onto its answer from the table', async () => {
    const user = userEvent.setup({ applyAccept: false });
    render();
    await screen.findByText('你们公司在哪里');
    const input = () => rowOf('你们公司在哪里').querySelectorAll('input[type=file]')[0] as HTMLInputElement;
    await user.upload(input(), wave('欢迎.mp3'));
    expect(await screen.findByText('请选择正确的文件格式！')).toBeTruthy();
    await user.upload(input(), wave('大.wav', 10 * 1024 * 1024 + 1));
    expect(await screen.findByText('文件大小不能超过10MB！')).toBeTruthy();
    await user.upload(input(), wave('空.wav', 0));
    expect(await screen.findByText('文件不可为空')).toBeTruthy();
    expect(bodiesOf('/recordfile/add')).toEqual([]);
    await user.upload(input(), wave());
    expect(await screen.findByText('录音上传成功')).toBeTruthy();
    const sent = String(bodiesOf('/recordfile/add')[0]);
    for (const [field, value] of [
      ['kbId', '1'],
      ['answerId', '311'],
      ['questionId', '31'],
    ]) {
      expect(sent).toContain(`name="${field}"\r\n\r\n${value}\r\n`);
    }
    expect(sent).toContain('name="record"; filename="欢迎.wav"');

    await user.click(buttonIn(rowOf('你们公司在哪里'), '删除回答2录音'));
    expect(await screen.findByText('删除成功')).toBeTruthy();
    expect(bodiesOf('/recordfile/delete')).toEqual([{ id: 312 }]);
  });

  it('添加问题 checks the dialog, then sends three answers, the similar questions and the category', async () => {
    const user = userEvent.setup({ applyAccept: false });
    render();
    await screen.findByText('你们公司在哪里');
    await user.click(button('添加问题'));
    const dialog = await dialogTitled('添加问题');
    expect(within(dialog).getByPlaceholderText('请输入用户的主问法').getAttribute('maxlength')).toBe('60');
    expect((within(dialog).getByLabelText('发短信') as HTMLInputElement).disabled).toBe(true);
    await user.click(buttonIn(dialog, '提交'));
    expect(await within(dialog).findByText('请输入主问法')).toBeTruthy();
    expect(await within(dialog).findByText('请选择分类', { selector: '.ant-form-item-explain-error' })).toBeTruthy();

    await user.type(within(dialog).getByPlaceholderText('请输入用户的主问法'), '怎么退费');
    await user.type(within(dialog).getByLabelText('相似问法1'), '能退钱吗');
    await user.click(buttonIn(dialog, '添加相似问法'));
    await user.type(within(dialog).getByLabelText('相似问法2'), '退费流程');
    await user.click(within(dialog).getByLabelText('回答支持打断'));
    await user.type(within(dialog).getByLabelText('回答1内容'), '七天内可退。');
    await user.upload(recordingInput(dialog, '回答2'), wave('退费.vox'));
    expect(await screen.findByText('录音上传成功')).toBeTruthy();
    expect(String(bodiesOf('/recordfile/add')[0])).not.toContain('name="answerId"');
    await user.click(within(dialog).getByLabelText('分类'));
    await user.click(await screen.findByTitle('常见问题'));
    await user.click(buttonIn(dialog, '提交'));
    expect(await screen.findByText('保存成功')).toBeTruthy();
    expect(bodiesOf('/add/single')).toEqual([
      {
        kbId: 1,
        question: '怎么退费',
        questionExtends: [{ question: '能退钱吗' }, { question: '退费流程' }],
        answers: [
          { content: '七天内可退。', description: '七天内可退。', name: '回答1', rule: '', type: 'text' },
          { content: `${'c'.repeat(32)}.wav`, description: '', name: '回答2', rule: '', type: 'audio' },
          { content: '', description: '', name: '回答3', rule: '', type: 'text' },
        ],
        tagId: 4,
        interrupt: 1,
        isSendSms: 0,
        smsTemplateCode: '',
      },
    ]);
  });

  it('the question dialog takes 30 similar questions at most, and 新建分类 chooses the new category', async () => {
    const user = userEvent.setup();
    render();
    await screen.findByText('你们公司在哪里');
    await user.click(button('添加问题'));
    const dialog = await dialogTitled('添加问题');
    const add = buttonIn(dialog, '添加相似问法');
    for (let i = 1; i < 30; i++) await user.click(add);
    expect(within(dialog).getByLabelText('相似问法30')).toBeTruthy();
    await user.click(add);
    expect(await screen.findByText('最多增加添加30个相似问法')).toBeTruthy();
    expect(within(dialog).queryByLabelText('相似问法31')).toBeNull();

    await user.click(buttonIn(dialog, '新建分类'));
    const tagDialog = await dialogTitled('新建分类');
    await user.type(within(tagDialog).getByPlaceholderText('请输入分类名称'), '售后 问题{Enter}');
    expect(await within(tagDialog).findByText('分类名称格式不正确')).toBeTruthy();
    await user.clear(within(tagDialog).getByPlaceholderText('请输入分类名称'));
    await user.type(within(tagDialog).getByPlaceholderText('请输入分类名称'), '售后问题{Enter}');
    expect(await screen.findByText('新建成功')).toBeTruthy();
    expect(bodiesOf('/kbtag/add')).toEqual([{ kbId: 1, name: '售后问题' }]);
    await waitFor(() => expect(bodiesOf('/kbtag/query').length).toBeGreaterThan(1));
  });

  it('编辑问题 fills the dialog with the question and keeps its ids and recording', async () => {
    const user = userEvent.setup();
    render();
    await screen.findByText('你们公司在哪里');
    await user.click(buttonIn(actionsOf(rowOf('你们公司在哪里')), '编辑'));
    const dialog = await dialogTitled('编辑问题');
    await waitFor(() =>
      expect((within(dialog).getByPlaceholderText('请输入用户的主问法') as HTMLInputElement).value).toBe(
        '你们公司在哪里',
      ),
    );
    expect((within(dialog).getByLabelText('相似问法1') as HTMLInputElement).value).toBe('公司地址是什么');
    await user.type(within(dialog).getByLabelText('回答1内容'), '西湖区');
    await user.click(buttonIn(dialog, '提交'));
    expect(await screen.findByText('编辑成功')).toBeTruthy();
    expect(bodiesOf('/edit/single')).toEqual([
      {
        id: 31,
        kbId: 1,
        question: '你们公司在哪里',
        questionExtends: [{ question: '公司地址是什么', id: 91 }],
        answers: [
          { id: 311, content: '在杭州。西湖区', description: '在杭州。西湖区', name: '回答1', rule: '', type: 'text' },
          { id: 312, content: RECORDING, description: '录音的文字', name: '回答2', rule: '', type: 'audio' },
          { id: 313, content: '', description: '', name: '回答3', rule: '', type: 'text' },
        ],
        tagId: 4,
        interrupt: 1,
        isSendSms: 0,
        smsTemplateCode: '',
      },
    ]);
  });
});
