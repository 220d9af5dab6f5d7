import { createHash, randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { access, mkdir, readdir, rm } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { ErrorCode, TASK_FILE_MAX_BYTES, type TaskUploadRow } from '@console/contracts';
import { taskEndpoints } from '@console/contracts/schemas';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { attachment } from '../../lib/content-disposition.ts';
import { parseInput } from '../../lib/parse-input.ts';
import type { SessionContext } from '../account/index.ts';
import type { NumberLists } from '../blacklist/index.ts';
import { receiveUploadToFile } from '../uploads/index.ts';
import { importNumbers } from './numbers/import-numbers.ts';
import { NumberFileError } from './numbers/number-file-error.ts';
import { readNumberRows, sniffNumberFile } from './numbers/read-rows.ts';
import { createRejectedNumbersFile } from './numbers/rejected-file.ts';
import { publishedScript } from './script-of-task.ts';
import * as repo from './uploads-repo.ts';

/** An upload createTaskWithFile has not used within this long is removed. */
const UPLOAD_TTL_MS = 24 * 60 * 60_000;

/** Where the 错误名单 files live below DATA_DIR, and the path they are served under (staticUrl). */
export const TASK_ERROR_FILES = 'task-errors';

const upload = taskEndpoints.uploadTaskFile.upload;

/**
 * uploadTaskFile: the numbers file goes to disk as it arrives, is read row by row against the
 * script's template, the blacklist and the suppression list, and its accepted numbers wait in
 * task_upload_numbers for createTaskWithFile. The rejected rows go to a 错误名单 file.
 */
export class TaskFiles {
  constructor(
    private readonly deps: { db: Db; clock: Clock; dataDir: string; numberLists: NumberLists; instanceId: string },
  ) {}

  /** Incoming files of this process are named after it: another may be receiving into the same directory. */
  private get incomingPrefix(): string {
    return `task-${createHash('sha256').update(this.deps.instanceId).digest('hex').slice(0, 12)}-`;
  }

  /**
   * At start: what a killed process left of its uploads (the incoming files and the numbers of the
   * uploads it was reading) goes, and so do uploads older than a day, read or not.
   */
  async removeUnfinished(): Promise<void> {
    const { db, clock, dataDir, instanceId } = this.deps;
    const dir = join(dataDir, 'uploads');
    const names = await readdir(dir).catch(() => [] as string[]);
    for (const name of names) if (name.startsWith(this.incomingPrefix)) await rm(join(dir, name), { force: true });
    const stale = await repo.deleteStaleUploads(db, {
      receivingBy: instanceId,
      before: new Date(clock().getTime() - UPLOAD_TTL_MS),
    });
    for (const path of stale) await rm(join(dataDir, path), { force: true });
  }

  private get errorDir(): string {
    return join(this.deps.dataDir, TASK_ERROR_FILES);
  }

  errorFilePath(name: string): string {
    return join(this.errorDir, name);
  }

  /** An upload's 错误名单 by its name: a random 128-bit value known only to the uploader. */
  async sendErrorFile(reply: FastifyReply, name: string | undefined): Promise<FastifyReply> {
    if (!name || !/^[a-f0-9]{32}\.xlsx$/.test(name))
      throw new AppError(ErrorCode.NotFound, undefined, { statusCode: 404 });
    const path = this.errorFilePath(name);
    try {
      await access(path);
    } catch {
      throw new AppError(ErrorCode.NotFound, undefined, { statusCode: 404 });
    }
    reply.header('content-disposition', attachment('错误名单.xlsx', 'rejected-numbers.xlsx'));
    reply.type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    return reply.send(createReadStream(path));
  }

  async receive(request: FastifyRequest, session: SessionContext): Promise<TaskUploadRow> {
    const { dataDir, db, clock, numberLists } = this.deps;
    const incoming = join(dataDir, 'uploads', `${this.incomingPrefix}${randomBytes(16).toString('hex')}`);
    await mkdir(join(dataDir, 'uploads'), { recursive: true });
    try {
      const file = await receiveUploadToFile(request, upload, TASK_FILE_MAX_BYTES, incoming);
      if (file.tooLarge) throw new NumberFileError('tooLarge');
      if (file.size === 0) throw new AppError(ErrorCode.UploadFailed);
      const fields = parseInput(upload.fields, file.fields);
      const script = await publishedScript(db, session.businessId, fields.speechSkillId);
      const type = await sniffNumberFile(incoming, file.fileName);
      const errorName = `${randomBytes(16).toString('hex')}.xlsx`;
      const errorPath = `${TASK_ERROR_FILES}/${errorName}`;
      await mkdir(this.errorDir, { recursive: true });
      const rejected = createRejectedNumbersFile(this.errorFilePath(errorName));
      const fileName = `${randomBytes(16).toString('hex')}${extname(file.fileName).toLowerCase() || `.${type}`}`;
      const uploadId = await repo.insertUpload(db, {
        businessId: session.businessId,
        speechSkillId: script.id,
        fileName,
        orgFileName: file.fileName,
        totalRows: 0,
        acceptedRows: 0,
        // Known from the start, so a restart finds the 错误名单 a killed process left half written.
        errorFile: errorPath,
        receivingBy: this.deps.instanceId,
        createdAt: clock(),
      });
      let rowNo = 0;
      try {
        const summary = await importNumbers({
          rows: readNumberRows(incoming, type),
          template: { phoneColumn: script.phoneColumn, variableColumns: script.variables },
          isBlacklisted: (numbers) => numberLists.isBlacklisted(session.businessId, numbers),
          isSuppressed: (numbers) => numberLists.isSuppressed(session.businessId, numbers),
          onAccepted: async (batch) => {
            await repo.insertUploadNumbers(db, uploadId, rowNo + 1, batch);
            rowNo += batch.length;
          },
          onRejected: (batch, header) => rejected.write(batch, header),
        });
        const errorRows = await rejected.close();
        const errorFile = errorRows > 0 ? errorPath : '';
        await repo.finishUpload(db, uploadId, {
          totalRows: summary.totalRows,
          acceptedRows: summary.acceptedRows,
          errorFile,
        });
        return {
          fileName,
          errorRate: summary.errorRate,
          errorFilePath: errorFile,
          totalRows: summary.totalRows,
          acceptedRows: summary.acceptedRows,
        };
      } catch (error) {
        await rejected.abort();
        await repo.deleteUpload(db, uploadId);
        throw error;
      }
    } catch (error) {
      if (error instanceof NumberFileError) throw new AppError(ErrorCode.ParamInvalid, error.message);
      throw error;
    } finally {
      await rm(incoming, { force: true });
    }
  }
}
