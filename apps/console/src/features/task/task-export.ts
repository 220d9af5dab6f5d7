import { canExport, ErrorCode, ErrorText } from '@console/contracts';
import { toApiError } from '../../shared/http/api-error.ts';
import { useSessionStore } from '../../shared/session/session-store.ts';

export const EXPORT_ADDED_TEXT = '已添加到下载中心，请到下载中心查看';
const EXPORT_FAILED_TEXT = '导出报表失败';
/** 录音下载's own failure text (modules-spec 4.4). */
export const RECORDINGS_EXPORT_FAILED_TEXT = '导出录音失败';
const EXPLAINED = [ErrorCode.LongTaskDownload, ErrorCode.DownloadRunning] as const;

/**
 * Why an export was refused: 长期任务不能下载, 下载任务正在进行中，请稍后再试, else the export's own
 * failure text (导出报表失败 unless it says another).
 */
export function exportFailureText(error: unknown, failed = EXPORT_FAILED_TEXT): string {
  const code = toApiError(error).numericCode;
  const explained = EXPLAINED.find((known) => known === code);
  return explained === undefined ? failed : ErrorText[explained];
}

/** 导出报表, 下载报表 and 下载名单 need the 导出报表 privilege (or the main account). */
export function useMayExport(): boolean {
  return useSessionStore((state) => state.user !== null && canExport(state.user));
}
