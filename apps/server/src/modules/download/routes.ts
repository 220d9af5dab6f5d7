import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import {
  canExport,
  DOWNLOAD_KEEP_DAYS,
  DOWNLOAD_SYS_TYPE,
  type DownloadTaskRow,
  DownloadTaskStatus,
  downloadApi,
  ErrorCode,
  EXPORT_DOWNLOAD_TYPES,
  envelope,
  fillPath,
} from '@console/contracts';
import { downloadEndpoints } from '@console/contracts/schemas';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { addMs } from '../../lib/clock.ts';
import { viewerOf } from '../permissions/service.ts';
import type { SessionContext } from '../session/service.ts';
import { localDateTime } from './format.ts';
import * as repo from './repo.ts';
import { checkReportQuery, isReportType } from './report-export.ts';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const KEEP_MS = DOWNLOAD_KEEP_DAYS * 86_400_000;
const isExportType = (downloadType: number) => (EXPORT_DOWNLOAD_TYPES as readonly number[]).includes(downloadType);

function ownerOf(session: SessionContext): repo.TaskOwner {
  return { businessId: session.businessId, userId: session.userId, operatorId: session.operatorId };
}

/** A body's businessId, when sent, must be the session's (the path's is checked by the auth hook). */
function checkBusiness(session: SessionContext, businessId: unknown): void {
  if (businessId !== undefined && businessId !== '' && Number(businessId) !== session.businessId) {
    throw new AppError(ErrorCode.BusinessMismatch);
  }
}

function sysTypeOf(value: number | string | undefined): number {
  const sysType = value === undefined || value === '' ? DOWNLOAD_SYS_TYPE : Number(value);
  if (!Number.isInteger(sysType) || sysType < 0 || sysType > 32_767) {
    throw new AppError(ErrorCode.ParamInvalid, '系统类型格式错误');
  }
  return sysType;
}

/** A name the file can be saved under on any system, ending in .xlsx. */
function cleanFileName(name: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  const cleaned = name.replace(/[\\/:*?"<>|\u0000-\u001f]/g, '_').trim();
  return /\.xlsx$/i.test(cleaned) ? cleaned : `${cleaned}.xlsx`;
}

/** Content-Disposition with an ASCII fallback and the real (Chinese) name per RFC 5987/6266. */
function attachment(fileName: string, id: number): string {
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="download-${id}.xlsx"; filename*=UTF-8''${encoded}`;
}

/**
 * The download centre: the session's own export tasks and their files. Tasks belong to the
 * member who added them (the inner-login account's by its operator record); nobody else lists,
 * deletes or downloads them. Export types need report export permission (canExport).
 */
export function registerDownloadRoutes(ctx: AppContext): void {
  const { router, db, clock, config, downloads } = ctx;
  const timeZone = config.reportTimeZone;

  function rowOf(task: repo.DownloadTask): DownloadTaskRow {
    const done = task.taskStatus === DownloadTaskStatus.done;
    return {
      id: task.id,
      fileName: task.fileName,
      filePath: done ? `${fillPath(downloadApi.downloadFile.path, { businessId: task.businessId })}?id=${task.id}` : '',
      fileSize: done ? task.fileSize : 0,
      createTime: localDateTime(task.createdAt, timeZone),
      taskStatus: task.taskStatus as DownloadTaskRow['taskStatus'],
      progress: task.progress,
      downloadType: task.downloadType,
      userId: task.userId ?? task.operatorId ?? 0,
      userAccount: task.userAccount,
    };
  }

  router.sessionRoute(downloadEndpoints.queryDownloadTask, async ({ body, session }) => {
    checkBusiness(session, body.businessId);
    const { rows, total } = await repo.listOwnTasks(db, ownerOf(session), {
      since: addMs(clock(), -KEEP_MS),
      hiddenTypes: canExport(viewerOf(session)) ? [] : EXPORT_DOWNLOAD_TYPES,
      limit: body.pageSize,
      offset: (body.pageIndex - 1) * body.pageSize,
    });
    return envelope(rows.map(rowOf), total);
  });

  router.sessionRoute(downloadEndpoints.addDownloadTask, async ({ body, session }) => {
    checkBusiness(session, body.businessId);
    if (!isReportType(body.downloadType)) throw new AppError(ErrorCode.ParamInvalid, '下载类型不支持');
    if (isExportType(body.downloadType) && !canExport(viewerOf(session))) throw new AppError(ErrorCode.AccessDenied);
    checkBusiness(session, body.query.businessId);
    const sysType = sysTypeOf(body.sysType);
    const { query, defaultFileName } = checkReportQuery(body.downloadType, body.query, timeZone);
    const task = await repo.insertTask(db, {
      businessId: session.businessId,
      userId: session.userId,
      operatorId: session.userId === null ? session.operatorId : null,
      userAccount: session.phone,
      sysType,
      downloadType: body.downloadType,
      fileName: body.fileName ? cleanFileName(body.fileName) : defaultFileName,
      query,
      createdAt: clock(),
    });
    downloads.wake();
    return envelope([rowOf(task)]);
  });

  router.sessionRoute(downloadEndpoints.deleteDownloadTask, async ({ body, session }) => {
    const task = await repo.findOwnTask(db, ownerOf(session), body.id);
    if (!task) throw new AppError(ErrorCode.NotFound, '下载任务不存在');
    const removed = await repo.deleteTask(db, task.id);
    // The running export notices the missing row too; this stops it at once in this process.
    downloads.cancel(task.id);
    if (removed) await downloads.removeFiles(removed);
    return envelope();
  });

  router.sessionRoute(downloadEndpoints.downloadFile, async ({ query, session, reply }) => {
    const task = await repo.findOwnTask(db, ownerOf(session), query.id);
    if (!task) throw new AppError(ErrorCode.NotFound, '下载任务不存在', { statusCode: 404 });
    if (isExportType(task.downloadType) && !canExport(viewerOf(session))) throw new AppError(ErrorCode.AccessDenied);
    if (task.taskStatus === DownloadTaskStatus.expired)
      throw new AppError(ErrorCode.NotFound, '文件已过期，请重新导出');
    if (task.taskStatus !== DownloadTaskStatus.done || !task.storedName) {
      throw new AppError(ErrorCode.NotFound, '文件尚未生成，请稍后再试');
    }
    const path = downloads.filePath(task);
    const found = await stat(path).catch(() => undefined);
    if (!found) {
      await repo.markExpired(db, task.id);
      throw new AppError(ErrorCode.NotFound, '文件已过期，请重新导出');
    }
    return reply
      .header('Content-Type', XLSX_TYPE)
      .header('Content-Length', found.size)
      .header('Content-Disposition', attachment(task.fileName, task.id))
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'private, no-store')
      .send(createReadStream(path));
  });
}
