import {
  NO_VALUE_TEXT,
  ringTimeText,
  type TaskRecordRow,
  type TaskRecordSortField,
  talkTimeText,
} from '@console/contracts';
import type { ColumnsType } from 'antd/es/table';
import { dialogColumn, recordingColumn } from '../../../shared/call-record/record-columns.tsx';

export interface RecordColumnOptions {
  sortOrderOf: (key: TaskRecordSortField) => 'ascend' | 'descend' | null;
  /** config callResult: the outcomes whose 通话时长 shows. */
  talkTimeResults: readonly string[];
  onView: (row: TaskRecordRow) => void;
  onPlay: (row: TaskRecordRow) => void;
}

/** The name a recording is saved under: number and call time. */
function recordingFileName(row: TaskRecordRow): string {
  return `${row.tel_number}_${row.time_callout.replace(/\D/g, '')}.wav`;
}

/** The record table's columns (modules-spec 4.6): four sort on the server, -- where there is nothing. */
export function recordColumns(options: RecordColumnOptions): ColumnsType<TaskRecordRow> {
  const sortable = (key: TaskRecordSortField) => ({
    key,
    sorter: true,
    sortOrder: options.sortOrderOf(key),
    sortDirections: ['descend' as const, 'ascend' as const, 'descend' as const],
  });
  return [
    { title: '号码', dataIndex: 'tel_number', key: 'tel_number', width: 130 },
    { title: '外呼时间', dataIndex: 'time_callout', width: 170, ...sortable('time_callout') },
    {
      title: '振铃时长',
      width: 100,
      ...sortable('duration_ring'),
      render: (_value, row) => ringTimeText(row.duration_ring),
    },
    {
      title: '通话时长',
      width: 100,
      ...sortable('duration_call'),
      render: (_value, row) => talkTimeText(row.duration_call, row.call_result, options.talkTimeResults),
    },
    { title: '通话结果', dataIndex: 'call_resultdes', key: 'call_resultdes', width: 130 },
    { title: '拨打次数', dataIndex: 'call_index', key: 'call_index', width: 86 },
    {
      title: '标签',
      key: 'label_show',
      ellipsis: { showTitle: true },
      render: (_value, row) => row.label_show || NO_VALUE_TEXT,
    },
    {
      title: '意向程度',
      width: 100,
      ...sortable('tag_intention'),
      render: (_value, row) => row.tag_intention || NO_VALUE_TEXT,
    },
    dialogColumn(options.onView, 'task-record-view'),
    recordingColumn(options.onPlay, recordingFileName),
  ];
}
