import PlusOutlined from '@ant-design/icons/PlusOutlined';
import AntdApp from 'antd/es/app';
import Button from 'antd/es/button';
import type { ColumnsType } from 'antd/es/table';
import { lazy, Suspense, useState } from 'react';
import { useTypedYesConfirm } from '../../../shared/confirm/typed-yes-confirm.tsx';
import { useServerList } from '../../../shared/table/server-list.ts';
import { useDeleteUser } from '../api/delete-user.ts';
import { useUsers } from '../api/get-users.ts';
import { failureWithReason } from '../failure-text.ts';
import { useCanManageTeam } from '../team-viewer.ts';
import { MemberActions } from './member-actions.tsx';
import type { UserRow } from './member-dialog.tsx';
import { PhoneSearch } from './phone-search.tsx';
import { PrivilegeTags } from './privilege-tags.tsx';
import { TeamTable } from './team-table.tsx';

// The dialog loads when first opened: the list draws with less code.
const MemberDialog = lazy(() => import('./member-dialog.tsx').then((m) => ({ default: m.MemberDialog })));

type SortName = 'createTime';

/** 成员管理 without the agent function (modules-spec 6.1): the members, searched by phone. */
export function MemberList() {
  const { message } = AntdApp.useApp();
  const canManage = useCanManageTeam();
  const list = useServerList<SortName>({ sortName: 'createTime', sortOrder: 'desc' });
  const { name: phone, pageIndex, pageSize, sortName, sortOrder } = list.state;
  const users = useUsers({
    pageIndex,
    pageSize,
    phone: phone || undefined,
    sortName,
    sortOrder,
  });
  const remove = useDeleteUser();
  const { confirm, prompt } = useTypedYesConfirm();
  // null: closed; undefined: adding; a row: editing it.
  const [editing, setEditing] = useState<UserRow | undefined | null>(null);

  const askDelete = (row: UserRow) =>
    confirm({
      thing: '成员',
      onConfirm: () =>
        remove.mutateAsync(row.id).then(
          () => message.success('删除成功'),
          (error) => message.error(failureWithReason(error, '删除失败')),
        ),
    });

  const columns: ColumnsType<UserRow> = [
    { title: '姓名', dataIndex: 'surname', key: 'surname' },
    { title: '手机号码', dataIndex: 'phone', key: 'phone' },
    {
      title: '权限',
      key: 'privilege',
      render: (_value, row) => <PrivilegeTags privilege={row.privilege} master={row.master === 1} />,
    },
    {
      title: '创建时间',
      dataIndex: 'createTime',
      key: 'createTime',
      sorter: true,
      sortOrder: list.sortOrderOf('createTime'),
      sortDirections: ['descend', 'ascend', 'descend'],
      width: 190,
    },
    {
      title: '操作',
      key: 'actions',
      width: 150,
      render: (_value, row) => (
        <MemberActions
          canManage={canManage}
          master={row.master === 1}
          onEdit={() => setEditing(row)}
          onDelete={() => askDelete(row)}
        />
      ),
    },
  ];

  return (
    <>
      <div className="team-toolbar">
        <PhoneSearch onSearch={list.search} />
        <Button type="primary" icon={<PlusOutlined />} disabled={!canManage} onClick={() => setEditing(undefined)}>
          新增成员
        </Button>
      </div>
      <TeamTable<UserRow>
        rowKey="id"
        columns={columns}
        result={users}
        list={list}
        failedText="成员列表加载失败"
        emptyText={phone ? '没有找到该手机号码的成员' : '暂无成员'}
      />
      <Suspense fallback={null}>
        {editing !== null && <MemberDialog member={editing} onClose={() => setEditing(null)} />}
      </Suspense>
      {prompt}
    </>
  );
}
