import PlusOutlined from '@ant-design/icons/PlusOutlined';
import type { DictionaryRow } from '@console/contracts';
import Alert from 'antd/es/alert';
import AntdApp from 'antd/es/app';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Table, { type ColumnsType } from 'antd/es/table';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { errorText } from '../../../shared/http/api-error.ts';
import { useServerList } from '../../../shared/table/server-list.ts';
import { useDeleteDictionary } from '../api/delete-dictionary.ts';
import { useExportDictionary } from '../api/export-dictionary.ts';
import { useDictionaries } from '../api/get-dictionaries.ts';
import { useTermTemplatePath } from '../api/get-term-template.ts';
import { useStartTermImport } from '../api/start-term-import.ts';
import { ExportAddedText } from '../components/export-added-text.tsx';
import { knowledgePaths } from '../knowledge-paths.ts';
import { useDeletePrompt } from '../use-delete-prompt.tsx';
import '../knowledge.css';

// The dialogs open on demand; the list draws with less code.
const NewDictionaryDialog = lazy(() =>
  import('../components/new-dictionary-dialog.tsx').then((m) => ({ default: m.NewDictionaryDialog })),
);
const TermDialog = lazy(() => import('../components/term-dialog.tsx').then((m) => ({ default: m.TermDialog })));
const BatchImportDialog = lazy(() =>
  import('../components/batch-import-dialog.tsx').then((m) => ({ default: m.BatchImportDialog })),
);

export const TERM_IMPORT_HINT = '支持xls、xlsx文件，单个文件不得大于2M';

/** /knowledge/dict (modules-spec 3.6): the enterprise's similar-word dictionaries. */
export function DictionaryListPage() {
  const { message } = AntdApp.useApp();
  const list = useServerList();
  const { pageIndex, pageSize } = list.state;
  const { data, isFetching, isError } = useDictionaries({ pageIndex, pageSize });
  const remove = useDeleteDictionary();
  const exportTerms = useExportDictionary();
  const startImport = useStartTermImport();
  const templatePath = useTermTemplatePath();
  const { askDelete, prompt } = useDeletePrompt();
  const [creating, setCreating] = useState(false);
  const [addingTo, setAddingTo] = useState<number>();
  const [importingTo, setImportingTo] = useState<number>();

  const addExport = (row: DictionaryRow) =>
    exportTerms.mutate(row.id, {
      onSuccess: () => message.success(<ExportAddedText />),
      onError: (error) => message.error(errorText(error, '导出失败')),
    });

  const columns: ColumnsType<DictionaryRow> = [
    {
      title: '词库名称',
      dataIndex: 'cname',
      key: 'cname',
      render: (cname: string, row) => <Link to={knowledgePaths.dictionary(row.id)}>{cname}</Link>,
    },
    { title: '创建时间', dataIndex: 'createTime', key: 'createTime', width: 200 },
    {
      title: '操作',
      key: 'actions',
      width: 260,
      render: (_value, row) => (
        <span className="table-actions">
          <Button type="link" size="small" onClick={() => setImportingTo(row.id)}>
            批量添加
          </Button>
          <Button type="link" size="small" onClick={() => setAddingTo(row.id)}>
            添加
          </Button>
          <Button type="link" size="small" disabled={row.termNum === 0} onClick={() => addExport(row)}>
            导出
          </Button>
          <Button type="link" size="small" danger onClick={() => askDelete('词库', () => remove.mutateAsync(row.id))}>
            删除
          </Button>
        </span>
      ),
    },
  ];

  return (
    <Card title="相似词典" className="knowledge-page">
      <div className="knowledge-toolbar knowledge-toolbar-end">
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
          新建词库
        </Button>
      </div>
      {isError && <Alert type="error" showIcon title="词库列表加载失败" />}
      <Table<DictionaryRow>
        rowKey="id"
        bordered
        size="middle"
        columns={columns}
        dataSource={data?.rows ?? []}
        loading={isFetching}
        pagination={list.pagination(data?.totalCount ?? 0)}
        onChange={list.onTableChange}
        locale={{ emptyText: '暂无词库，点击“新建词库”' }}
      />
      <Suspense fallback={null}>
        {creating && <NewDictionaryDialog onClose={() => setCreating(false)} />}
        {addingTo !== undefined && <TermDialog dicId={addingTo} onClose={() => setAddingTo(undefined)} />}
        {importingTo !== undefined && (
          <BatchImportDialog
            hint={TERM_IMPORT_HINT}
            start={(file) => startImport.mutateAsync({ dicId: importingTo, file })}
            templatePath={() => templatePath.mutateAsync()}
            onClose={() => setImportingTo(undefined)}
          />
        )}
      </Suspense>
      {prompt}
    </Card>
  );
}
