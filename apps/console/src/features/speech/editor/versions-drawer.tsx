import { type SpeechVersionRow, VersionStatus } from '@console/contracts';
import AntdApp from 'antd/es/app';
import Button from 'antd/es/button';
import Drawer from 'antd/es/drawer';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import { Link } from 'react-router';
import { errorText } from '../../../shared/http/api-error.ts';
import { useVersions } from '../api/get-versions.ts';
import { useRestoreVersion } from '../api/restore-version.ts';

const VERSION_STATUS_TEXT: Record<number, string> = {
  [VersionStatus.reviewing]: '审核中',
  [VersionStatus.rejected]: '审核未通过',
  [VersionStatus.approved]: '待发布',
  [VersionStatus.published]: '已发布',
  [VersionStatus.retired]: '曾发布',
};

interface Props {
  id: number;
  open: boolean;
  onClose: () => void;
  /** The draft's revision to restore against; undefined when the draft cannot be changed now. */
  revision: number | undefined;
  onRestored: () => void;
}

/** 版本历史: every submitted version with its review; 查看 opens it read-only, 恢复 makes it the draft. */
export function VersionsDrawer({ id, open, onClose, revision, onRestored }: Props) {
  const { message, modal } = AntdApp.useApp();
  const versions = useVersions(id, open);
  const restore = useRestoreVersion();

  const askRestore = (row: SpeechVersionRow) =>
    modal.confirm({
      title: '恢复版本',
      content: `将第 ${row.version} 版的内容恢复为草稿，当前草稿的修改会被替换（可在历史中再次恢复）。确定恢复吗？`,
      okText: '恢复',
      cancelText: '取消',
      onOk: () =>
        restore.mutateAsync({ id, version: row.version, revision: revision ?? 0 }).then(
          () => {
            message.success('已恢复为草稿');
            onRestored();
          },
          (error) => message.error(errorText(error, '恢复失败')),
        ),
    });

  return (
    <Drawer open={open} onClose={onClose} title="版本历史" size={640}>
      <Table<SpeechVersionRow>
        rowKey="version"
        size="small"
        loading={versions.isPending}
        dataSource={versions.data ?? []}
        pagination={false}
        locale={{ emptyText: '还没有提交过的版本' }}
        columns={[
          {
            title: '版本',
            dataIndex: 'version',
            render: (v: number, row) => (
              <span>
                第 {v} 版
                {row.current && (
                  <Tag color="green" style={{ marginLeft: 6 }}>
                    运行中
                  </Tag>
                )}
              </span>
            ),
          },
          { title: '状态', dataIndex: 'status', render: (s: number) => VERSION_STATUS_TEXT[s] },
          { title: '提交时间', dataIndex: 'createTime', width: 170 },
          { title: '审核意见', dataIndex: 'remark', render: (r: string) => r || '--' },
          {
            title: '操作',
            key: 'actions',
            render: (_v, row) => (
              <span className="table-actions">
                <Link to={`/speech/editor/${id}?version=${row.version}`} onClick={onClose}>
                  查看
                </Link>
                {revision !== undefined && (
                  <Button type="link" size="small" onClick={() => askRestore(row)}>
                    恢复
                  </Button>
                )}
              </span>
            ),
          },
        ]}
      />
    </Drawer>
  );
}
