import { type DialogItem, NO_VALUE_TEXT } from '@console/contracts';
import Button from 'antd/es/button';
import type { ColumnType } from 'antd/es/table';
import { callRecordingUrl } from './call-recording.tsx';

/** 识别详情: 查看 when the call has a conversation, else --; `viewClassName` styles a viewed row's link. */
export function dialogColumn<Row extends { dialog: readonly DialogItem[] }>(
  onView: (row: Row) => void,
  viewClassName: string,
): ColumnType<Row> {
  return {
    title: '识别详情',
    key: 'dialog',
    width: 86,
    render: (_value, row) =>
      row.dialog.length > 0 ? (
        <Button type="link" size="small" className={viewClassName} onClick={() => onView(row)}>
          查看
        </Button>
      ) : (
        NO_VALUE_TEXT
      ),
  };
}

/** 录音: 播放 and 下载 (saved under `fileName`) when the call has a recording, else --. */
export function recordingColumn<Row extends { voice_url: string }>(
  onPlay: (row: Row) => void,
  fileName: (row: Row) => string,
): ColumnType<Row> {
  return {
    title: '录音',
    key: 'voice_url',
    width: 110,
    render: (_value, row) =>
      row.voice_url ? (
        <span className="table-actions">
          <Button type="link" size="small" onClick={() => onPlay(row)}>
            播放
          </Button>
          <a href={callRecordingUrl(row.voice_url)} download={fileName(row)}>
            下载
          </a>
        </span>
      ) : (
        NO_VALUE_TEXT
      ),
  };
}
