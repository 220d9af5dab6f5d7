import ArrowLeftOutlined from '@ant-design/icons/es/icons/ArrowLeftOutlined';
import { DownloadType, type TaskRecordRow, type TaskRecordSortField } from '@console/contracts';
import Alert from 'antd/es/alert';
import AntdApp from 'antd/es/app';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Table from 'antd/es/table';
import { useMemo, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { getRuntimeConfig } from '../../../shared/config/runtime-config.ts';
import { errorText } from '../../../shared/http/api-error.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { useServerList } from '../../../shared/table/server-list.ts';
import { type TaskExport, useAddTaskExport } from '../api/add-task-export.ts';
import { useCallResults } from '../api/get-call-results.ts';
import { useIntentionNames } from '../api/get-intention-labels.ts';
import { useScriptLabels } from '../api/get-script-labels.ts';
import { useTaskRecords } from '../api/get-task-records.ts';
import { useTaskStatistics } from '../api/get-task-statistics.ts';
import { recordColumns } from '../components/record-columns.tsx';
import { RecordDialog } from '../components/record-dialog.tsx';
import { RecordFilters } from '../components/record-filters.tsx';
import { RecordToolbar } from '../components/record-toolbar.tsx';
import { RecordingPlayer } from '../components/recording-player.tsx';
import { TaskTiles } from '../components/task-tiles.tsx';
import { NO_RECORD_FILTERS, recordFilterBody, recordOrder, taskInfoIds, taskOf } from '../record-query.ts';
import { EXPORT_ADDED_TEXT, exportFailureText, useMayExport } from '../task-export.ts';
import { useCheckedIds } from '../viewed-records.ts';
import '../task.css';

/**
 * /taskinfo?businessId=&taskId=&speechSkillId= (modules-spec 4.5, 4.6): a task's tiles, its call
 * records with filters and sorting, 识别详情, the recordings and the task's exports.
 */
export function TaskInfoPage() {
  const { message } = AntdApp.useApp();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const ids = useMemo(() => taskInfoIds(params), [params]);
  const { reportTimeZone, callResult: talkTimeResults } = getRuntimeConfig();
  const businessId = useSessionStore((state) => state.user?.business.id ?? 0);
  const mayExport = useMayExport();

  const list = useServerList<TaskRecordSortField>();
  const { pageIndex, pageSize, sortName, sortOrder } = list.state;
  const [filters, setFilters] = useState(NO_RECORD_FILTERS);
  const [applied, setApplied] = useState(NO_RECORD_FILTERS);
  // Every 筛选 reads the tiles and the records again, even with the same filters.
  const [searches, setSearches] = useState(0);
  const [viewing, setViewing] = useState<TaskRecordRow>();
  const [playing, setPlaying] = useState<TaskRecordRow>();
  const { checked, check } = useCheckedIds();

  const filterBody = recordFilterBody(applied, reportTimeZone);
  const statistics = useTaskStatistics(ids, searches);
  const records = useTaskRecords(
    { ...taskOf(ids), ...filterBody, pageIndex, pageSize, order: recordOrder(sortName, sortOrder) },
    searches,
  );
  const callResults = useCallResults();
  const intentions = useIntentionNames(businessId);
  const labels = useScriptLabels(ids.speechSkillId, ids.businessId);
  const exportTask = useAddTaskExport();

  const back = () => (location.key === 'default' ? navigate('/task/taskhistory') : navigate(-1));
  const search = () => {
    setApplied(filters);
    setSearches((count) => count + 1);
    list.search('');
  };
  const startExport = (downloadType: TaskExport['downloadType'], extra: Record<string, unknown> = {}) =>
    exportTask.mutate(
      { downloadType, query: { ...taskOf(ids), ...filterBody, ...extra } },
      {
        onSuccess: () => message.success(EXPORT_ADDED_TEXT),
        onError: (error) => message.error(exportFailureText(error)),
      },
    );

  const total = records.data?.totalCount ?? 0;
  return (
    <Card
      className="task-page task-info-page"
      title={
        <span className="task-info-heading">
          <Button type="link" icon={<ArrowLeftOutlined />} onClick={back}>
            返回
          </Button>
          <span>任务详情</span>
        </span>
      }
    >
      {ids.taskId === 0 ? (
        <Alert type="warning" showIcon title="任务不存在" />
      ) : (
        <>
          <TaskTiles statistics={statistics.data} />
          <RecordFilters
            filters={filters}
            onChange={setFilters}
            callResults={(callResults.data ?? []).map((row) => ({ value: row.code, label: row.desc }))}
            intentions={intentions.data ?? []}
            labels={labels.data ?? []}
            onSearch={search}
            searching={records.isFetching}
            actions={
              mayExport && (
                <RecordToolbar
                  busy={exportTask.isPending}
                  onNumbers={(callOut) => startExport(DownloadType.taskNumbers, { callOut })}
                  onReport={() => startExport(DownloadType.taskReport)}
                />
              )
            }
          />
          {records.isError && <Alert type="error" showIcon title={errorText(records.error, '通话记录加载失败')} />}
          <Table<TaskRecordRow>
            rowKey="id"
            bordered
            size="middle"
            className="task-record-table"
            columns={recordColumns({
              sortOrderOf: list.sortOrderOf,
              talkTimeResults,
              onView: (row) => {
                check(row.task_data_id);
                setViewing(row);
              },
              onPlay: setPlaying,
            })}
            rowClassName={(row) => (checked.has(row.task_data_id) ? 'task-record-viewed' : '')}
            dataSource={records.data?.rows ?? []}
            loading={records.isFetching}
            pagination={list.pagination(total)}
            onChange={list.onTableChange}
            scroll={{ x: 1180 }}
            locale={{ emptyText: '暂无通话记录' }}
          />
        </>
      )}
      <RecordDialog record={viewing} onClose={() => setViewing(undefined)} />
      {playing && <RecordingPlayer record={playing} onClose={() => setPlaying(undefined)} />}
    </Card>
  );
}
