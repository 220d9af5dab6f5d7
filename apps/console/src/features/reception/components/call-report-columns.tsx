import { type CallReportRow, callReportLabels, callReportTalkTime, NO_VALUE_TEXT } from '@console/contracts';
import type { ColumnsType } from 'antd/es/table';
import { dialogColumn, recordingColumn } from '../../../shared/call-record/record-columns.tsx';
import type { CallReportColumnKey } from '../call-report-query.ts';

export interface CallReportColumnOptions {
  sortOrderOf: (key: CallReportColumnKey) => 'ascend' | 'descend' | null;
  onView: (row: CallReportRow) => void;
  onPlay: (row: CallReportRow) => void;
}

/** The name a recording is saved under: the caller's number and the call time. */
function recordingFileName(row: CallReportRow): string {
  return `${row.tel_number}_${row.call_begin_time.replace(/\D/g, '')}.wav`;
}

/** The columns of /ai/data (modules-spec 5.2); seven sort on the server. */
export function callReportColumns(options: CallReportColumnOptions): ColumnsType<CallReportRow> {
  const sortable = (key: CallReportColumnKey) => ({
    key,
    sorter: true,
    sortOrder: options.sortOrderOf(key),
    sortDirections: ['descend' as const, 'ascend' as const, 'descend' as const],
  });
  return [
    { title: '被叫号码', dataIndex: 'dnis', width: 130, ...sortable('dnis') },
    { title: '呼入号码', dataIndex: 'tel_number', key: 'tel_number', width: 130 },
    {
      title: '话术',
      dataIndex: 'speech_skill_name',
      ellipsis: { showTitle: true },
      ...sortable('speech_skill_name'),
      render: (name: string) => name || NO_VALUE_TEXT,
    },
    { title: '呼入时间', dataIndex: 'call_begin_time', width: 170, ...sortable('call_begin_time') },
    {
      title: '通话时长',
      width: 110,
      ...sortable('duration_call'),
      render: (_value, row) => callReportTalkTime(row.duration_call),
    },
    {
      title: '标签',
      ellipsis: { showTitle: true },
      ...sortable('label_show'),
      render: (_value, row) => callReportLabels(row.label_show) || NO_VALUE_TEXT,
    },
    {
      title: '意向程度',
      width: 100,
      ...sortable('tag_intention'),
      render: (_value, row) => row.tag_intention || NO_VALUE_TEXT,
    },
    {
      title: '转人工',
      width: 86,
      ...sortable('transfer_mark'),
      render: (_value, row) => (row.transfer_mark === 1 ? '是' : '否'),
    },
    dialogColumn(options.onView, 'reception-data-view'),
    recordingColumn(options.onPlay, recordingFileName),
  ];
}
