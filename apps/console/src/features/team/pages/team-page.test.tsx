import type { AuditRow, RowOf, userApi } from '@console/contracts';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, ok, type SeenRequest } from '../../../../test/api-server.ts';
import { buttonIn } from '../../../../test/buttons.ts';
import { dialogTitled, tableSettled } from '../../../../test/dialogs.ts';
import { demoSession } from '../../../../test/fixtures.ts';
import { openTeamPage, rowOf, teamServer } from '../../../../test/team-page.tsx';

configure({ asyncUtilTimeout: 5_000 });

type UserRow = RowOf<typeof userApi.queryUserList>;

const user = (id: number, surname: string, changes: Partial<UserRow> = {}): UserRow => ({
  id,
  phone: `1380000000${id}`,
  surname,
  master: 0,
  privilege: 0,
  bindStatus: 0,
  role: 0,
  createTime: '2026-11-20 10:00:00',
  ...changes,
});

const USERS = [
  user(1, '演示管理员', { master: 1, privilege: 0 }),
  // Bit 0 has no switch: editing the member must keep it.
  user(2, '张三', { privilege: 0b0100_0001 }),
  user(3, '李四', { privilege: 0 }),
];

const audit = (id: number, changes: Partial<AuditRow>): AuditRow => ({
  id,
  action: 'member.update',
  actionName: '编辑成员',
  actorName: '演示管理员',
  actorPhone: '13800000000',
  targetName: '张三',
  before: null,
  after: null,
  createTime: '2026-11-21 09:30:00',
  ...changes,
});

const AUDIT = [
  audit(1, { before: { surname: '张三', privilege: '数据统计' }, after: { surname: '张三丰', privilege: '' } }),
  audit(2, { action: 'member.create', actionName: '新增成员', targetName: '李四', after: { phone: '13800000003' } }),
];

const team = teamServer(false, (request: SeenRequest) => {
  if (request.path.endsWith('/queryUserList')) return ok(USERS);
  if (request.path.endsWith('/manage/audit/query')) return ok(AUDIT);
  return ok();
});

const member = { ...demoSession, master: 0 as const, privilege: [0, 0, 0, 0, 0, 0, 0, 1] };
const openTeam = (viewer = demoSession) => openTeamPage('张三', viewer);

