import type { AcdGroupRow, AgentAcdRow, AgentDetailRow } from '@console/contracts';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, ok, type Reply, type SeenRequest } from '../../../../test/api-server.ts';
import { buttonIn } from '../../../../test/buttons.ts';
import { dialogTitled, tableSettled } from '../../../../test/dialogs.ts';
import { demoSession } from '../../../../test/fixtures.ts';
import { openOption } from '../../../../test/selects.ts';
import { openTeamPage, rowOf, teamServer } from '../../../../test/team-page.tsx';

configure({ asyncUtilTimeout: 5_000 });

const group = (id: number, name: string, changes: Partial<AcdGroupRow> = {}): AcdGroupRow => ({
  id,
  name,
  strategy: 'longest-idle-agent',
  maxTries: 30,
  arConfig: '{}',
  agentsCountOfAcd: 2,
  createTime: '2026-11-20 10:00:00',
  ...changes,
});
const GROUPS = [
  group(5, '售后组', { arConfig: '{"know":11,"model":"m1"}' }),
  group(6, '销售组', { agentsCountOfAcd: 0 }),
];

const member = (userId: number, userName: string, changes: Partial<AgentAcdRow> = {}): AgentAcdRow => ({
  userId,
  agentId: '',
  agentCode: '',
  userName,
  phoneNo: `1380000000${userId}`,
  acdId: '',
  acdIds: [],
  acdName: '',
  master: 0,
  ifMonitor: 0,
  dn: '',
  dnConnectType: 'bridge',
  privilege: 0,
  createTime: '2026-11-20 10:00:00',
  ...changes,
});
const MEMBERS = [
  member(1, '演示管理员', { master: 1, ifMonitor: 2, agentId: '31', agentCode: '1001', dn: '8001', acdId: '5' }),
  member(2, '张三', {
    agentId: '32',
    agentCode: '1002',
    dn: '8002',
    ifMonitor: 1,
    acdId: '5',
    acdIds: [5],
    acdName: '售后组',
    privilege: 0b0100_0000,
  }),
  member(3, '李四'),
];

const DETAIL: AgentDetailRow = {
  agentModel: { id: '32', code: '1002', ifMonitor: 1, dnConnectType: 'uuid_bridge', dn: '8002' },
  ucUserDto: { id: 2, surname: '张三', phone: '13800000002', privilege: 0b0100_0001, master: 0 },
  acdModels: [{ id: 5, name: '售后组' }],
};

function answer(request: SeenRequest): Reply {
  const path = request.path;
  const body = request.body as { isDefault?: number };
  if (path.endsWith('/acd/query')) return ok(GROUPS);
  if (path.endsWith('/queryAgentsAcdsByPage')) {
    // 未分组's count: one row asked, the total answered.
    if (body.isDefault === 1) return { body: { code: 0, message: 'success', result: { rows: [], totalCount: 3 } } };
    return ok(MEMBERS);
  }
  if (path.endsWith('/list-acd-agent')) {
    return ok([
      { agentId: '31', agentCode: '1001', userName: '演示管理员', dn: '8001', state: 'busy', idleSince: null },
      { agentId: '32', agentCode: '1002', userName: '张三', dn: '8002', state: 'idle', idleSince: null },
    ]);
  }
  if (path.endsWith('/queryByAgentId')) return ok([DETAIL]);
  if (path.endsWith('/querylistByBus')) {
    return ok([
      { id: 11, cname: '售后问答' },
      { id: 12, cname: '常用回复' },
    ]);
  }
  return ok();
}

const team = teamServer(true, answer);

const groups = () => screen.getByRole('navigation', { name: '分组' });
const openTeam = (viewer = demoSession) => openTeamPage('张三', viewer);

