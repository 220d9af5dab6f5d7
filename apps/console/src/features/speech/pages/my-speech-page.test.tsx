import type { SpeechSkillRow } from '@console/contracts';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fail, ok, type SeenRequest } from '../../../../test/api-server.ts';
import { dialogTitled, tableSettled } from '../../../../test/dialogs.ts';
import { demoSession, signInForTest } from '../../../../test/fixtures.ts';
import { stubApiForPage } from '../../../../test/page-api.ts';
import { renderRoute } from '../../../../test/render-route.tsx';
import { MySpeechPage } from './my-speech-page.tsx';

configure({ asyncUtilTimeout: 5_000 });

function script(id: number, name: string, changes: Partial<SpeechSkillRow> = {}): SpeechSkillRow {
  return {
    id,
    name,
    createTime: '2026-11-20 10:00:00',
    modifyTime: '2026-11-21 10:00:00',
    type: 1,
    status: 4,
    taskStatus: 0,
    mcp: 'education',
    industryType: 'education',
    templateFileUrl: '',
    transferPeopleFlag: 0,
    transferSilenceSeatFlag: 0,
    publishedVersion: 1,
    draftChanged: false,
    ...changes,
  };
}

const SCRIPTS = [
  script(1, '已发布话术', { draftChanged: true }),
  script(2, '审核中话术', { status: 1 }),
  script(3, '被驳回话术', { status: 2 }),
  script(4, '任务中话术', { taskStatus: 1 }),
  script(5, '新话术', { status: 0, publishedVersion: null }),
  script(6, '待发布话术', { status: 3 }),
];

let deleteAnswer = ok();
let publishAnswer = ok([{ version: 2, status: 4, warnings: [] as { message: string }[] }]);

const server = stubApiForPage((request: SeenRequest) => {
  if (request.path.endsWith('/querySpeechSkill')) return ok(SCRIPTS);
  if (request.path.endsWith('/querySpeechSkillReview')) return ok([{ remark: '开场白缺少公司名称' }]);
  if (request.path.endsWith('/querMcpConfig')) return ok([{ industryType: 'education', description: '教育' }]);
  if (request.path.endsWith('/saveSpeechSkill')) return ok([{ id: 9 }]);
  if (request.path.endsWith('/deleteSpeechSkill')) return deleteAnswer;
  if (request.path.endsWith('/publish')) return publishAnswer;
  if (request.path.endsWith('/queryReviewList')) {
    return ok([
      {
        id: 2,
        name: '审核中话术',
        version: 3,
        type: 1,
        industryType: 'education',
        submitTime: '2026-11-24 10:00:00',
      },
    ]);
  }
  if (request.path.endsWith('/reviewSpeechSkill')) return ok([{ status: 2 }]);
  return ok();
});
beforeEach(() => {
  deleteAnswer = ok();
  publishAnswer = ok([{ version: 2, status: 4, warnings: [] }]);
});

const EDIT = /编\s*辑/;
const DELETE = /删\s*除/;
const PUBLISH = /发\s*布/;
const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;
const bodiesOf = (path: string) => server.requests.filter((r) => r.path.endsWith(path)).map((r) => r.body);

/** The list, with a button of a script's row clicked; answers the user to go on with. */
async function clickInRow(name: string, button: RegExp) {
  const user = userEvent.setup();
  renderRoute('/speech/myspeech', '/speech/myspeech', <MySpeechPage />);
  await screen.findByText(name);
  await user.click(within(rowOf(name)).getByRole('button', { name: button }));
  return user;
}

