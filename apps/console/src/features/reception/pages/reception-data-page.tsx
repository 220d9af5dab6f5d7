import { type CallReportRow, VIEWED_CALL_UUIDS_KEY } from '@console/contracts';
import Alert from 'antd/es/alert';
import AntdApp from 'antd/es/app';
import Card from 'antd/es/card';
import Table from 'antd/es/table';
import { useState } from 'react';
import { getRuntimeConfig } from '../../../shared/config/runtime-config.ts';
import { errorText } from '../../../shared/http/api-error.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { useServerList } from '../../../shared/table/server-list.ts';
import { useViewedMarks } from '../../../shared/table/viewed-marks.ts';
import {
  useAddCallReportExport,
  useCalleeNumbers,
  useCallReport,
  useIntentionNames,
  useScriptLabels,
} from '../api/get-call-report.ts';
import {
  type CallReportColumnKey,
  callReportExportQuery,
  callReportFilterBody,
  callReportOrder,
  defaultCallReportFilters,
} from '../call-report-query.ts';
import { callReportColumns } from '../components/call-report-columns.tsx';
import { CallReportDialog } from '../components/call-report-dialog.tsx';
import { CallReportFilters } from '../components/call-report-filters.tsx';
import '../reception.css';

const EXPORT_ADDED_TEXT = '已添加到下载中心，请到下载中心查看';

const callUuid = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/** /ai/data (modules-spec 5.2): the enterprise's inbound calls with filters, 识别详情, recordings and the export. */
export function ReceptionDataPage() {
  const { message } = AntdApp.useApp();
  const { reportTimeZone } = getRuntimeConfig();
  const businessId = useSessionStore((state) => state.user?.business.id ?? 0);

  const list = useServerList<CallReportColumnKey>();
  const { pageIndex, pageSize, sortName, sortOrder } = list.state;
  const [filters, setFilters] = useState(() => defaultCallReportFilters(reportTimeZone));
  const [applied, setApplied] = useState(filters);
  // Every 筛选 reads the calls again, even with the same filters.
  const [searches, setSearches] = useState(0);
  const [viewing, setViewing] = useState<{ record: CallReportRow; conversation: boolean }>();
  const { checked, check } = useViewedMarks(VIEWED_CALL_UUIDS_KEY, callUuid);

  const order = callReportOrder(sortName, sortOrder);
  const calls = useCallReport(
    { ...callReportFilterBody(applied, reportTimeZone), businessId, pageIndex, pageSize, order },
    searches,
  );
  const numbers = useCalleeNumbers(businessId);
  const intentions = useIntentionNames(businessId);
  const labels = useScriptLabels(filters.speechSkillId, businessId);
  const exportReport = useAddCallReportExport();

  const search = () => {
    setApplied(filters);
    setSearches((count) => count + 1);
    list.search('');
  };
  const startExport = () => {
    if (!filters.range[0] || !filters.range[1]) {
      message.error('日期不能为空');
      return;
    }
    exportReport.mutate(callReportExportQuery(filters, businessId, reportTimeZone, order), {
      onSuccess: () => message.success(EXPORT_ADDED_TEXT),
      onError: () => message.error('导出报表失败'),
    });
  };

  return (
    <Card className="reception-data-page" title="接待数据">
      <CallReportFilters
        filters={filters}
        onChange={setFilters}
        numbers={numbers.data ?? []}
        intentions={intentions.data ?? []}
        labels={labels.data ?? []}
        onSearch={search}
        onExport={startExport}
        searching={calls.isFetching}
        exporting={exportReport.isPending}
      />
      {calls.isError && <Alert type="error" showIcon title={errorText(calls.error, '接待数据加载失败')} />}
      <Table<CallReportRow>
        rowKey="calluuid"
        bordered
        size="middle"
        className="reception-data-table"
        columns={callReportColumns({
          sortOrderOf: list.sortOrderOf,
          onView: (record) => {
            check(record.calluuid);
            setViewing({ record, conversation: true });
          },
          onPlay: (record) => setViewing({ record, conversation: false }),
        })}
        rowClassName={(row) => (checked.has(row.calluuid) ? 'reception-data-viewed' : '')}
        dataSource={calls.data?.rows ?? []}
        loading={calls.isFetching}
        pagination={list.pagination(calls.data?.totalCount ?? 0)}
        onChange={list.onTableChange}
        scroll={{ x: 1160 }}
        locale={{ emptyText: '暂无数据' }}
      />
      <CallReportDialog
        record={viewing?.record}
        conversation={viewing?.conversation ?? true}
        onClose={() => setViewing(undefined)}
      />
    </Card>
  );
}
