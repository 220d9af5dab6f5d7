import type { z } from 'zod';
import { defineEndpoints } from '../endpoint.ts';
import type { downloadSchemas, downloadTaskRow } from './schemas.ts';

/**
 * The download centre (spec sections 3, 4, 7 and 9): exports run in the background and leave an
 * .xlsx file (a .zip of WAVs for a task's recordings) that the header's dropdown lists and links
 * to. Every task belongs to the member who added it; the list shows the session's own tasks of
 * the last 7 days (导出记录保存7天), newest first. Export types 1, 4, 5, 9, 10, 12, 13 and 18
 * (EXPORT_DOWNLOAD_TYPES) need report export permission (master or privilege bit 3): without it
 * they are left out of the list and refused (100403) on creation and download.
 */
export const downloadApi = defineEndpoints<typeof downloadSchemas>()({
  queryDownloadTask: {
    service: 'downloadCenterApi',
    method: 'POST',
    path: '/api/v1/task/{businessId}/queryDownloadTask',
    auth: 'session',
    summary: '下载任务列表',
  },
  addDownloadTask: {
    service: 'downloadCenterApi',
    method: 'POST',
    path: '/api/v1/task/{businessId}/addDownloadTask',
    auth: 'session',
    summary: '添加下载任务（导出）',
  },
  /** Cancels a task still running and removes the task and its file. */
  deleteDownloadTask: {
    service: 'downloadCenterApi',
    method: 'POST',
    path: '/api/v1/task/{businessId}/deleteDownloadTask',
    auth: 'session',
    summary: '取消或删除下载任务',
  },
  /** GET, query `id` and `token`: the finished file as an attachment; only its owner's business. */
  downloadFile: {
    service: 'downloadCenterApi',
    method: 'GET',
    path: '/api/v1/task/{businessId}/downloadFile',
    auth: 'session',
    summary: '下载文件',
  },
  /**
   * GET: the finished file through the signed link of the task row's filePath, which a plain
   * `<a href>` opens as config downUrl + filePath, without the session token.
   */
  signedDownloadFile: {
    service: 'downloadCenterApi',
    method: 'GET',
    path: '/files/{taskId}/{fileName}',
    auth: 'public',
    summary: '下载文件（签名链接）',
  },
});

/** config.json downUrl below the download service's prefix: downUrl + a row's filePath is its file. */
export const DOWNLOAD_FILES_PATH = '/files';

/** taskStatus of a download task. */
export const DownloadTaskStatus = {
  /** Waiting for the worker. */
  queued: 0,
  /** Reading the data. */
  querying: 1,
  /** Writing the file. */
  writing: 2,
  done: 3,
  failed: 4,
  /** Done, but the file is gone (removed at the end of the 7 days, or lost). */
  expired: 5,
} as const;
export type DownloadTaskStatusValue = (typeof DownloadTaskStatus)[keyof typeof DownloadTaskStatus];

/**
 * downloadType values the console uses. 9 and 10 are the report of the AI外呼 and AI接待 tabs;
 * 20 and 21 are added by exportKbQuestion and exportDic (not through addDownloadTask); 22 is the
 * rows an import rejected, with the reason of each (a finished task the import adds itself, see
 * queryTask's rejectedRowsTaskId); 23 is the enterprise's blacklist, added by exportBlacklist.
 */
export const DownloadType = {
  /** A task's call records (/taskhistory 导出报表, /taskinfo 下载报表). */
  taskReport: 1,
  /** The customer centre's list with 全部 selected. */
  customers: 3,
  /** A task's recordings (/taskhistory 录音下载). */
  taskRecordings: 4,
  /** A task's called or waiting numbers (/taskinfo 下载名单). */
  taskNumbers: 5,
  reportOutbound: 9,
  reportInbound: 10,
  knowledgeQuestions: 20,
  dictionaryTerms: 21,
  importRejectedRows: 22,
  blacklist: 23,
} as const;

/** sysType of this console (config.json system.id). */
export const DOWNLOAD_SYS_TYPE = 2;
/** Rows per page of the dropdown list. */
export const DOWNLOAD_PAGE_SIZE = 10;
/** How often the open dropdown refreshes the list, in ms. */
export const DOWNLOAD_POLL_MS = 3_000;
/** How long tasks and their files are kept. */
export const DOWNLOAD_KEEP_DAYS = 7;

export type DownloadTaskRow = z.output<typeof downloadTaskRow>;
