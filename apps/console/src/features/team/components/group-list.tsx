import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { type AcdGroupRow, TEAM_TEXTS } from '@console/contracts';
import AntdApp from 'antd/es/app';
import Button from 'antd/es/button';
import Spin from 'antd/es/spin';
import { useDeleteGroup } from '../api/delete-group.ts';
import { useGroups } from '../api/get-groups.ts';
import { useUngroupedCount } from '../api/get-ungrouped-count.ts';
import { ALL_MEMBERS, filterKey, type GroupFilter } from '../group-filter.ts';
import { useCanManageTeam } from '../team-viewer.ts';

interface GroupListProps {
  filter: GroupFilter;
  onFilter: (filter: GroupFilter) => void;
  /** 新建分组 (no group) or a group's edit icon. */
  onEdit: (group?: AcdGroupRow) => void;
}

function GroupEntry(props: { label: string; selected: boolean; onClick: () => void }) {
  return (
    <button
      type="button"
      className={props.selected ? 'group-entry group-entry-selected' : 'group-entry'}
      aria-pressed={props.selected}
      onClick={props.onClick}
    >
      {props.label}
    </button>
  );
}

/**
 * The left column of 成员管理 (modules-spec 6.2): 未分组（N）, then each group with its member
 * count. A click filters the table; a second click on the same entry shows every member again.
 */
export function GroupList({ filter, onFilter, onEdit }: GroupListProps) {
  const { message, modal } = AntdApp.useApp();
  const canManage = useCanManageTeam();
  const groups = useGroups();
  const ungrouped = useUngroupedCount();
  const remove = useDeleteGroup();

  const toggle = (next: GroupFilter) => onFilter(filterKey(next) === filterKey(filter) ? ALL_MEMBERS : next);

  const askDelete = (group: AcdGroupRow) =>
    modal.confirm({
      title: '删除确认',
      content: TEAM_TEXTS.groupDeleteConfirm,
      okText: '确定',
      cancelText: '取消',
      onOk: () =>
        remove.mutateAsync(group.id).then(
          () => {
            message.success('删除成功');
            if (filter.kind === 'group' && filter.id === group.id) onFilter(ALL_MEMBERS);
          },
          () => message.error('删除失败'),
        ),
    });

  return (
    <nav className="group-list" aria-label="分组">
      <Button block type="primary" icon={<PlusOutlined />} disabled={!canManage} onClick={() => onEdit()}>
        新建分组
      </Button>
      <Spin spinning={groups.isPending || ungrouped.isPending}>
        <ul>
          <li>
            <GroupEntry
              label={`${TEAM_TEXTS.ungrouped}（${ungrouped.data ?? 0}）`}
              selected={filter.kind === 'ungrouped'}
              onClick={() => toggle({ kind: 'ungrouped' })}
            />
          </li>
          {groups.data?.map((group) => (
            <li key={group.id}>
              <GroupEntry
                label={`${group.name}（${group.agentsCountOfAcd}）`}
                selected={filter.kind === 'group' && filter.id === group.id}
                onClick={() => toggle({ kind: 'group', id: group.id, name: group.name })}
              />
              {canManage && (
                <span className="group-actions">
                  <Button
                    type="text"
                    size="small"
                    aria-label={`编辑分组${group.name}`}
                    icon={<EditOutlined />}
                    onClick={() => onEdit(group)}
                  />
                  <Button
                    type="text"
                    size="small"
                    danger
                    aria-label={`删除分组${group.name}`}
                    icon={<DeleteOutlined />}
                    onClick={() => askDelete(group)}
                  />
                </span>
              )}
            </li>
          ))}
        </ul>
        {groups.isError && <p className="group-list-note">分组加载失败</p>}
        {groups.data?.length === 0 && <p className="group-list-note">暂无分组</p>}
      </Spin>
    </nav>
  );
}
