import {
  ErrorCode,
  ErrorMessage,
  IMPORT_STATUS_TEXT,
  ImportStatus,
  type ImportStatusValue,
  type ImportTaskRow,
  knowledgeLimits,
} from '@console/contracts';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { parseInput } from '../../lib/parse-input.ts';
import type { SessionContext } from '../account/index.ts';
import type { UploadStore } from '../uploads/index.ts';
import { readUpload, type UploadField } from '../uploads/index.ts';
import * as repo from './repo.ts';
import { spreadsheetType } from './spreadsheet.ts';
import type { ImportWorker } from './worker.ts';

/** An import endpoint: what it imports, its upload with the target's field, and who may take rows. */
export interface ImportUpload<F extends z.ZodType> {
  kind: repo.ImportKind;
  upload: UploadField & { fields: F };
  targetOf(fields: z.output<F>): number;
  /** Refuses a target of another enterprise (100404) or one that takes no rows now, writing nothing. */
  checkTarget(session: SessionContext, targetId: number): Promise<unknown>;
}

/**
 * 批量添加 (modules-spec 3.5): the upload is checked (.xls or .xlsx by name and content, 2 MB at
 * most, the target writable), kept, and queued as an import job whose id is answered at once; the
 * ImportWorker does the rest and queryTask follows it.
 */
export class ImportService {
  constructor(private readonly deps: { db: Db; clock: Clock; uploads: UploadStore; worker: ImportWorker }) {}

  async receive<F extends z.ZodType>(request: FastifyRequest, session: SessionContext, spec: ImportUpload<F>) {
    const file = await readUpload(request, spec.upload, knowledgeLimits.fileMaxBytes);
    const fields = parseInput(spec.upload.fields, file.fields);
    if (file.tooLarge) throw new AppError(ErrorCode.KnowledgeFileTooLarge);
    if (file.content.length === 0) throw new AppError(ErrorCode.UploadFailed, ErrorMessage.fileNotChosen);
    const type = spreadsheetType(file.fileName, file.content);
    const targetId = spec.targetOf(fields);
    await spec.checkTarget(session, targetId);
    const stored = await this.deps.uploads.store(session, 'importFile', file.content, {
      ...type,
      originalName: file.fileName,
    });
    const job = await repo.insertJob(this.deps.db, {
      businessId: session.businessId,
      userId: session.userId,
      operatorId: session.userId === null ? session.operatorId : null,
      userAccount: session.phone,
      kind: spec.kind,
      targetId,
      storedName: stored.name,
      fileName: file.fileName.slice(0, 200),
      createdAt: this.deps.clock(),
    });
    this.deps.worker.wake();
    return { id: job.id };
  }

  /** queryTask: an id that is not an import of the enterprise answers -1 任务不存在, as the original did. */
  async task(session: SessionContext, id: number): Promise<ImportTaskRow> {
    const job = await repo.jobOf(this.deps.db, session.businessId, id);
    if (!job) {
      return {
        id,
        status: ImportStatus.notFound,
        process: 0,
        msg: IMPORT_STATUS_TEXT[ImportStatus.notFound],
        rejectedRowsTaskId: null,
      };
    }
    return {
      id: job.id,
      status: job.status as ImportStatusValue,
      process: job.progress,
      msg: job.msg,
      rejectedRowsTaskId: job.rejectedRowsTaskId,
    };
  }
}
