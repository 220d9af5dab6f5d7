import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fail, ok, type SeenRequest } from '../../../../test/api-server.ts';
import { dialogTitled } from '../../../../test/dialogs.ts';
import { stubApiForPage } from '../../../../test/page-api.ts';
import { renderRoute } from '../../../../test/render-route.tsx';
import { SpeechTemplatesPage } from './speech-templates-page.tsx';

configure({ asyncUtilTimeout: 5_000 });

const TEMPLATE = {
  id: 7,
  name: '教育课程邀约',
  createTime: '2026-11-01 09:00:00',
  modifyTime: '2026-11-02 09:00:00',
  type: 2,
  industryType: 'education',
};

let copyAnswer = ok([{ id: 1001 }]);

const server = stubApiForPage((request: SeenRequest) => {
  if (request.path.endsWith('/queryTemplateSpeechSkill')) return ok([TEMPLATE]);
  if (request.path.endsWith('/copy')) return copyAnswer;
  return ok();
});
beforeEach(() => {
  copyAnswer = ok([{ id: 1001 }]);
});

const copies = () => server.requests.filter((r) => r.path.endsWith('/copy')).map((r) => r.body);

describe('SpeechTemplatesPage', { timeout: 30_000 }, () => {
  it('lists the templates with their type and a link to look at each', async () => {
    renderRoute('/speech/speechtpl', '/speech/speechtpl', <SpeechTemplatesPage />);
    const row = (await screen.findByText('教育课程邀约')).closest('tr') as HTMLElement;
    expect(within(row).getByText('动态话术')).toBeTruthy();
    expect(within(row).getByRole('link', { name: '查看' }).getAttribute('href')).toBe('/speech/template/7');
  });

  it('使用 names the copy "<name>副本", refuses an empty name and opens 我的话术 after 新建成功', async () => {
    const user = userEvent.setup();
    const router = renderRoute('/speech/speechtpl', '/speech/speechtpl', <SpeechTemplatesPage />);
    await screen.findByText('教育课程邀约');
    await user.click(screen.getByRole('button', { name: /使\s*用/ }));
    const dialog = await dialogTitled('使用话术');
    const name = within(dialog).getByRole('textbox');
    expect((name as HTMLInputElement).value).toBe('教育课程邀约副本');
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: '开始使用' }));
    expect(await screen.findByText('请输入新的话术名称')).toBeTruthy();
    expect(copies()).toEqual([]);
    await user.type(name, '课程邀约春季');
    await user.click(within(dialog).getByRole('button', { name: '开始使用' }));
    expect(await screen.findByText('新建成功')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/speech/myspeech'));
    expect(copies()).toEqual([{ name: '课程邀约春季', id: 7 }]);
  });

  it('a refused copy shows the server message and stays', async () => {
    copyAnswer = fail(340001, '话术名称已存在');
    const user = userEvent.setup();
    renderRoute('/speech/speechtpl', '/speech/speechtpl', <SpeechTemplatesPage />);
    await screen.findByText('教育课程邀约');
    await user.click(screen.getByRole('button', { name: /使\s*用/ }));
    await user.click(within(await dialogTitled('使用话术')).getByRole('button', { name: '开始使用' }));
    expect(await screen.findByText('话术名称已存在')).toBeTruthy();
    expect(await dialogTitled('使用话术')).toBeTruthy();
  });
});
