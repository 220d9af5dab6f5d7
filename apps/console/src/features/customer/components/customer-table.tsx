import { CALL_RESULTS, traceStageLabel } from '@console/contracts';
import Table, { type ColumnsType, type TablePaginationConfig } from 'antd/es/table';
import type { TableRowSelection } from 'antd/es/table/interface';
import { Link } from 'react-router';
import { type CustomerTableRow, customerPaths, intentionOf } from '../customer-query.ts';

const RESULT_TEXT = new Map<string, string>(CALL_RESULTS.map((result) => [result.code, result.desc]));
const dash = (text: string | null | undefined) => text || '--';

/** The customer's own cells span its task rows. */
const merged = (row: CustomerTableRow) => ({ rowSpan: row.span });
const WRAP = 'customer-wrap';

export type CustomerSortKey = 'time_create' | 'time_callout';

function columnsOf(sortOrderOf: (key: CustomerSortKey) => 'ascend' | 'descend' | null): ColumnsType<CustomerTableRow> {
  return [
    {
      title: '手机号码',
      key: 'tel_number',
      onCell: merged,
      render: (_v, row) => row.customer.tel_number,
    },
    { title: '客户姓名', key: 'customer_name', onCell: merged, render: (_v, row) => dash(row.customer.customer_name) },
    { title: '客户来源', key: 'source', onCell: merged, render: (_v, row) => dash(row.customer.source_cm_name) },
    {
      title: '创建时间',
      key: 'time_create',
      onCell: merged,
      sorter: true,
      sortOrder: sortOrderOf('time_create'),
      render: (_v, row) => row.customer.time_create,
    },
    { title: '负责人', key: 'cm_name', render: (_v, row) => dash(row.trace?.cm_name) },
    { title: '任务名称', key: 'task_name', className: WRAP, render: (_v, row) => dash(row.trace?.task_name) },
    {
      title: '通话结果',
      key: 'call_result',
      render: (_v, row) => dash(row.trace && (RESULT_TEXT.get(row.trace.call_result) ?? row.trace.call_result)),
    },
    {
      title: '跟进阶段',
      key: 'trace_stage',
      render: (_v, row) => (row.trace ? traceStageLabel(row.trace.trace_stage) : '--'),
    },
    { title: '客户意向', key: 'intention', render: (_v, row) => dash(row.trace ? intentionOf(row.trace) : '') },
    {
      title: '标签',
      key: 'label_show',
      className: WRAP,
      render: (_v, row) => dash(row.trace?.label_show.replaceAll(',', '，')),
    },
    {
      title: '外呼时间',
      key: 'time_callout',
      sorter: true,
      sortOrder: sortOrderOf('time_callout'),
      render: (_v, row) => dash(row.trace?.time_callout),
    },
    {
      title: '操作',
      key: 'actions',
      render: (_v, row) => (
        <Link to={customerPaths.detail(row.customer.tel_number, row.customer.user_id, row.trace?.task_id ?? 0)}>
          详情
        </Link>
      ),
    },
  ];
}

interface CustomerTableProps {
  rows: CustomerTableRow[];
  loading: boolean;
  pagination: TablePaginationConfig | false;
  onChange: Parameters<typeof Table<CustomerTableRow>>[0]['onChange'];
  sortOrderOf: (key: CustomerSortKey) => 'ascend' | 'descend' | null;
  selection: TableRowSelection<CustomerTableRow>;
  emptyText: string;
}

/** The list (modules-spec 8.2): a row per customer and task, the customer's cells merged. */
export function CustomerTable(props: CustomerTableProps) {
  return (
    <Table<CustomerTableRow>
      className="customer-table"
      rowKey="key"
      bordered
      size="middle"
      scroll={{ x: 1100 }}
      columns={columnsOf(props.sortOrderOf)}
      dataSource={props.rows}
      loading={props.loading}
      pagination={props.pagination}
      onChange={props.onChange}
      rowSelection={{ ...props.selection, onCell: merged }}
      locale={{ emptyText: props.emptyText }}
    />
  );
}
