import type { KnowledgeAnswerRow, KnowledgeBaseRow } from '@console/contracts';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fail, ok, type SeenRequest } from '../../../../test/api-server.ts';
import { dialogTitled, tableSettled } from '../../../../test/dialogs.ts';
import { stubApiForPage } from '../../../../test/page-api.ts';
import { renderRoute } from '../../../../test/render-route.tsx';
import { KnowledgeListPage } from './knowledge-list-page.tsx';

configure({ asyncUtilTimeout: 5_000 });

function base(id: number, cname: string, changes: Partial<KnowledgeBaseRow> = {}): KnowledgeBaseRow {
  return {
    id,
    cname,
    questionCount: 3,
    updateTime: '2026-11-21 10:00:00',
    dics: [],
    state: 0,
    stateName: '未提交',
    reason: '',
    ...changes,
  };
}

const BASES = [
  base(1, '售后问答', { dics: [{ id: 5, cname: '费用词' }] }),
  base(2, '审核中问答', { state: 2, stateName: '审核中' }),
  base(3, '被驳回问答', { state: 4, stateName: '未通过', reason: '回答不完整' }),
];

const answerOf = (answer: KnowledgeAnswerRow['answer']): KnowledgeAnswerRow => ({
  id: 9,
  question: '你们公司在哪里',
  matched: '公司地址是什么',
  score: 0.8,
  answer,
});

let addAnswer = ok([{ id: 9 }]);

const server = stubApiForPage((request: SeenRequest) => {
  const body = request.body as { content?: string };
  if (request.path.endsWith('/knowledge/10000/query/list')) return ok(BASES);
  if (request.path.endsWith('/add')) return addAnswer;
  if (request.path.endsWith('/search/10000/analyze')) return ok([{ analyzed: '公司 地址 是 什么', words: [] }]);
  if (request.path.endsWith('/search/10000/or')) {
    if (body.content === '公司地址是什么') return ok([answerOf({ contentType: 'text', answer: '在杭州。', id: 9 })]);
    if (body.content === '听录音')
      return ok([answerOf({ contentType: 'audio', answer: `${'a'.repeat(32)}.wav`, id: 9 })]);
    return ok([]);
  }
  return ok();
});
beforeEach(() => {
  addAnswer = ok([{ id: 9 }]);
});

const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;
const bodiesOf = (path: string) => server.requests.filter((r) => r.path.endsWith(path)).map((r) => r.body);
const render = () => renderRoute('/knowledge/knowledge', '/knowledge/knowledge', <KnowledgeListPage />);

