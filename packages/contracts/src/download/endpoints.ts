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

export type DownloadTaskRow = z.output<typeof downloadTaskRow>;