describe('TeamPage without the agent function', { timeout: 30_000 }, () => {
  it('lists the members with their privileges, newest first, and searches by phone', async () => {
    const click = userEvent.setup();
    await openTeam();
    expect(team.bodiesOf('/queryUserList')[0]).toEqual({
      pageIndex: 1,
      pageSize: 10,
      sortName: 'createTime',
      sortOrder: 'desc',
    });
    expect(within(rowOf('张三')).getByText('数据统计')).toBeTruthy();
    expect(within(rowOf('张三')).queryByText('导出报表')).toBeNull();
    expect(within(rowOf('李四')).getByText('--')).toBeTruthy();
    // The main account has every privilege whatever its bits.
    for (const name of ['数据统计', '导出报表', '团队管理'])
      expect(within(rowOf('演示管理员')).getByText(name)).toBeTruthy();
    expect(buttonIn(rowOf('演示管理员'), '删除').disabled).toBe(true);
    expect(buttonIn(rowOf('张三'), '删除').disabled).toBe(false);
    // No groups without the agent function.
    expect(screen.queryByText('新建分组')).toBeNull();

    await click.type(screen.getByRole('textbox', { name: '手机号码' }), '13800000002{Enter}');
    await waitFor(() =>
      expect(team.bodiesOf('/queryUserList').at(-1)).toMatchObject({ phone: '13800000002', pageIndex: 1 }),
    );
    await tableSettled();
    await click.click(screen.getByText('创建时间'));
    await waitFor(() =>
      expect(team.bodiesOf('/queryUserList').at(-1)).toMatchObject({ sortName: 'createTime', sortOrder: 'asc' }),
    );
  });

  it('a member who is not the main account changes nothing', async () => {
    await openTeam(member);
    expect(buttonIn(document.body, '新增成员').disabled).toBe(true);
    expect(buttonIn(rowOf('张三'), '编辑').disabled).toBe(true);
    expect(buttonIn(rowOf('张三'), '删除').disabled).toBe(true);
  });

  it('新增成员 checks the fields, starts from the default privileges and adds the member', async () => {
    const click = userEvent.setup();
    await openTeam();
    await click.click(buttonIn(document.body, '新增成员'));
    const dialog = await dialogTitled('新增团队成员');
    expect(within(dialog).getByText('注：该成员的初始密码为手机号的后6位')).toBeTruthy();
    const surname = within(dialog).getByLabelText('姓名');
    const phone = within(dialog).getByLabelText('手机号码');
    await click.type(surname, '{Enter}');
    expect(await within(dialog).findByText('请输入姓名')).toBeTruthy();
    expect(await within(dialog).findByText('请输入手机号码')).toBeTruthy();
    await click.type(surname, '王'.repeat(21));
    expect(await within(dialog).findByText('姓名长度不可超过20个字符')).toBeTruthy();
    await click.clear(surname);
    await click.type(surname, '王-五');
    expect(await within(dialog).findByText('姓名格式不正确')).toBeTruthy();
    await click.type(phone, '1234');
    expect(await within(dialog).findByText('手机号码格式不正确')).toBeTruthy();

    const switchOf = (name: string) => within(dialog).getByRole('switch', { name });
    expect(switchOf('数据统计').getAttribute('aria-checked')).toBe('true');
    expect(switchOf('导出报表').getAttribute('aria-checked')).toBe('true');
    expect(switchOf('团队管理').getAttribute('aria-checked')).toBe('false');
    expect(within(dialog).getByText('查看团队成员、分组与操作日志')).toBeTruthy();
    await click.click(switchOf('导出报表'));
    await click.click(switchOf('团队管理'));

    await click.clear(surname);
    await click.type(surname, '王五');
    await click.clear(phone);
    await click.type(phone, '13800000009{Enter}');
    expect(await screen.findByText('创建成功')).toBeTruthy();
    expect(team.bodiesOf('/addUser')).toEqual([{ surname: '王五', phone: '13800000009', privilege: 0b1100_0000 }]);
  });

  it('a refused add names the reason', async () => {
    team.answers['/addUser'] = fail(330023, '手机号已注册');
    const click = userEvent.setup();
    await openTeam();
    await click.click(buttonIn(document.body, '新增成员'));
    const dialog = await dialogTitled('新增团队成员');
    await click.type(within(dialog).getByLabelText('姓名'), '王五');
    await click.type(within(dialog).getByLabelText('手机号码'), '13800000002');
    await click.click(buttonIn(dialog, '确定'));
    expect(await screen.findByText('创建失败，错误信息：手机号已注册')).toBeTruthy();
  });

  it('编辑 changes the name and the named privileges, keeping the other bits', async () => {
    const click = userEvent.setup();
    await openTeam();
    await click.click(buttonIn(rowOf('张三'), '编辑'));
    const dialog = await dialogTitled('编辑团队成员');
    expect(within(dialog).queryByLabelText('手机号码')).toBeNull();
    const surname = within(dialog).getByLabelText('姓名') as HTMLInputElement;
    expect(surname.value).toBe('张三');
    await click.clear(surname);
    await click.type(surname, '张三丰');
    await click.click(within(dialog).getByRole('switch', { name: '数据统计' }));
    await click.click(within(dialog).getByRole('switch', { name: '导出报表' }));
    await click.click(buttonIn(dialog, '确定'));
    expect(await screen.findByText('编辑成功')).toBeTruthy();
    expect(team.bodiesOf('/updateUser')).toEqual([{ id: 2, surname: '张三丰', privilege: 0b0000_1001 }]);
  });

  it('the main account’s edit has no privilege switches and sends none', async () => {
    team.answers['/updateUser'] = fail(200008, '权限不足');
    const click = userEvent.setup();
    await openTeam();
    await click.click(buttonIn(rowOf('演示管理员'), '编辑'));
    const dialog = await dialogTitled('编辑团队成员');
    expect(within(dialog).queryByRole('switch')).toBeNull();
    await click.click(buttonIn(dialog, '确定'));
    expect(await screen.findByText('编辑失败，错误信息：权限不足')).toBeTruthy();
    expect(team.bodiesOf('/updateUser')).toEqual([{ id: 1, surname: '演示管理员' }]);
  });

  it('deletes a member once yes is typed', async () => {
    const click = userEvent.setup();
    await openTeam();
    await click.click(buttonIn(rowOf('李四'), '删除'));
    const prompt = await dialogTitled('提示');
    expect(within(prompt).getByText('将删除此成员，且不可恢复。确认删除吗？')).toBeTruthy();
    await click.click(buttonIn(prompt, '确定'));
    expect(await screen.findByText('删除成功')).toBeTruthy();
    expect(team.bodiesOf('/deleteUser')).toEqual([{ id: 3 }]);
  });

  it('a refused delete names the reason', async () => {
    team.answers['/deleteUser'] = fail(350004, '主账号不能删除');
    const click = userEvent.setup();
    await openTeam();
    await click.click(buttonIn(rowOf('张三'), '删除'));
    await click.click(buttonIn(await dialogTitled('提示'), '确定'));
    expect(await screen.findByText('删除失败，错误信息：主账号不能删除')).toBeTruthy();
  });

  it('操作日志 shows each change as before → after and filters by member and day', async () => {
    const click = userEvent.setup();
    await openTeam();
    await click.click(screen.getByRole('tab', { name: '操作日志' }));
    expect(await screen.findByText('张三 → 张三丰')).toBeTruthy();
    expect(team.bodiesOf('/manage/audit/query')).toEqual([{ pageIndex: 1, pageSize: 10 }]);
    const changed = screen.getByText('编辑成员').closest('tr') as HTMLElement;
    expect(within(changed).getByText('数据统计 → --')).toBeTruthy();
    expect(within(changed).getByText('演示管理员（13800000000）')).toBeTruthy();
    const created = screen.getByText('新增成员', { selector: 'td' }).closest('tr') as HTMLElement;
    expect(within(created).getByText('手机号：')).toBeTruthy();
    expect(within(created).getByText('13800000003')).toBeTruthy();

    await tableSettled();
    await click.click(screen.getByRole('combobox', { name: '成员' }));
    await click.click(await screen.findByText('张三（13800000002）', { selector: '.ant-select-item-option-content' }));
    await waitFor(() =>
      expect(team.bodiesOf('/manage/audit/query').at(-1)).toEqual({ userId: 2, pageIndex: 1, pageSize: 10 }),
    );
    await tableSettled();
    const begin = screen.getByLabelText('开始日期');
    fireEvent.change(begin, { target: { value: '2026-11-01' } });
    await waitFor(() =>
      expect(team.bodiesOf('/manage/audit/query').at(-1)).toEqual({
        userId: 2,
        beginTime: '2026-11-01',
        pageIndex: 1,
        pageSize: 10,
      }),
    );
    const end = screen.getByLabelText('结束日期');
    expect(end.getAttribute('min')).toBe('2026-11-01');
    fireEvent.change(end, { target: { value: '2026-11-21' } });
    await waitFor(() =>
      expect(team.bodiesOf('/manage/audit/query').at(-1)).toEqual({
        userId: 2,
        beginTime: '2026-11-01',
        endTime: '2026-11-21',
        pageIndex: 1,
        pageSize: 10,
      }),
    );
  });
});