describe('TeamPage with the agent function', { timeout: 30_000 }, () => {
  it('lists the groups with their counts and the members with "--" for what they lack', async () => {
    await openTeam();
    expect(await within(groups()).findByText('未分组（3）')).toBeTruthy();
    expect(within(groups()).getByText('售后组（2）')).toBeTruthy();
    expect(within(groups()).getByText('销售组（0）')).toBeTruthy();
    expect(team.bodiesOf('/queryAgentsAcdsByPage')).toContainEqual({ isDefault: 1, pageIndex: 1, pageSize: 1 });
    expect(team.bodiesOf('/queryAgentsAcdsByPage')).toContainEqual({ isDefault: 0, pageIndex: 1, pageSize: 10 });

    expect(within(rowOf('演示管理员')).getByText('管理员')).toBeTruthy();
    expect(within(rowOf('张三')).getByText('人工坐席')).toBeTruthy();
    expect(within(rowOf('张三')).getByText('售后组')).toBeTruthy();
    expect(within(rowOf('张三')).getByText('8002')).toBeTruthy();
    expect(within(rowOf('张三')).getByText('数据统计')).toBeTruthy();
    expect(within(rowOf('李四')).getByText('操作员')).toBeTruthy();
    // 工号, 分机号, 所属分组 and 权限 are empty for an operator.
    expect(within(rowOf('李四')).getAllByText('--')).toHaveLength(4);
    expect(buttonIn(rowOf('演示管理员'), '删除').disabled).toBe(true);
    expect(screen.queryByText('状态')).toBeNull();
  });

  it('a group filters the table and shows its agents’ live state; 未分组 asks for those in none', async () => {
    const click = userEvent.setup();
    await openTeam();
    await click.click(await within(groups()).findByText('售后组（2）'));
    await waitFor(() =>
      expect(team.bodiesOf('/queryAgentsAcdsByPage').at(-1)).toEqual({
        isDefault: 0,
        acdId: 5,
        pageIndex: 1,
        pageSize: 10,
      }),
    );
    await screen.findByText('空闲');
    expect(within(rowOf('张三')).getByText('空闲')).toBeTruthy();
    expect(within(rowOf('演示管理员')).getByText('通话中')).toBeTruthy();
    expect(team.bodiesOf('/list-acd-agent')).toEqual([{ acdId: 5 }]);
    expect(screen.getByText('分组：售后组')).toBeTruthy();

    await tableSettled();
    await click.click(within(groups()).getByText('未分组（3）'));
    await waitFor(() =>
      expect(team.bodiesOf('/queryAgentsAcdsByPage').at(-1)).toEqual({ isDefault: 1, pageIndex: 1, pageSize: 10 }),
    );
    await tableSettled();
    await click.click(buttonIn(document.body, '显示全部'));
    await waitFor(() =>
      expect(team.bodiesOf('/queryAgentsAcdsByPage').at(-1)).toEqual({ isDefault: 0, pageIndex: 1, pageSize: 10 }),
    );
    expect(screen.queryByText('状态')).toBeNull();
  });

  it('a member who is not the main account sees the groups but changes nothing', async () => {
    await openTeam({ ...demoSession, master: 0, privilege: [0, 0, 0, 0, 0, 0, 0, 1] });
    await within(groups()).findByText('售后组（2）');
    expect(buttonIn(document.body, '新建分组').disabled).toBe(true);
    expect(buttonIn(document.body, '新增客服账号').disabled).toBe(true);
    expect(screen.queryByLabelText('编辑分组售后组')).toBeNull();
    expect(buttonIn(rowOf('张三'), '编辑').disabled).toBe(true);
  });

  it('创建分组 checks the fields and saves the strategy, 30 tries and the knowledge bases', async () => {
    const click = userEvent.setup();
    await openTeam();
    await click.click(buttonIn(document.body, '新建分组'));
    const dialog = await dialogTitled('创建分组');
    await click.click(buttonIn(dialog, '确定'));
    expect(await within(dialog).findByText('请输入分组名称')).toBeTruthy();
    expect(
      await within(dialog).findByText('请选择转坐席策略', { selector: '.ant-form-item-explain-error' }),
    ).toBeTruthy();
    expect((within(dialog).getByLabelText('最大尝试次数') as HTMLInputElement).value).toBe('30');
    expect(within(dialog).queryByLabelText('知识库')).toBeNull();

    await click.type(within(dialog).getByLabelText('分组名称'), '回访组');
    await click.click(within(dialog).getByRole('combobox', { name: '转坐席策略' }));
    await click.click(await openOption('工号轮选'));
    await click.click(within(dialog).getByRole('switch', { name: '高级' }));
    await click.click(within(dialog).getByRole('combobox', { name: '知识库' }));
    await click.click(await openOption('售后问答'));
    await click.click(within(dialog).getByRole('combobox', { name: '常用语' }));
    await click.click(await openOption('常用回复'));
    await click.click(buttonIn(dialog, '确定'));
    expect(await screen.findByText('保存成功')).toBeTruthy();
    expect(team.bodiesOf('/acd/create')).toEqual([
      { name: '回访组', strategy: 'code-round-robin', maxTries: 30, arConfig: '{"know":11,"silence":12}' },
    ]);
  });

  it('编辑分组 starts from the stored group, keeps its quality model and shows a refusal', async () => {
    team.answers['/acd/update'] = fail(350003, '分组名称已存在');
    const click = userEvent.setup();
    await openTeam();
    await click.click(await within(groups()).findByLabelText('编辑分组售后组'));
    const dialog = await dialogTitled('编辑分组');
    expect((within(dialog).getByLabelText('分组名称') as HTMLInputElement).value).toBe('售后组');
    expect(within(dialog).getByText('最长空闲')).toBeTruthy();
    expect(await within(dialog).findByText('售后问答')).toBeTruthy();
    // 高级 off drops the knowledge bases.
    await click.click(within(dialog).getByRole('switch', { name: '高级' }));
    await click.type(within(dialog).getByLabelText('分组名称'), '{Enter}');
    expect(await screen.findByText('分组名称已存在')).toBeTruthy();
    expect(team.bodiesOf('/acd/update')).toEqual([
      { id: 5, name: '售后组', strategy: 'longest-idle-agent', maxTries: 30, arConfig: '{"model":"m1"}' },
    ]);
  });

  it('deletes a group after 删除确认 and shows every member again', async () => {
    const click = userEvent.setup();
    await openTeam();
    await click.click(await within(groups()).findByText('售后组（2）'));
    await click.click(within(groups()).getByLabelText('删除分组售后组'));
    const confirm = await screen.findByText('删除规则组后将无法恢复，确定删除？');
    expect(screen.getByText('删除确认', { selector: '.ant-modal-confirm-title' })).toBeTruthy();
    await click.click(buttonIn(confirm.closest('.ant-modal') as HTMLElement, '确定'));
    expect(await screen.findByText('删除成功')).toBeTruthy();
    expect(team.bodiesOf('/acd/delete')).toEqual([{ id: 5 }]);
    expect(screen.queryByText('分组：售后组')).toBeNull();
  });

  it('添加成员 asks agents for their groups and checks the 工号', async () => {
    const click = userEvent.setup();
    await openTeam();
    await click.click(buttonIn(document.body, '新增客服账号'));
    const dialog = await dialogTitled('添加成员');
    expect(within(dialog).getByText('该成员的初始密码为手机号的后6位')).toBeTruthy();
    await click.click(buttonIn(dialog, '确定'));
    expect(await within(dialog).findByText('请选择角色', { selector: '.ant-form-item-explain-error' })).toBeTruthy();
    expect(await within(dialog).findByText('请输入成员名称')).toBeTruthy();
    expect(await within(dialog).findByText('请输入手机号')).toBeTruthy();
    expect(within(dialog).queryByLabelText('工号')).toBeNull();

    await click.click(within(dialog).getByLabelText('人工坐席'));
    await click.type(within(dialog).getByLabelText('工号'), '10a');
    expect(await within(dialog).findByText('工号只能为数字')).toBeTruthy();
    await click.clear(within(dialog).getByLabelText('工号'));
    await click.type(within(dialog).getByLabelText('工号'), '1003');
    await click.type(within(dialog).getByLabelText('姓名'), '王五');
    await click.type(within(dialog).getByLabelText('手机号'), '13800000009');
    await click.click(buttonIn(dialog, '确定'));
    expect(await within(dialog).findByText('请选择分组', { selector: '.ant-form-item-explain-error' })).toBeTruthy();
    await click.click(within(dialog).getByRole('combobox', { name: '所属分组' }));
    await click.click(await openOption('销售组'));
    await click.click(within(dialog).getByLabelText('预先呼通'));
    await click.click(within(dialog).getByRole('switch', { name: '团队管理' }));
    await click.click(buttonIn(dialog, '确定'));
    expect(await screen.findByText('保存成功')).toBeTruthy();
    expect(team.bodiesOf('/uc/agent/create')).toEqual([
      {
        agentModel: { code: '1003', ifMonitor: 1, dnConnectType: 'uuid_bridge' },
        ucUserDto: { surname: '王五', phone: '13800000009', privilege: 0b1100_1000 },
        acdModels: [{ id: 6 }],
      },
    ]);
  });

  it('an operator is saved without 工号 or groups; a refusal shows the server’s reason', async () => {
    team.answers['/uc/agent/create'] = fail(350001, '坐席数量已达上限，请联系客服增加坐席数');
    const click = userEvent.setup();
    await openTeam();
    await click.click(buttonIn(document.body, '新增客服账号'));
    const dialog = await dialogTitled('添加成员');
    await click.click(within(dialog).getByLabelText('坐席班长'));
    await click.type(within(dialog).getByLabelText('工号'), '1004');
    await click.click(within(dialog).getByLabelText('操作员'));
    expect(within(dialog).queryByLabelText('工号')).toBeNull();
    await click.type(within(dialog).getByLabelText('姓名'), '赵六');
    await click.type(within(dialog).getByLabelText('手机号'), '13800000008{Enter}');
    expect(await screen.findByText('坐席数量已达上限，请联系客服增加坐席数')).toBeTruthy();
    expect(team.bodiesOf('/uc/agent/create')).toEqual([
      {
        agentModel: { code: '', ifMonitor: 0, dnConnectType: 'bridge' },
        ucUserDto: { surname: '赵六', phone: '13800000008', privilege: 0b0100_1000 },
        acdModels: [],
      },
    ]);
  });

  it('编辑成员 starts from the stored member, keeps the phone and the other privilege bits', async () => {
    const click = userEvent.setup();
    await openTeam();
    await click.click(buttonIn(rowOf('张三'), '编辑'));
    const dialog = await dialogTitled('编辑成员');
    const phone = within(dialog).getByLabelText('手机号') as HTMLInputElement;
    await waitFor(() => expect(phone.value).toBe('13800000002'));
    expect(phone.readOnly).toBe(true);
    expect(team.bodiesOf('/queryByAgentId')).toEqual([{ userId: 2 }]);
    expect((within(dialog).getByLabelText('工号') as HTMLInputElement).value).toBe('1002');
    expect(within(dialog).getByText('售后组')).toBeTruthy();
    expect((within(dialog).getByLabelText('预先呼通') as HTMLInputElement).checked).toBe(true);
    await click.click(within(dialog).getByRole('switch', { name: '导出报表' }));
    await click.clear(within(dialog).getByLabelText('姓名'));
    await click.type(within(dialog).getByLabelText('姓名'), '张三丰{Enter}');
    expect(await screen.findByText('编辑成功')).toBeTruthy();
    expect(team.bodiesOf('/uc/agent/update')).toEqual([
      {
        agentModel: { id: '32', code: '1002', ifMonitor: 1, dnConnectType: 'uuid_bridge' },
        ucUserDto: { id: 2, surname: '张三丰', privilege: 0b0100_1001 },
        acdModels: [{ id: 5 }],
      },
    ]);
  });

  it('deletes a member after the plain confirm', async () => {
    const click = userEvent.setup();
    await openTeam();
    await click.click(buttonIn(rowOf('张三'), '删除'));
    const confirm = await screen.findByText('删除该成员后将无法恢复，确定删除？');
    await click.click(buttonIn(confirm.closest('.ant-modal') as HTMLElement, '确定'));
    expect(await screen.findByText('删除成功')).toBeTruthy();
    expect(team.bodiesOf('/uc/agent/delete')).toEqual([{ userId: 2, agentId: '32' }]);
  });
});