describe('MySpeechPage', { timeout: 30_000 }, () => {
  it('shows each script status and locks 编辑 and 删除 where the rules say', async () => {
    renderRoute('/speech/myspeech', '/speech/myspeech', <MySpeechPage />);
    await screen.findByText('已发布话术');
    expect(within(rowOf('已发布话术')).getByText('已发布')).toBeTruthy();
    expect(within(rowOf('已发布话术')).getByText('（草稿有修改）')).toBeTruthy();
    expect(within(rowOf('审核中话术')).getByText('审核中')).toBeTruthy();
    expect(within(rowOf('任务中话术')).getByText('任务进行中')).toBeTruthy();
    expect(within(rowOf('新话术')).getByText('未提交')).toBeTruthy();
    const button = (row: string, name: RegExp) => within(rowOf(row)).getByRole('button', { name }) as HTMLButtonElement;
    expect(button('审核中话术', EDIT).disabled).toBe(true);
    expect(button('审核中话术', DELETE).disabled).toBe(true);
    expect(button('任务中话术', DELETE).disabled).toBe(true);
    expect(button('任务中话术', EDIT).disabled).toBe(true);
    expect(button('新话术', EDIT).disabled).toBe(false);
    expect(bodiesOf('/querySpeechSkill')[0]).toMatchObject({ name: '', pageIndex: 1, pageSize: 10 });
  });

  it('审核未通过 → 查看 opens 失败原因 with the reviewer remark', async () => {
    const user = userEvent.setup();
    renderRoute('/speech/myspeech', '/speech/myspeech', <MySpeechPage />);
    await user.click(
      within(await screen.findByText('被驳回话术').then(() => rowOf('被驳回话术'))).getByRole('button', {
        name: '查看',
      }),
    );
    const dialog = await dialogTitled('失败原因');
    expect(await within(dialog).findByText('开场白缺少公司名称')).toBeTruthy();
    expect(bodiesOf('/querySpeechSkillReview')).toEqual([{ speechSkillId: 3 }]);
  });

  it('searches by name from page 1 and sorts by the clicked column', async () => {
    const user = userEvent.setup();
    renderRoute('/speech/myspeech', '/speech/myspeech', <MySpeechPage />);
    await screen.findByText('已发布话术');
    await user.type(screen.getByRole('textbox', { name: '话术名称' }), '教育{Enter}');
    await waitFor(() => expect(bodiesOf('/querySpeechSkill').at(-1)).toMatchObject({ name: '教育', pageIndex: 1 }));
    await tableSettled();
    await user.click(screen.getByText('更新时间'));
    await waitFor(() =>
      expect(bodiesOf('/querySpeechSkill').at(-1)).toMatchObject({ sortName: 'modifyTime', sortOrder: 'asc' }),
    );
  });

  it('deletes only after yes is typed; another answer is 输入不正确', async () => {
    const user = await clickInRow('新话术', DELETE);
    const dialog = await dialogTitled('提示');
    expect(within(dialog).getByText('将删除此话术，且不可恢复。确认删除吗？')).toBeTruthy();
    const answer = within(dialog).getByRole('textbox');
    await user.clear(answer);
    await user.type(answer, 'no');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('输入不正确')).toBeTruthy();
    expect(bodiesOf('/deleteSpeechSkill')).toEqual([]);
    await user.clear(answer);
    await user.type(answer, 'yes{Enter}');
    expect(await screen.findByText('删除成功')).toBeTruthy();
    expect(bodiesOf('/deleteSpeechSkill')).toEqual([{ id: 5 }]);
  });

  it('发布 is on the row of an approved script only, and publishes it once confirmed', async () => {
    const user = await clickInRow('待发布话术', PUBLISH);
    for (const name of ['已发布话术', '审核中话术', '被驳回话术', '新话术']) {
      expect(within(rowOf(name)).queryByRole('button', { name: PUBLISH })).toBeNull();
    }
    const dialog = await dialogTitled('发布话术');
    expect(within(dialog).getByText('发布后，外呼任务将使用审核通过的这一版话术。确定发布吗？')).toBeTruthy();
    expect(bodiesOf('/publish')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: PUBLISH }));
    expect(await screen.findByText('发布成功')).toBeTruthy();
    expect(bodiesOf('/publish')).toEqual([{ id: 6 }]);
  });

  it('a publication that warns of transfers finding nobody lists the warnings', async () => {
    const warning = '企业还没有坐席，转人工将无人接听，请在 团队管理 中添加坐席';
    publishAnswer = ok([{ version: 2, status: 4, warnings: [{ message: warning }] }]);
    const user = await clickInRow('待发布话术', PUBLISH);
    await user.click(within(await dialogTitled('发布话术')).getByRole('button', { name: PUBLISH }));
    const answer = await dialogTitled('发布成功');
    expect(within(answer).getByText('1 条转人工提醒（不影响发布）：')).toBeTruthy();
    expect(within(answer).getByText(warning)).toBeTruthy();
  });

  it('a refused publish shows the server message', async () => {
    publishAnswer = fail(340003, '话术未通过审核，不能发布');
    const user = await clickInRow('待发布话术', PUBLISH);
    await user.click(within(await dialogTitled('发布话术')).getByRole('button', { name: PUBLISH }));
    expect(await screen.findByText('话术未通过审核，不能发布')).toBeTruthy();
  });

  it('a refused delete shows the server message', async () => {
    deleteAnswer = fail(340004, '话术正在被外呼任务使用中，不能删除');
    const user = await clickInRow('新话术', DELETE);
    await user.click(within(await dialogTitled('提示')).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('话术正在被外呼任务使用中，不能删除')).toBeTruthy();
  });

  it('新建话术 checks its fields, then creates with name, industry and type', async () => {
    const user = userEvent.setup();
    renderRoute('/speech/myspeech', '/speech/myspeech', <MySpeechPage />);
    await user.click(await screen.findByRole('button', { name: /新建话术/ }));
    const dialog = await dialogTitled('新建话术');
    await user.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await within(dialog).findByText('请输入话术名称')).toBeTruthy();
    expect(within(dialog).getByText('请选择话术所属行业', { selector: '.ant-form-item-explain-error' })).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox'), '带-符号');
    expect(await within(dialog).findByText('话术名称格式不正确')).toBeTruthy();
    await user.clear(within(dialog).getByRole('textbox'));
    await user.type(within(dialog).getByRole('textbox'), '课程邀约二期');
    await user.click(within(dialog).getByRole('combobox'));
    await user.click(await screen.findByTitle('教育'));
    await user.click(within(dialog).getByText('动态话术'));
    await user.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('创建成功')).toBeTruthy();
    expect(bodiesOf('/saveSpeechSkill')).toEqual([
      { name: '课程邀约二期', industryType: 'education', type: 2, jsonData: '{}', version: 1 },
    ]);
  });

  // The review dialog's first import and the table's role queries take 15-20 s here on an idle
  // machine; a loaded CI machine needs more than the default 30 s.
  it('the platform operator reviews under 待审核: 驳回 needs the reason, which is sent with the version', async () => {
    signInForTest({ ...demoSession, master: '2' });
    const user = userEvent.setup();
    renderRoute('/speech/myspeech', '/speech/myspeech', <MySpeechPage />);
    await user.click(await screen.findByRole('tab', { name: '待审核' }));
    const row = (await screen.findByText('第 3 版')).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: /驳\s*回/ }));
    const dialog = await dialogTitled('驳回话术');
    const reject = within(dialog).getByRole('button', { name: /驳\s*回/ }) as HTMLButtonElement;
    expect(reject.disabled).toBe(true);
    await user.type(within(dialog).getByRole('textbox'), '开场白没有说明公司名称');
    await user.click(reject);
    expect(await screen.findByText('已驳回')).toBeTruthy();
    expect(bodiesOf('/reviewSpeechSkill')).toEqual([
      { id: 2, version: 3, approve: false, remark: '开场白没有说明公司名称' },
    ]);
    await user.click(within(row).getByRole('button', { name: /通\s*过/ }));
    await waitFor(() => expect(bodiesOf('/reviewSpeechSkill')).toHaveLength(2));
    expect(bodiesOf('/reviewSpeechSkill')[1]).toEqual({ id: 2, version: 3, approve: true });
  }, 60_000);

  it('a member of the enterprise has no 待审核', async () => {
    renderRoute('/speech/myspeech', '/speech/myspeech', <MySpeechPage />);
    await screen.findByText('已发布话术');
    expect(screen.queryByRole('tab', { name: '待审核' })).toBeNull();
  });
});