describe('KnowledgeListPage', { timeout: 30_000 }, () => {
  it('lists the bases with their links, state and the reason of a rejection', async () => {
    const user = userEvent.setup();
    render();
    await screen.findByText('售后问答');
    expect(within(rowOf('售后问答')).getByText('已关联')).toBeTruthy();
    expect(within(rowOf('审核中问答')).getByText('未关联')).toBeTruthy();
    expect(within(rowOf('审核中问答')).getByText('审核中')).toBeTruthy();
    expect(within(rowOf('售后问答')).getByText('3', { selector: 'td' })).toBeTruthy();
    expect(bodiesOf('/query/list')[0]).toEqual({ name: '', pageIndex: 1, pageSize: 10, sortRule: 'desc' });
    expect(within(rowOf('售后问答')).queryByLabelText('原因')).toBeNull();
    await user.hover(within(rowOf('被驳回问答')).getByLabelText('原因'));
    expect(await screen.findByText('回答不完整')).toBeTruthy();
    expect(screen.getByText('原因', { selector: '.ant-popover-title' })).toBeTruthy();
  });

  it('searches from page 1 and sorts by 最近更新时间 on the server', async () => {
    const user = userEvent.setup();
    render();
    await screen.findByText('售后问答');
    await user.type(screen.getByRole('textbox', { name: '搜索知识点关键词' }), ' 售后 {Enter}');
    await waitFor(() => expect(bodiesOf('/query/list').at(-1)).toMatchObject({ name: '售后', pageIndex: 1 }));
    await tableSettled();
    await user.click(screen.getByText('最近更新时间'));
    await waitFor(() => expect(bodiesOf('/query/list').at(-1)).toMatchObject({ sortRule: 'asc' }));
  });

  it('编辑 opens the base’s questions with its state', async () => {
    const user = userEvent.setup();
    const router = render();
    await screen.findByText('审核中问答');
    await user.click(within(rowOf('审核中问答')).getByRole('button', { name: /编\s*辑/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/knowinfo/2/2'));
  });

  it('deletes a base only after yes is typed', async () => {
    const user = userEvent.setup();
    render();
    await screen.findByText('售后问答');
    await user.click(within(rowOf('售后问答')).getByRole('button', { name: /删\s*除/ }));
    const dialog = await dialogTitled('提示');
    expect(within(dialog).getByText('将删除此知识点，且不可恢复。确认删除吗？')).toBeTruthy();
    const answer = within(dialog).getByRole('textbox');
    await user.clear(answer);
    await user.type(answer, 'y{Enter}');
    expect(await within(dialog).findByText('输入不正确')).toBeTruthy();
    expect(bodiesOf('/deleteKnowledgeByIds')).toEqual([]);
    await user.type(answer, 'es{Enter}');
    expect(await screen.findByText('删除成功')).toBeTruthy();
    expect(bodiesOf('/deleteKnowledgeByIds')).toEqual([{ ids: [1] }]);
    expect((within(rowOf('审核中问答')).getByRole('button', { name: /删\s*除/ }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('添加 checks the name, then adds the base', async () => {
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: /添\s*加/ }));
    const dialog = await dialogTitled('添加知识点');
    const input = within(dialog).getByPlaceholderText('请输入知识点名称');
    expect(input.getAttribute('maxlength')).toBe('10');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('请输入知识点名称')).toBeTruthy();
    await user.type(input, '售后-问答');
    expect(await within(dialog).findByText('知识点名称格式不正确')).toBeTruthy();
    await user.clear(input);
    await user.type(input, '新品问答');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('添加成功')).toBeTruthy();
    expect(bodiesOf('/knowledge/10000/add')).toEqual([{ cname: '新品问答' }]);
  });

  it('a refused add shows the server message', async () => {
    addAnswer = fail(341001, '知识点名称已存在');
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: /添\s*加/ }));
    const dialog = await dialogTitled('添加知识点');
    await user.type(within(dialog).getByPlaceholderText('请输入知识点名称'), '售后问答{Enter}');
    expect(await screen.findByText('知识点名称已存在')).toBeTruthy();
  });

  it('体验 shows the words and the answer of each line, or 您的问题已超出范围', async () => {
    const user = userEvent.setup();
    render();
    await screen.findByText('售后问答');
    await user.click(within(rowOf('售后问答')).getByRole('button', { name: /体\s*验/ }));
    const dialog = await dialogTitled('欢迎体验售后问答');
    const chat = within(dialog).getByRole('log', { name: '对话' });
    expect(within(chat).getByText('您好，很高兴为您服务，请问有什么需要帮您的')).toBeTruthy();
    const input = within(dialog).getByRole('textbox', { name: '请输入您的问题' });
    await user.type(input, '   {Enter}');
    expect(bodiesOf('/or')).toEqual([]);

    await user.type(input, '公司地址是什么{Enter}');
    expect(await within(chat).findByText('在杭州。')).toBeTruthy();
    expect(within(chat).getByText('公司 地址 是 什么')).toBeTruthy();
    expect(within(chat).getByText('公司地址是什么', { selector: '.chat-customer' })).toBeTruthy();
    const line = { content: '公司地址是什么', kbName: 1, threshold: 0, analyzed: 1, source: 1 };
    expect(bodiesOf('/analyze')).toEqual([line]);
    expect(bodiesOf('/or')).toEqual([line]);

    await user.type(input, '今天天气怎么样');
    await user.click(within(dialog).getByRole('button', { name: /发\s*送/ }));
    expect(await within(chat).findByText('您的问题已超出范围')).toBeTruthy();

    await user.type(input, '听录音{Enter}');
    const audio = await within(chat).findByLabelText('录音回答');
    expect(audio.getAttribute('src')).toBe(
      `${server.origin}/brainkb/api/v1/knowledge/answer/10000/recordfile?name=${'a'.repeat(32)}.wav&token=token-abc`,
    );
  });
});
