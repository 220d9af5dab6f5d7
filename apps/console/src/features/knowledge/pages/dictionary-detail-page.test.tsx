import type { TermRow } from '@console/contracts';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, type SeenRequest } from '../../../../test/api-server.ts';
import { buttonIn } from '../../../../test/buttons.ts';
import { dialogTitled } from '../../../../test/dialogs.ts';
import { stubApiForPage } from '../../../../test/page-api.ts';
import { renderRoute } from '../../../../test/render-route.tsx';
import { DictionaryDetailPage } from './dictionary-detail-page.tsx';

configure({ asyncUtilTimeout: 5_000 });

const term = (id: number, word: string, synonyms: string[]): TermRow => ({
  id,
  term: word,
  synonyms: synonyms.map((synonym) => ({ term: synonym })),
});
const TERMS = [term(81, '学费', ['价钱', '费用']), term(82, '地址', ['位置'])];

const server = stubApiForPage((request: SeenRequest) => {
  const path = request.path;
  if (path.endsWith('/dic/10000/query/detail')) return ok([{ id: 5, cname: '费用词', terms: TERMS }]);
  if (path.endsWith('/term/10000/query/byterm')) return ok([TERMS[0]]);
  if (path.endsWith('/term/10000/query/detail')) return ok([TERMS[0]]);
  return ok();
});

const rowOf = (name: string) => screen.getByText(name, { selector: 'td' }).closest('tr') as HTMLElement;
const bodiesOf = (path: string) => server.requests.filter((r) => r.path.endsWith(path)).map((r) => r.body);
const render = () => renderRoute('/dictinfo/:id', '/dictinfo/5', <DictionaryDetailPage />);

describe('DictionaryDetailPage', { timeout: 30_000 }, () => {
  it('lists the terms with their synonyms under the dictionary’s name', async () => {
    render();
    await screen.findByText('学费');
    expect(within(rowOf('学费')).getByText('价钱，费用')).toBeTruthy();
    expect(await screen.findByText('费用词')).toBeTruthy();
    expect(bodiesOf('/dic/10000/query/detail')).toContainEqual({ id: 5, pageIndex: 1, pageSize: 10 });
    expect(bodiesOf('/query/byterm')).toEqual([]);
  });

  it('searches without spaces, and an empty search shows the whole dictionary again', async () => {
    const user = userEvent.setup();
    render();
    await screen.findByText('地址');
    const input = screen.getByPlaceholderText('请输入关键字');
    await user.type(input, ' 学 费 {Enter}');
    await waitFor(() => expect(screen.queryByText('地址')).toBeNull());
    expect(bodiesOf('/query/byterm')).toEqual([{ dicId: 5, term: '学费', pageIndex: 1, pageSize: 10 }]);
    await user.clear(input);
    await user.click(buttonIn(document.body, '搜索'));
    expect(await screen.findByText('地址')).toBeTruthy();
    expect(bodiesOf('/query/byterm')).toHaveLength(1);
  });

  it('刷新词典, and 删除 of the selected terms after yes', async () => {
    const user = userEvent.setup();
    render();
    await screen.findByText('学费');
    await user.click(buttonIn(document.body, '刷新词典'));
    expect(await screen.findByText('刷新成功')).toBeTruthy();
    expect(bodiesOf('/flush/addtask')).toEqual([{ dicId: 5 }]);
    await user.click(rowOf('学费').querySelector('input[type=checkbox]') as HTMLElement);
    await user.click(rowOf('地址').querySelector('input[type=checkbox]') as HTMLElement);
    const toolbar = screen.getByText('已选择2项').parentElement as HTMLElement;
    await user.click(buttonIn(toolbar, '删除'));
    const dialog = await dialogTitled('提示');
    expect(within(dialog).getByText('将删除此标准词，且不可恢复。确认删除吗？')).toBeTruthy();
    await user.click(buttonIn(dialog, '确定'));
    expect(await screen.findByText('删除成功')).toBeTruthy();
    expect(bodiesOf('/delete/byids')).toEqual([{ dicId: 5, ids: [81, 82] }]);
  });

  it('编辑 fills the term and its synonyms, and saves them with the term’s id', async () => {
    const user = userEvent.setup();
    render();
    await screen.findByText('学费');
    await user.click(buttonIn(rowOf('学费'), '编辑'));
    const dialog = await dialogTitled('编辑');
    const synonyms = within(dialog).getByPlaceholderText('多个请以“，”逗号分隔，不区分半角圆角') as HTMLTextAreaElement;
    await waitFor(() => expect(synonyms.value).toBe('价钱，费用'));
    await user.type(synonyms, '，多少钱');
    await user.click(buttonIn(dialog, '确定'));
    expect(await screen.findByText('编辑成功')).toBeTruthy();
    expect(bodiesOf('/add/single')).toEqual([{ dicId: 5, term: '学费', synonyms: '价钱,费用,多少钱', id: 81 }]);
    expect(bodiesOf('/term/10000/query/detail')[0]).toEqual({ dicId: 5, id: 81 });
  });

  it('返回 goes back to where the person came from', async () => {
    const user = userEvent.setup();
    const router = renderRoute('/dictinfo/:id', '/dictinfo/5', <DictionaryDetailPage />);
    await router.navigate('/knowledge/knowledge');
    await router.navigate('/dictinfo/5');
    await user.click(buttonIn(document.body, '返回'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/knowledge/knowledge'));
  });
});
