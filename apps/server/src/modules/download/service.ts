import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { dirname } from 'node:path';
import {
  canExport,
  DOWNLOAD_KEEP_DAYS,
  DOWNLOAD_SYS_TYPE,
  type DownloadTaskRow,
  DownloadTaskStatus,
  type downloadApi,
  ErrorCode,
  ErrorMessage,
  EXPORT_DOWNLOAD_TYPES,
  type ParsedBodyOf,
} from '@console/contracts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { addMs, type Clock } from '../../lib/clock.ts';
import { localDateTime } from '../../lib/local-time.ts';
import type { LinkSigner } from '../../lib/signed-links.ts';
import type { SessionContext } from '../account/index.ts';
import { checkBusiness, ownerOf, type RowOwner } from '../account/index.ts';
import { viewerOf } from '../permissions/index.ts';
import type { ExportKinds } from './export-kinds.ts';
import { fileExtensionOf } from './export-run.ts';
import * as repo from './repo.ts';
import type { DownloadWorker } from './worker.ts';

const KEEP_MS = DOWNLOAD_KEEP_DAYS * 86_400_000;
const LINK_PURPOSE = 'download';
/** A running task unheard of for three of its worker's heartbeats (5 s) is said to be recovering. */
const RECOVERING_AFTER_MS = 15_000;
/** A file link works this long after the list that carried it; the download centre refreshes it when opened. */
const LINK_TTL_MS = 30 * 60_000;
const isExportType = (downloadType: number) => (EXPORT_DOWNLOAD_TYPES as readonly number[]).includes(downloadType);

function sysTypeOf(value: number | string | undefined): number {
  const sysType = value === undefined || value === '' ? DOWNLOAD_SYS_TYPE : Number(value);
  if (!Number.isInteger(sysType) || sysType < 0 || sysType > 32_767) {
    throw new AppError(ErrorCode.ParamInvalid, ErrorMessage.sysTypeInvalid);
  }
  return sysType;
}

