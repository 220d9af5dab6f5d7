import type { SpeechTemplateRow } from '@console/contracts';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Table, { type ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { Link } from 'react-router';
import { useServerList } from '../../../shared/table/server-list.ts';
import { useSpeechTemplates } from '../api/get-speech-templates.ts';
import { ListSearch } from '../components/list-search.tsx';
import { UseTemplateDialog } from '../components/use-template-dialog.tsx';
import { scriptTypeText, speechPaths } from '../speech-paths.ts';
import '../speech.css';

type SortName = 'createTime' | 'modifyTime';

/** /speech/speechtpl (modules-spec 2.2): the platform's templates; 使用 copies one into 我的话术. */
export function SpeechTemplatesPage() {
  const list = useServerList<SortName>();
  const { state } = list;
  const { data, isFetching, isError } = useSpeechTemplates(state);
  const [using, setUsing] = useState<SpeechTemplateRow | null>(null);

  const columns: ColumnsType<SpeechTemplateRow> = [
    { title: '话术名称', dataIndex: 'name', key: 'name' },
    {
      title: '创建时间',
      dataIndex: 'createTime',
      key: 'createTime',
      sorter: true,
      sortOrder: list.sortOrderOf('createTime'),
      width: 200,
    },
    {
      title: '更新时间',
      dataIndex: 'modifyTime',
      key: 'modifyTime',
      sorter: true,
      sortOrder: list.sortOrderOf('modifyTime'),
      width: 200,
    },
    { title: '话术类型', dataIndex: 'type', key: 'type', render: scriptTypeText, width: 120 },
    {
      title: '操作',
      key: 'actions',
      width: 160,
      render: (_value, row) => (
        <span className="table-actions">
          <Link to={speechPaths.template(row.id)}>查看</Link>
          <Button type="link" size="small" onClick={() => setUsing(row)}>
            使用
          </Button>
        </span>
      ),
    },
  ];

  return (
    <Card title="话术模板" className="speech-page">
      <div className="speech-toolbar">
        <ListSearch onSearch={list.search} />
      </div>
      {isError && <Alert type="error" showIcon title="话术模板加载失败" />}
      <Table<SpeechTemplateRow>
        rowKey="id"
        bordered
        size="middle"
        columns={columns}
        dataSource={data?.rows ?? []}
        loading={isFetching}
        pagination={list.pagination(data?.totalCount ?? 0)}
        onChange={list.onTableChange}
        locale={{ emptyText: state.name ? '没有找到相关的话术模板' : '暂无话术模板' }}
      />
      <UseTemplateDialog template={using} onClose={() => setUsing(null)} />
    </Card>
  );
}
