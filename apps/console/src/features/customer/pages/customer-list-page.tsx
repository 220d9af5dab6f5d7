import { CUSTOMER_TEXTS, type CustomerRow, ErrorCode, Master, SELECTED_CUSTOMERS_FILE } from '@console/contracts';
import Alert from 'antd/es/alert';
import AntdApp from 'antd/es/app';
import Card from 'antd/es/card';
import type { TableRowSelection } from 'antd/es/table/interface';
import { type Key, useMemo, useState } from 'react';
import { getRuntimeConfig } from '../../../shared/config/runtime-config.ts';
import { dayIn } from '../../../shared/date-range/zoned-day.ts';
import { toApiError } from '../../../shared/http/api-error.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { useServerList } from '../../../shared/table/server-list.ts';
import { useAddCustomerExport } from '../api/add-customer-export.ts';
import { useCustomers } from '../api/get-customers.ts';
import { CustomerFilters } from '../components/customer-filters.tsx';
import { type CustomerSortKey, CustomerTable } from '../components/customer-table.tsx';
import { CustomerToolbar } from '../components/customer-toolbar.tsx';
import {
  type CustomerFilterValues,
  type CustomerTableRow,
  defaultFilters,
  queryOf,
  tableRowsOf,
} from '../customer-query.ts';
import '../customer.css';

/** The selected customers as the rows of 客户列表.xlsx (客户姓名, 手机号码, QQ, 微信, 电子邮件). */
function selectedSheetRows(customers: readonly CustomerRow[]): string[][] {
  return customers.map((customer) => [
    customer.customer_name,
    customer.tel_number,
    customer.user_extend.qq,
    customer.user_extend.wechat,
    customer.user_extend.email,
  ]);
}

async function saveSelected(customers: readonly CustomerRow[]): Promise<void> {
  // The writer loads on the first export: most visits never export.
  const { saveFile, sheetFile } = await import('../sheet-file.ts');
  const { fileName, sheetName, header } = SELECTED_CUSTOMERS_FILE;
  saveFile(sheetFile(sheetName, header, selectedSheetRows(customers)), fileName);
}

/** /customercenter (modules-spec 8.2): the customers of the enterprise, or a member's own. */
export function CustomerListPage() {
  const { message } = AntdApp.useApp();
  const showOwner = useSessionStore((state) => state.user?.master === Master.main);
  const [filters, setFilters] = useState<CustomerFilterValues>(() =>
    defaultFilters(dayIn(getRuntimeConfig().reportTimeZone)),
  );
  const [advanced, setAdvanced] = useState(false);
  const [applied, setApplied] = useState(() => queryOf(filters, false));
  const list = useServerList<CustomerSortKey>({ sortName: 'time_create', sortOrder: 'desc' });
  const { pageIndex, pageSize, sortName, sortOrder } = list.state;
  const orderBy = `${sortName ?? 'time_create'} ${sortOrder ?? 'desc'}`;
  const { data, isFetching, isError } = useCustomers({ ...applied, orderBy, pageIndex, pageSize });
  const rows = useMemo(() => tableRowsOf(data?.rows ?? []), [data]);
  const [all, setAll] = useState(false);
  const [selected, setSelected] = useState<{ keys: Key[]; customers: CustomerRow[] }>({
    keys: [],
    customers: [],
  });
  const addExport = useAddCustomerExport();

  const search = () => {
    setApplied(queryOf(filters, advanced));
    setSelected({ keys: [], customers: [] });
    // Another query starts again at its first page.
    list.search('');
  };

  const selection: TableRowSelection<CustomerTableRow> = {
    preserveSelectedRowKeys: true,
    selectedRowKeys: all ? rows.map((row) => row.key) : selected.keys,
    getCheckboxProps: () => ({ disabled: all }),
    onChange: (keys, chosen) => {
      const customers = new Map<number, CustomerRow>();
      for (const row of chosen) if (row) customers.set(row.customer.user_id, row.customer);
      setSelected({ keys, customers: [...customers.values()] });
    },
  };

  const exportCustomers = () => {
    if (!all) {
      saveSelected(selected.customers).catch(() => message.error('导出失败'));
      return;
    }
    addExport.mutate(
      { ...applied, orderBy },
      {
        onSuccess: () => message.success(CUSTOMER_TEXTS.exportQueued),
        onError: (error) => {
          const failure = toApiError(error);
          message.error(
            failure.numericCode === ErrorCode.DownloadRunning ? failure.message : CUSTOMER_TEXTS.exportFailed,
          );
        },
      },
    );
  };

  return (
    <Card title="客户中心" className="customer-page">
      <CustomerFilters
        values={filters}
        onChange={setFilters}
        advanced={advanced}
        onToggleAdvanced={() => setAdvanced((open) => !open)}
        showOwner={showOwner}
        onSearch={search}
      />
      <CustomerToolbar
        all={all}
        onAllChange={setAll}
        total={data?.totalCount ?? 0}
        selectedCount={selected.customers.length}
        exporting={addExport.isPending}
        onExport={exportCustomers}
      />
      {isError && <Alert type="error" showIcon title="客户列表加载失败" />}
      <CustomerTable
        rows={rows}
        loading={isFetching}
        pagination={list.pagination(data?.totalCount ?? 0)}
        onChange={list.onTableChange}
        sortOrderOf={list.sortOrderOf}
        selection={selection}
        emptyText="暂无客户"
      />
    </Card>
  );
}
