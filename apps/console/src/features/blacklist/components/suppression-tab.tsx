import type { SuppressedRow } from '@console/contracts';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Table, { type ColumnsType } from 'antd/es/table';
import { lazy, Suspense, useState } from 'react';
import { errorText } from '../../../shared/http/api-error.ts';
import { useServerList } from '../../../shared/table/server-list.ts';
import { useSuppressedNumbers } from '../api/get-suppressed-numbers.ts';
import { useReleaseSuppressedNumbers } from '../api/release-suppressed-numbers.ts';
import { HistorySwitch, listedColumns, removalColumns } from './list-columns.tsx';

const ReasonDialog = lazy(() => import('./reason-dialog.tsx').then((m) => ({ default: m.ReasonDialog })));

const evidenceColumns: ColumnsType<SuppressedRow> = [
  { title: '任务ID', dataIndex: 'taskId', key: 'taskId', width: 100, render: (id: string) => id || '—' },
  { title: '通话ID', dataIndex: 'callId', key: 'callId', width: 100, render: (id: number | null) => id ?? '—' },
];

/** 拒接屏蔽: numbers whose customer refused, with the task and call as evidence; 解除屏蔽 with a reason. */
export function SuppressionTab() {
  const list = useServerList();
  const [removed, setRemoved] = useState(false);
  const { name, pageIndex, pageSize } = list.state;
  const { data, isFetching, isError, error } = useSuppressedNumbers({
    number: name,
    removed: removed ? 1 : 0,
    pageIndex,
    pageSize,
  });
  const release = useReleaseSuppressedNumbers();
  const [releasing, setReleasing] = useState<SuppressedRow>();

  const columns: ColumnsType<SuppressedRow> = [
    ...listedColumns<SuppressedRow>('屏蔽时间'),
    ...evidenceColumns,
    ...(removed
      ? removalColumns<SuppressedRow>()
      : [
          {
            title: '操作',
            key: 'actions',
            width: 100,
            render: (_value: unknown, row: SuppressedRow) => (
              <Button type="link" size="small" onClick={() => setReleasing(row)}>
                解除屏蔽
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
          aria-label="搜索屏蔽号码"
          enterButton="查询"
          style={{ width: 300 }}
          onSearch={list.search}
        />
        <HistorySwitch
          removed={removed}
          onChange={(value) => {
            setRemoved(value);
            list.search(name);
          }}
        />
      </div>
      <p className="blacklist-note">客户在通话中明确拒绝后，号码自动加入此列表，之后的导入和外呼都会跳过它。</p>
      {isError && <Alert type="error" showIcon title={errorText(error, '屏蔽列表加载失败')} />}
      <Table<SuppressedRow>
        rowKey="id"
        bordered
        size="middle"
        columns={columns}
        dataSource={data?.rows ?? []}
        loading={isFetching}
        pagination={list.pagination(data?.totalCount ?? 0)}
        onChange={list.onTableChange}
        locale={{ emptyText: removed ? '暂无解除记录' : '暂无拒接屏蔽的号码' }}
      />
      <Suspense fallback={null}>
        {releasing && (
          <ReasonDialog
            title="解除屏蔽"
            text={`将解除号码${releasing.number}的拒接屏蔽，之后可以再次外呼。`}
            label="解除原因"
            save={(reason) => release.mutateAsync({ ids: [releasing.id], reason })}
            savedText="已解除屏蔽"
            failedText="解除失败"
            onClose={() => setReleasing(undefined)}
          />
        )}
      </Suspense>
    </div>
  );
}
