import PlusOutlined from '@ant-design/icons/PlusOutlined';
import UploadOutlined from '@ant-design/icons/UploadOutlined';
import { Master, SCRIPT_STATUS_TEXT, ScriptStatus, type SpeechSkillRow } from '@console/contracts';
import Alert from 'antd/es/alert';
import AntdApp from 'antd/es/app';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Table, { type ColumnsType } from 'antd/es/table';
import Tabs from 'antd/es/tabs';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTypedYesConfirm } from '../../../shared/confirm/typed-yes-confirm.tsx';
import { errorText } from '../../../shared/http/api-error.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { useServerList } from '../../../shared/table/server-list.ts';
import { useDeleteSpeechSkill } from '../api/delete-speech-skill.ts';
import { useExportSpeechSkill } from '../api/export-speech-skill.ts';
import { useSpeechSkills } from '../api/get-speech-skills.ts';
import { ImportScriptDialog } from '../components/import-script-dialog.tsx';
import { ListSearch } from '../components/list-search.tsx';
import { NewScriptDialog } from '../components/new-script-dialog.tsx';
import { ReviewList } from '../components/review-list.tsx';
import { ReviewRemarkDialog } from '../components/review-remark-dialog.tsx';
import { usePublishScript } from '../components/use-publish-script.tsx';
import { scriptTypeText, speechPaths } from '../speech-paths.ts';
import '../speech.css';

type SortName = 'createTime' | 'modifyTime' | 'status';

const IN_TASK_TEXT = '任务进行中';
const IN_TASK_CONFIRM =
  '当前话术正在被外呼任务使用中，如需修改话术中的动态字段，建议停止任务后进行修改，是否继续修改？';

/** /speech/myspeech (modules-spec 2.3): the enterprise's scripts, their review state and actions. */
export function MySpeechPage() {
  const { message, modal } = AntdApp.useApp();
  const navigate = useNavigate();
  const isOperator = useSessionStore((s) => s.user?.master === Master.operator);
  const list = useServerList<SortName>();
  const { data, isFetching, isError } = useSpeechSkills(list.state);
  const remove = useDeleteSpeechSkill();
  const exporting = useExportSpeechSkill();
  const publish = usePublishScript();
  const { confirm, prompt } = useTypedYesConfirm();
  const [creating, setCreating] = useState(false);
  const [importing, setImporting] = useState(false);
  const [remarkOf, setRemarkOf] = useState<number | undefined>();

  const edit = (row: SpeechSkillRow) => {
    const open = () => navigate(speechPaths.editor(row.id, 'edit'));
    if (row.taskStatus === 1)
      modal.confirm({ title: '提醒', content: IN_TASK_CONFIRM, okText: '确定', cancelText: '取消', onOk: open });
    else open();
  };

  const askDelete = (row: SpeechSkillRow) =>
    confirm({
      thing: '话术',
      onConfirm: () =>
        remove.mutateAsync(row.id).then(
          () => message.success('删除成功'),
          (error) => message.error(errorText(error, '删除失败')),
        ),
    });

  const status = (row: SpeechSkillRow) => {
    if (row.taskStatus === 1) return IN_TASK_TEXT;
    if (row.status === ScriptStatus.rejected) {
      return (
        <span>
          审核未通过{' '}
          <Button type="link" size="small" onClick={() => setRemarkOf(row.id)}>
            查看
          </Button>
        </span>
      );
    }
    return (
      <span>
        {SCRIPT_STATUS_TEXT[row.status]}
        {row.status === ScriptStatus.published && row.draftChanged && (
          <span className="speech-status-changed">（草稿有修改）</span>
        )}
      </span>
    );
  };

  const columns: ColumnsType<SpeechSkillRow> = [
    { title: '话术名称', dataIndex: 'name', key: 'name' },
    {
      title: '创建时间',
      dataIndex: 'createTime',
      key: 'createTime',
      sorter: true,
      sortOrder: list.sortOrderOf('createTime'),
      width: 180,
    },
    {
      title: '更新时间',
      dataIndex: 'modifyTime',
      key: 'modifyTime',
      sorter: true,
      sortOrder: list.sortOrderOf('modifyTime'),
      width: 180,
    },
    { title: '话术类型', dataIndex: 'type', key: 'type', render: scriptTypeText, width: 110 },
    {
      title: '状态',
      key: 'status',
      sorter: true,
      sortOrder: list.sortOrderOf('status'),
      render: (_v, row) => status(row),
      width: 170,
    },
    {
      title: '操作',
      key: 'actions',
      width: 300,
      render: (_value, row) => {
        const reviewing = row.status === ScriptStatus.reviewing;
        const inTask = row.taskStatus === 1;
        return (
          <span className="table-actions">
            <Link to={speechPaths.editor(row.id, 'view')}>查看</Link>
            <Link to={speechPaths.experience(row.id)}>体验</Link>
            <Button type="link" size="small" disabled={reviewing || (inTask && !isOperator)} onClick={() => edit(row)}>
              编辑
            </Button>
            <Button
              type="link"
              size="small"
              loading={exporting.isPending && exporting.variables?.id === row.id}
              onClick={() => exporting.mutate(row, { onError: (error) => message.error(errorText(error, '导出失败')) })}
            >
              导出
            </Button>
            {row.status === ScriptStatus.approved && (
              <Button
                type="link"
                size="small"
                loading={publish.publishing === row.id}
                onClick={() => publish.ask(row.id)}
              >
                发布
              </Button>
            )}
            <Button type="link" size="small" danger disabled={reviewing || inTask} onClick={() => askDelete(row)}>
              删除
            </Button>
          </span>
        );
      },
    },
  ];

  const scripts = (
    <>
      <div className="speech-toolbar">
        <ListSearch onSearch={list.search} />
        <span className="speech-toolbar-actions">
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
            新建话术
          </Button>
          <Button icon={<UploadOutlined />} onClick={() => setImporting(true)}>
            话术导入
          </Button>
        </span>
      </div>
      {isError && <Alert type="error" showIcon title="话术列表加载失败" />}
      <Table<SpeechSkillRow>
        rowKey="id"
        bordered
        size="middle"
        columns={columns}
        dataSource={data?.rows ?? []}
        loading={isFetching}
        pagination={list.pagination(data?.totalCount ?? 0)}
        onChange={list.onTableChange}
        locale={{
          emptyText: list.state.name ? '没有找到相关的话术' : '暂无话术，点击“新建话术”或到话术模板中使用模板',
        }}
      />
    </>
  );

  return (
    <Card title="我的话术" className="speech-page">
      {isOperator ? (
        <Tabs
          items={[
            { key: 'scripts', label: '全部话术', children: scripts },
            { key: 'reviews', label: '待审核', children: <ReviewList /> },
          ]}
        />
      ) : (
        scripts
      )}
      <NewScriptDialog open={creating} onClose={() => setCreating(false)} />
      <ImportScriptDialog open={importing} onClose={() => setImporting(false)} />
      <ReviewRemarkDialog id={remarkOf} onClose={() => setRemarkOf(undefined)} />
      {prompt}
    </Card>
  );
}
