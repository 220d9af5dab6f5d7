import PlusOutlined from '@ant-design/icons/PlusOutlined';
import type { BlacklistRow } from '@console/contracts';
import Alert from 'antd/es/alert';
import AntdApp from 'antd/es/app';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Table, { type ColumnsType } from 'antd/es/table';
import { lazy, Suspense, useState } from 'react';
import { errorText } from '../../../shared/http/api-error.ts';
import { useServerList } from '../../../shared/table/server-list.ts';
import { useExportBlacklist } from '../api/export-blacklist.ts';
import { useBlacklist } from '../api/get-blacklist.ts';
import { useRemoveBlacklistNumbers } from '../api/remove-blacklist-numbers.ts';
import { HistorySwitch, listedColumns, removalColumns } from './list-columns.tsx';

const AddNumberDialog = lazy(() => import('./add-number-dialog.tsx').then((m) => ({ default: m.AddNumberDialog })));
const ImportDialog = lazy(() => import('./import-dialog.tsx').then((m) => ({ default: m.ImportDialog })));
const ReasonDialog = lazy(() => import('./reason-dialog.tsx').then((m) => ({ default: m.ReasonDialog })));

export const EXPORT_ADDED_TEXT = '已添加到下载中心，请到下载中心查看';

/** 黑名单: search, 添加号码, 批量导入, 导出, 移除 with a reason, and the history of removals. */
export function BlacklistTab() {
  const { message } = AntdApp.useApp();
  const list = useServerList();
  const [removed, setRemoved] = useState(false);
  const { name, pageIndex, pageSize } = list.state;
  const { data, isFetching, isError, error } = useBlacklist({
    number: name,
    removed: removed ? 1 : 0,
    pageIndex,
    pageSize,
  });
  const exportNumbers = useExportBlacklist();
  const remove = useRemoveBlacklistNumbers();
  const [dialog, setDialog] = useState<'add' | 'import'>();
  const [removing, setRemoving] = useState<number[]>();
  const [selected, setSelected] = useState<number[]>([]);

  const addExport = () =>
    exportNumbers.mutate(name, {
      onSuccess: () => message.success(EXPORT_ADDED_TEXT),
      onError: (failure) => message.error(errorText(failure, '导出失败')),
    });

  const columns: ColumnsType<BlacklistRow> = [
    ...listedColumns<BlacklistRow>('添加时间'),
    ...(removed
      ? removalColumns<BlacklistRow>()
      : [
          {
            title: '操作',
            key: 'actions',
            width: 90,
            render: (_value: unknown, row: BlacklistRow) => (
              <Button type="link" size="small" danger onClick={() => setRemoving([row.id])}>
                移除
              </Button>
            ),
          },
        ]),
  ];

  return (
    <div className="blacklist-tab">
      <div className="blacklist-toolbar">
        <Input.Search
          allowClear
          placeholder="请输入号码"
          aria-label="搜索号码"
          enterButton="查询"
          style={{ width: 300 }}
          onSearch={(value) => {
            setSelected([]);
            list.search(value);
          }}
        />
        <HistorySwitch
          removed={removed}
          onChange={(value) => {
            setSelected([]);
            setRemoved(value);
            list.search(name);
          }}
        />
        <span className="blacklist-toolbar-end">
          {!removed && (
            <Button danger disabled={selected.length === 0} onClick={() => setRemoving(selected)}>
              批量移除
            </Button>
          )}
          <Button onClick={() => setDialog('import')}>批量导入</Button>
          <Button loading={exportNumbers.isPending} onClick={addExport}>
            导出
          </Button>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog('add')}>
            添加号码
          </Button>
        </span>
      </div>
      {isError && <Alert type="error" showIcon title={errorText(error, '黑名单加载失败')} />}
      <Table<BlacklistRow>
        rowKey="id"
        bordered
        size="middle"
        columns={columns}
        dataSource={data?.rows ?? []}
        loading={isFetching}
        pagination={list.pagination(data?.totalCount ?? 0)}
        onChange={list.onTableChange}
        rowSelection={
          removed ? undefined : { selectedRowKeys: selected, onChange: (keys) => setSelected(keys as number[]) }
        }
        locale={{ emptyText: removed ? '暂无移除记录' : '暂无黑名单号码' }}
      />
      <Suspense fallback={null}>
        {dialog === 'add' && <AddNumberDialog onClose={() => setDialog(undefined)} />}
        {dialog === 'import' && <ImportDialog onClose={() => setDialog(undefined)} />}
        {removing && (
          <ReasonDialog
            title="移除号码"
            text={`将从黑名单移除${removing.length}个号码，移除后可以再次外呼。`}
            label="移除原因"
            save={async (reason) => {
              await remove.mutateAsync({ ids: removing, reason });
              setSelected([]);
            }}
            savedText="移除成功"
            failedText="移除失败"
            onClose={() => setRemoving(undefined)}
          />
        )}
      </Suspense>
    </div>
  );
}
