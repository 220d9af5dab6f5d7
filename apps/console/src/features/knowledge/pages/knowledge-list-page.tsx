import PlusOutlined from '@ant-design/icons/PlusOutlined';
import QuestionCircleOutlined from '@ant-design/icons/QuestionCircleOutlined';
import { type KnowledgeBaseRow, KnowledgeState } from '@console/contracts';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Popover from 'antd/es/popover';
import Table, { type ColumnsType } from 'antd/es/table';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { useServerList } from '../../../shared/table/server-list.ts';
import { useDeleteKnowledgeBase } from '../api/delete-knowledge-base.ts';
import { useKnowledgeBases } from '../api/get-knowledge-bases.ts';
import { KeywordSearch } from '../components/keyword-search.tsx';
import { knowledgePaths } from '../knowledge-paths.ts';
import { useDeletePrompt } from '../use-delete-prompt.tsx';
import '../knowledge.css';

// Dialogs load when first opened: the list draws with less code.
const AddKnowledgeDialog = lazy(() =>
  import('../components/add-knowledge-dialog.tsx').then((m) => ({ default: m.AddKnowledgeDialog })),
);
const ExperienceDialog = lazy(() =>
  import('../components/experience-dialog.tsx').then((m) => ({ default: m.ExperienceDialog })),
);

type SortName = 'updateTime';

/** 状态: the server's name; a rejected base (4) shows why on its help icon. */
function StateCell({ row }: { row: KnowledgeBaseRow }) {
  if (row.state !== KnowledgeState.rejected) return <span>{row.stateName}</span>;
  return (
    <span>
      {row.stateName}{' '}
      <Popover title="原因" content={<div className="knowledge-reason">{row.reason}</div>}>
        <QuestionCircleOutlined aria-label="原因" className="knowledge-help" />
      </Popover>
    </span>
  );
}

/** /knowledge/knowledge (modules-spec 3.2): the enterprise's knowledge bases. */
export function KnowledgeListPage() {
  const navigate = useNavigate();
  const list = useServerList<SortName>({ sortName: 'updateTime', sortOrder: 'desc' });
  const { name, pageIndex, pageSize, sortOrder } = list.state;
  const { data, isFetching, isError } = useKnowledgeBases({ name, pageIndex, pageSize, sortRule: sortOrder });
  const remove = useDeleteKnowledgeBase();
  const { askDelete, prompt } = useDeletePrompt();
  const [adding, setAdding] = useState(false);
  const [trying, setTrying] = useState<KnowledgeBaseRow | null>(null);

  const columns: ColumnsType<KnowledgeBaseRow> = [
    { title: '知识点名称', dataIndex: 'cname', key: 'cname' },
    { title: '知识点数', dataIndex: 'questionCount', key: 'questionCount', width: 110 },
    {
      title: '最近更新时间',
      dataIndex: 'updateTime',
      key: 'updateTime',
      sorter: true,
      sortOrder: list.sortOrderOf('updateTime'),
      // Newest first is where the list starts; a click turns it to oldest first and back.
      sortDirections: ['descend', 'ascend', 'descend'],
      width: 190,
    },
    {
      title: '关联相近词库',
      key: 'dics',
      width: 130,
      render: (_value, row) => (row.dics.length > 0 ? '已关联' : '未关联'),
    },
    { title: '状态', key: 'state', width: 120, render: (_value, row) => <StateCell row={row} /> },
    {
      title: '操作',
      key: 'actions',
      width: 190,
      render: (_value, row) => (
        <span className="table-actions">
          <Button type="link" size="small" onClick={() => navigate(knowledgePaths.base(row.id, row.state))}>
            编辑
          </Button>
          <Button
            type="link"
            size="small"
            danger
            disabled={row.state === KnowledgeState.reviewing}
            onClick={() => askDelete('知识点', () => remove.mutateAsync(row.id))}
          >
            删除
          </Button>
          <Button type="link" size="small" onClick={() => setTrying(row)}>
            体验
          </Button>
        </span>
      ),
    },
  ];

  return (
    <Card title="知识库" className="knowledge-page">
      <div className="knowledge-toolbar">
        <KeywordSearch placeholder="搜索知识点关键词" onSearch={list.search} />
        <span className="knowledge-toolbar-actions">
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
            添加
          </Button>
        </span>
      </div>
      {isError && <Alert type="error" showIcon title="知识点列表加载失败" />}
      <Table<KnowledgeBaseRow>
        rowKey="id"
        bordered
        size="middle"
        columns={columns}
        dataSource={data?.rows ?? []}
        loading={isFetching}
        pagination={list.pagination(data?.totalCount ?? 0)}
        onChange={list.onTableChange}
        locale={{ emptyText: name ? '没有找到相关的知识点' : '暂无知识点，点击“添加”新建知识点' }}
      />
      <Suspense fallback={null}>
        {adding && <AddKnowledgeDialog onClose={() => setAdding(false)} />}
        {trying && <ExperienceDialog base={trying} onClose={() => setTrying(null)} />}
      </Suspense>
      {prompt}
    </Card>
  );
}