/** A name the file can be saved under on any system, ending in the extension of its kind. */
function cleanFileName(name: string, extension: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  const cleaned = name.replace(/[\\/:*?"<>|\u0000-\u001f]/g, '_').trim();
  return cleaned.toLowerCase().endsWith(extension) ? cleaned : `${cleaned}${extension}`;
}

/** A finished file to send: where it is, its size and the name it is saved under. */
export interface DownloadFile {
  stream: NodeJS.ReadableStream;
  size: number;
  fileName: string;
  taskId: number;
}

/**
 * The download centre: the session's own export tasks and their files. Tasks belong to the
 * member who added them (the inner-login account's by its operator record); nobody else lists,
 * deletes or downloads them. Export types need report export permission (canExport).
 */
export class DownloadService {
  constructor(
    private readonly deps: {
      db: Db;
      clock: Clock;
      timeZone: string;
      links: LinkSigner;
      worker: DownloadWorker;
      /** The features' download types (export-kinds.ts). */
      kinds: ExportKinds;
    },
  ) {}

  private rowOf(task: repo.DownloadTask): DownloadTaskRow {
    const done = task.taskStatus === DownloadTaskStatus.done;
    return {
      id: task.id,
      fileName: task.fileName,
      filePath: done ? this.signedPath(task) : '',
      fileSize: done ? task.fileSize : 0,
      createTime: localDateTime(task.createdAt, this.deps.timeZone),
      taskStatus: task.taskStatus as DownloadTaskRow['taskStatus'],
      progress: task.progress,
      recovering:
        (task.taskStatus === DownloadTaskStatus.querying || task.taskStatus === DownloadTaskStatus.writing) &&
        (task.heartbeatAt === null || this.deps.clock().getTime() - task.heartbeatAt.getTime() > RECOVERING_AFTER_MS),
      downloadType: task.downloadType,
      userId: task.userId ?? task.operatorId ?? 0,
      userAccount: task.userAccount,
    };
  }

  /** /<id>/<fileName>?expires=&sig=: below config downUrl, the file without the token. */
  private signedPath(task: repo.DownloadTask): string {
    const { expires, sig } = this.deps.links.sign(LINK_PURPOSE, String(task.id), LINK_TTL_MS);
    return `/${task.id}/${encodeURIComponent(task.fileName)}?expires=${expires}&sig=${sig}`;
  }

  async list(session: SessionContext, query: { businessId?: unknown; limit: number; offset: number }) {
    checkBusiness(session, query.businessId);
    const { rows, total } = await repo.listOwnTasks(this.deps.db, ownerOf(session), {
      since: addMs(this.deps.clock(), -KEEP_MS),
      hiddenTypes: canExport(viewerOf(session)) ? [] : EXPORT_DOWNLOAD_TYPES,
      limit: query.limit,
      offset: query.offset,
    });
    return { rows: rows.map((task) => this.rowOf(task)), total };
  }

  async add(
    session: SessionContext,
    input: ParsedBodyOf<typeof downloadApi.addDownloadTask>,
  ): Promise<DownloadTaskRow> {
    checkBusiness(session, input.businessId);
    const check = this.deps.kinds[input.downloadType]?.check;
    if (!check) throw new AppError(ErrorCode.ParamInvalid, ErrorMessage.downloadTypeUnsupported);
    if (isExportType(input.downloadType) && !canExport(viewerOf(session))) throw new AppError(ErrorCode.AccessDenied);
    checkBusiness(session, input.query.businessId);
    const sysType = sysTypeOf(input.sysType);
    const { query, defaultFileName } = await check(session, input.query, {
      unfinished: (values) => repo.hasUnfinishedTaskOf(this.deps.db, ownerOf(session), input.downloadType, values),
    });
    const task = await this.queue(session, {
      downloadType: input.downloadType,
      fileName: input.fileName || defaultFileName,
      query,
      sysType,
    });
    return this.rowOf(task);
  }

  /**
   * Queues the export of another module (knowledge questions, dictionary terms) for the session's
   * member; that module checked the query. The console then finds it in the download centre.
   */
  async queue(
    session: SessionContext,
    task: { downloadType: number; fileName: string; query: Record<string, unknown>; sysType?: number | string },
  ): Promise<repo.DownloadTask> {
    const row = await repo.insertTask(this.deps.db, {
      ...ownerOf(session),
      operatorId: session.userId === null ? session.operatorId : null,
      userAccount: session.phone,
      sysType: sysTypeOf(task.sysType),
      downloadType: task.downloadType,
      fileName: cleanFileName(task.fileName, fileExtensionOf(task.downloadType)),
      query: task.query,
      createdAt: this.deps.clock(),
    });
    this.deps.worker.wake();
    return row;
  }

  /**
   * A file another module writes itself (an import's rejected rows), added as a finished task of
   * its owner: `write` writes the file at the path it is given, and the task appears in the owner's
   * download centre only once the file is complete. Answers the task's id.
   */
  async addFinished(
    owner: RowOwner & { userAccount: string },
    file: { downloadType: number; fileName: string; storedPrefix: string; query: Record<string, unknown> },
    write: (path: string) => Promise<void>,
  ): Promise<number> {
    const { db, clock, worker } = this.deps;
    const storedName = `${file.storedPrefix}-${randomBytes(12).toString('hex')}${fileExtensionOf(file.downloadType)}`;
    const path = worker.filePath({ businessId: owner.businessId, storedName });
    const partial = `${path}.part`;
    await mkdir(dirname(path), { recursive: true });
    try {
      await write(partial);
      await rename(partial, path);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
    const { size } = await stat(path);
    const now = clock();
    const task = await repo.insertTask(db, {
      ...owner,
      sysType: DOWNLOAD_SYS_TYPE,
      downloadType: file.downloadType,
      fileName: file.fileName,
      storedName,
      fileSize: size,
      taskStatus: DownloadTaskStatus.done,
      progress: 100,
      query: file.query,
      createdAt: now,
      finishedAt: now,
    });
    return task.id;
  }

  /** Cancels a running task or removes a kept one, with its file. */
  async remove(session: SessionContext, id: number): Promise<void> {
    const { db, worker: downloads } = this.deps;
    const task = await repo.findOwnTask(db, ownerOf(session), id);
    if (!task) throw new AppError(ErrorCode.NotFound, ErrorMessage.downloadTaskNotFound);
    const removed = await repo.deleteTask(db, task.id);
    // The running export notices the missing row too; this stops it at once in this process.
    downloads.cancel(task.id);
    if (removed) await downloads.removeFiles(removed);
  }

  async file(session: SessionContext, id: number): Promise<DownloadFile> {
    const task = await repo.findOwnTask(this.deps.db, ownerOf(session), id);
    if (!task) throw new AppError(ErrorCode.NotFound, ErrorMessage.downloadTaskNotFound, { statusCode: 404 });
    if (isExportType(task.downloadType) && !canExport(viewerOf(session))) throw new AppError(ErrorCode.AccessDenied);
    return this.open(task);
  }

  /**
   * The file of a signed link. Only the task's owner is ever given one (in their list), and the
   * signature names the task: another task's id, or the link after it expired, is refused.
   */
  async signedFile(taskId: number, link: { expires: number; sig: string }): Promise<DownloadFile> {
    if (!Number.isSafeInteger(taskId) || !this.deps.links.verify(LINK_PURPOSE, String(taskId), link)) {
      throw new AppError(ErrorCode.AccessDenied, ErrorMessage.downloadLinkInvalid, { statusCode: 403 });
    }
    const task = await repo.findTask(this.deps.db, taskId);
    if (!task) throw new AppError(ErrorCode.NotFound, ErrorMessage.downloadTaskNotFound, { statusCode: 404 });
    return this.open(task);
  }

  private async open(task: repo.DownloadTask): Promise<DownloadFile> {
    const { db, worker: downloads } = this.deps;
    if (task.taskStatus === DownloadTaskStatus.expired)
      throw new AppError(ErrorCode.NotFound, ErrorMessage.downloadFileExpired);
    if (task.taskStatus !== DownloadTaskStatus.done || !task.storedName) {
      throw new AppError(ErrorCode.NotFound, ErrorMessage.downloadFileNotReady);
    }
    const path = downloads.filePath(task);
    const found = await stat(path).catch(() => undefined);
    if (!found) {
      await repo.markExpired(db, task.id);
      throw new AppError(ErrorCode.NotFound, ErrorMessage.downloadFileExpired);
    }
    return { stream: createReadStream(path), size: found.size, fileName: task.fileName, taskId: task.id };
  }
}
