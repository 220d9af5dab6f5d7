import type { TermRow } from '@console/contracts';
import Alert from 'antd/es/alert';
import AntdApp from 'antd/es/app';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Table, { type ColumnsType } from 'antd/es/table';
import { lazy, Suspense, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { errorText } from '../../../shared/http/api-error.ts';
import { useServerList } from '../../../shared/table/server-list.ts';
import { useDeleteTerms } from '../api/delete-terms.ts';
import { useDictionaryDetail } from '../api/get-dictionary-detail.ts';
import { useRefreshDictionary } from '../api/refresh-dictionary.ts';
import { useTermSearch } from '../api/search-terms.ts';
import { KeywordSearch } from '../components/keyword-search.tsx';
import '../knowledge.css';
import { useDeletePrompt } from '../use-delete-prompt.tsx';

const TermDialog = lazy(() => import('../components/term-dialog.tsx').then((m) => ({ default: m.TermDialog })));

/**
 * /dictinfo/{id} (modules-spec 3.6): a dictionary's terms. Without a keyword the dictionary's own
 * page of terms is read; with one, the terms containing it.
 */
export function DictionaryDetailPage() {
  const { message } = AntdApp.useApp();
  const navigate = useNavigate();
  const dicId = Number(useParams().id);
  const list = useServerList();
  // 搜索 strips every space; nothing left shows the whole dictionary again.
  const keyword = list.state.name.replace(/\s/g, '');
  const { pageIndex, pageSize } = list.state;
  const detail = useDictionaryDetail({ id: dicId, pageIndex, pageSize }, keyword === '');
  const search = useTermSearch({ dicId, term: keyword, pageIndex, pageSize }, keyword !== '');
  const heading = useDictionaryDetail({ id: dicId, pageIndex: 1, pageSize: 1 });
  const remove = useDeleteTerms();
  const refresh = useRefreshDictionary();
  const { askDelete, prompt } = useDeletePrompt();
  const [selected, setSelected] = useState<number[]>([]);
  const [editing, setEditing] = useState<number>();

  const shown = keyword === '' ? detail : search;
  const rows = keyword === '' ? (detail.data?.dictionary?.terms ?? []) : (search.data?.rows ?? []);
  const total = shown.data?.totalCount ?? 0;

  const deleteTerms = (ids: number[]) =>
    askDelete(
      '标准词',
      () => remove.mutateAsync({ dicId, ids }),
      () => setSelected((current) => current.filter((id) => !ids.includes(id))),
    );

  const reload = () =>
    refresh.mutate(dicId, {
      onSuccess: () => message.success('刷新成功'),
      onError: (error) => message.error(errorText(error, '刷新失败')),
    });

  const columns: ColumnsType<TermRow> = [
    { title: '标准词', dataIndex: 'term', key: 'term', width: 220 },
    {
      title: '相近词',
      key: 'synonyms',
      render: (_value, row) => row.synonyms.map((synonym) => synonym.term).join('，'),
    },
    {
      title: '操作',
      key: 'actions',
      width: 140,
      render: (_value, row) => (
        <span className="table-actions">
          <Button type="link" size="small" onClick={() => setEditing(row.id)}>
            编辑
          </Button>
          <Button type="link" size="small" danger onClick={() => deleteTerms([row.id])}>
            删除
          </Button>
        </span>
      ),
    },
  ];

  return (
    <Card
      className="knowledge-page"
      title={
        <span className="knowledge-heading">
          <Button type="link" className="knowledge-back" onClick={() => navigate(-1)}>
            返回
          </Button>
          <span>{heading.data?.dictionary?.cname ?? '词典详情'}</span>
        </span>
      }
    >
      <div className="knowledge-toolbar">
        <span className="knowledge-toolbar-actions">
          <KeywordSearch placeholder="请输入关键字" onSearch={list.search} />
          {selected.length > 0 && (
            <>
              <Button danger onClick={() => deleteTerms(selected)}>
                删除
              </Button>
              <span className="knowledge-selected">已选择{selected.length}项</span>
            </>
          )}
        </span>
        <Button loading={refresh.isPending} onClick={reload}>
          刷新词典
        </Button>
      </div>
      {shown.isError && <Alert type="error" showIcon title="词库加载失败" />}
      <Table<TermRow>
        rowKey="id"
        bordered
        size="middle"
        columns={columns}
        dataSource={rows}
        loading={shown.isFetching}
        pagination={list.pagination(total)}
        onChange={list.onTableChange}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys as number[]) }}
        locale={{ emptyText: keyword ? '没有找到相关的标准词' : '暂无标准词' }}
      />
      <Suspense fallback={null}>
        {editing !== undefined && <TermDialog dicId={dicId} termId={editing} onClose={() => setEditing(undefined)} />}
      </Suspense>
      {prompt}
    </Card>
  );
}
