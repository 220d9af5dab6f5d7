import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { type AgentAcdRow, roleLabel, TEAM_TEXTS } from '@console/contracts';
import AntdApp from 'antd/es/app';
import Button from 'antd/es/button';
import type { ColumnsType } from 'antd/es/table';
import { useServerList } from '../../../shared/table/server-list.ts';
import { useDeleteAgent } from '../api/delete-agent.ts';
import { useGroupAgentStates } from '../api/get-group-agents.ts';
import { useTeamMembers } from '../api/get-team-members.ts';
import { type GroupFilter, membersQueryOf } from '../group-filter.ts';
import { useCanManageTeam } from '../team-viewer.ts';
import { AgentStateBadge } from './agent-state-badge.tsx';
import { MemberActions } from './member-actions.tsx';
import { PhoneSearch } from './phone-search.tsx';
import { PrivilegeTags } from './privilege-tags.tsx';
import { TeamTable } from './team-table.tsx';

interface AgentTableProps {
  filter: GroupFilter;
  onClearFilter: () => void;
  /** 新增客服账号 (no id) or a row's 编辑. */
  onEdit: (userId?: number) => void;
}

const orDash = (text: string) => text || '--';

function filterLabel(filter: GroupFilter): string | null {
  if (filter.kind === 'ungrouped') return TEAM_TEXTS.ungrouped;
  if (filter.kind === 'group') return filter.name;
  return null;
}

/** The right side of 成员管理 (modules-spec 6.2): the members of the chosen group, or all of them. */
export function AgentTable({ filter, onClearFilter, onEdit }: AgentTableProps) {
  const { message, modal } = AntdApp.useApp();
  const canManage = useCanManageTeam();
  const list = useServerList();
  const { name: phone, pageIndex, pageSize } = list.state;
  const groupQuery = membersQueryOf(filter);
  const members = useTeamMembers({
    ...groupQuery,
    phone: phone || undefined,
    pageIndex,
    pageSize,
  });
  const states = useGroupAgentStates(groupQuery.acdId);
  const remove = useDeleteAgent();
  const label = filterLabel(filter);

  const askDelete = (row: AgentAcdRow) =>
    modal.confirm({
      title: '提示',
      content: TEAM_TEXTS.memberDeleteConfirm,
      okText: '确定',
      cancelText: '取消',
      onOk: () =>
        remove.mutateAsync({ userId: row.userId, agentId: row.agentId || undefined }).then(
          () => message.success('删除成功'),
          () => message.error('删除失败'),
        ),
    });

  const columns: ColumnsType<AgentAcdRow> = [
    { title: '工号', key: 'agentCode', render: (_value, row) => orDash(row.agentCode) },
    { title: '姓名', key: 'userName', render: (_value, row) => orDash(row.userName) },
    { title: '手机号', key: 'phoneNo', render: (_value, row) => orDash(row.phoneNo) },
    { title: '分机号', key: 'dn', render: (_value, row) => orDash(row.dn) },
    { title: '所属分组', key: 'acdName', render: (_value, row) => orDash(row.acdName) },
    { title: '角色', key: 'role', render: (_value, row) => roleLabel(row.ifMonitor, row.master === 1) },
    {
      title: '权限',
      key: 'privilege',
      render: (_value, row) => <PrivilegeTags privilege={row.privilege} master={row.master === 1} />,
    },
    // Live states exist per group: the column shows while one is chosen.
    ...(groupQuery.acdId === undefined
      ? []
      : [
          {
            title: '状态',
            key: 'state',
            width: 100,
            render: (_value: unknown, row: AgentAcdRow) => <AgentStateBadge state={states.data?.get(row.agentId)} />,
          },
        ]),
    {
      title: '操作',
      key: 'actions',
      width: 130,
      render: (_value, row) => (
        <MemberActions
          canManage={canManage}
          master={row.master === 1}
          onEdit={() => onEdit(row.userId)}
          onDelete={() => askDelete(row)}
        />
      ),
    },
  ];

  return (
    <div className="agent-table">
      <div className="team-toolbar">
        <span className="team-toolbar-start">
          <PhoneSearch onSearch={list.search} />
          {label && (
            <span className="group-filter">
              分组：{label}
              <Button type="link" size="small" onClick={onClearFilter}>
                显示全部
              </Button>
            </span>
          )}
        </span>
        <Button type="primary" icon={<PlusOutlined />} disabled={!canManage} onClick={() => onEdit()}>
          新增客服账号
        </Button>
      </div>
      <TeamTable<AgentAcdRow>
        rowKey="userId"
        columns={columns}
        result={members}
        list={list}
        failedText="成员列表加载失败"
        emptyText={phone ? '没有找到该手机号码的成员' : '暂无成员'}
      />
    </div>
  );
}
