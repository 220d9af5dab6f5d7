import { IMPORT_STATUS_TEXT, ImportStatus, type ImportStatusValue } from '@console/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import { addMs, type Clock } from '../../lib/clock.ts';
import { describeFault } from '../../lib/log-redaction.ts';
import { WakeLoop } from '../../lib/wake-loop.ts';
import type { UploadStore } from '../uploads/index.ts';
import type { Importer } from './importer.ts';
import { type RejectedRow, type RejectedRowsFiles, storeRejectedRows } from './rejected-rows.ts';
import * as repo from './repo.ts';
import { readSheetRows, type SheetRow } from './spreadsheet.ts';

export interface ImportWorkerOptions {
  db: Db;
  clock: Clock;
  uploads: UploadStore;
  /** What each kind of import does with its rows (knowledge questions, dictionary terms). */
  importers: Record<repo.ImportKind, Importer>;
  /** Where the rejected rows go: the uploader's download centre. */
  rejectedRows: RejectedRowsFiles;
  log: FastifyBaseLogger;
  /** How often the queue is checked for imports added by another instance or left by a restart. */
  pollMs?: number;
  /** A running import whose heartbeat is older than this belongs to a process that died. */
  staleMs?: number;
  heartbeatMs?: number;
}

const INTERRUPTED = '导入中断，请重新上传';
/** Rejected rows named in the answer's msg; the file lists them all. */
const MSG_ROWS = 20;

interface Outcome {
  status: ImportStatusValue;
  msg: string;
  progress: number;
  rejectedRowsTaskId?: number;
}

const final = (status: ImportStatusValue, detail?: string): Outcome => ({
  status,
  msg: detail ? `${IMPORT_STATUS_TEXT[status]}：${detail}` : IMPORT_STATUS_TEXT[status],
  progress: 0,
});

/** Thrown between rows when the server stops: the import ends as interrupted. */
class Stopped extends Error {}

/**
 * Runs the spreadsheet imports (modules-spec 3.5) in the background of the API server, one at a
 * time per process, claimed from the import_jobs table so that several instances share the queue
 * and queryTask answers from any of them. An import reads the first sheet, checks the template's
 * header (9), that there are rows (10) and the file-wide rules (12), then writes row by row: the
 * good rows are kept, and the rejected ones (11) go to a file in the uploader's download centre.
 * An import cut off by a stop ends at once as 7; one whose process died is failed (7) by the next
 * start or check of any instance.
 */
export class ImportWorker {
  private readonly timers: NodeJS.Timeout[] = [];
  private readonly loop = new WakeLoop(() => this.drain());

  constructor(private readonly options: ImportWorkerOptions) {}

  async start(): Promise<void> {
    this.loop.stopped = false;
    await this.recover();
    const timer = setInterval(() => {
      this.recover()
        .then(() => this.wake())
        .catch((error) => this.options.log.error({ err: error }, 'import worker check failed'));
    }, this.options.pollMs ?? 2_000);
    timer.unref();
    this.timers.push(timer);
    this.wake();
  }

  async stop(): Promise<void> {
    this.loop.stopped = true;
    for (const timer of this.timers.splice(0)) clearInterval(timer);
    await this.loop.stop();
  }

  /** Looks for queued imports now (after one was added). */
  wake(): void {
    this.loop.wake();
  }

  private get stopped(): boolean {
    return this.loop.stopped;
  }

  /** Fails the imports of processes that died mid-way; answers how many. */
  async recover(): Promise<number> {
    const now = this.options.clock();
    const failed = await repo.failStaleJobs(
      this.options.db,
      addMs(now, -(this.options.staleMs ?? 60_000)),
      INTERRUPTED,
      now,
    );
    if (failed.length > 0)
      this.options.log.warn({ imports: failed.map((job) => job.id) }, 'interrupted imports failed');
    return failed.length;
  }

  private async drain(): Promise<void> {
    try {
      for (let job = await this.claim(); job; job = await this.claim()) await this.run(job);
    } catch (error) {
      this.options.log.error({ err: error }, 'import worker stopped on an error');
    }
  }

  private claim(): Promise<repo.ImportJob | undefined> {
    return this.stopped ? Promise.resolve(undefined) : repo.claimNextJob(this.options.db, this.options.clock());
  }

  private async run(job: repo.ImportJob): Promise<void> {
    const { db, clock, log, uploads } = this.options;
    const heartbeat = setInterval(() => {
      repo.touchJob(db, job.id, { heartbeatAt: clock() }).catch(() => undefined);
    }, this.options.heartbeatMs ?? 5_000);
    heartbeat.unref();
    let outcome: Outcome;
    try {
      outcome = await this.importFile(job);
    } catch (error) {
      const stopped = error instanceof Stopped;
      if (!stopped) log.error({ importId: job.id, fault: describeFault(error) }, 'import failed');
      outcome = { ...final(ImportStatus.uploadFailed), msg: stopped ? INTERRUPTED : IMPORT_STATUS_TEXT[7] };
    } finally {
      clearInterval(heartbeat);
    }
    await repo.finishJob(db, job.id, { ...outcome, now: clock() });
    await uploads.discard(job.businessId, job.storedName, 'importFile');
    log.info({ importId: job.id, status: outcome.status }, 'import finished');
  }

  private async importFile(job: repo.ImportJob): Promise<Outcome> {
    const { db, clock, uploads } = this.options;
    const importer = this.options.importers[job.kind as repo.ImportKind];
    const content = await uploads.read(job.businessId, job.storedName, 'importFile');
    if (!importer || !content) return final(ImportStatus.uploadFailed);
    let rows: SheetRow[];
    try {
      rows = await readSheetRows(content);
    } catch {
      return final(ImportStatus.loadFailed);
    }
    const [header, ...data] = rows;
    if (!header) return final(ImportStatus.templateEmpty);
    if (importer.header.some((name, index) => header.cells[index] !== name)) {
      return final(ImportStatus.templateInvalid, `表头应为${importer.header.join('、')}`);
    }
    if (data.length === 0) return final(ImportStatus.templateEmpty);
    const refused = importer.refuseFile?.(data);
    if (refused) return { ...refused, progress: 0 };
    const problem = await importer.targetProblem(db, job);
    if (problem) return final(ImportStatus.uploadFailed, problem);

    const rejected: RejectedRow[] = [];
    let progress = 0;
    for (const [index, row] of data.entries()) {
      if (this.stopped) throw new Stopped();
      const cells = importer.header.map((_, column) => row.cells[column] ?? '');
      const reason = await importer.importRow(db, job, cells, clock());
      if (reason) rejected.push({ row, reason });
      const percent = Math.min(99, Math.floor(((index + 1) * 100) / data.length));
      if (percent > progress) {
        progress = percent;
        await repo.touchJob(db, job.id, { progress, heartbeatAt: clock() });
      }
    }
    if (rejected.length === 0)
      return { status: ImportStatus.success, msg: `导入成功，共${data.length}条`, progress: 100 };
    const rejectedRowsTaskId = await storeRejectedRows(this.options.rejectedRows, job, importer.header, rejected);
    const lines = rejected.slice(0, MSG_ROWS).map(({ row, reason }) => `第${row.rowNumber}行：${reason}`);
    if (rejected.length > MSG_ROWS) lines.push(`……其余${rejected.length - MSG_ROWS}条见导入失败明细`);
    return {
      status: ImportStatus.partial,
      msg: [`导入完成：成功${data.length - rejected.length}条，失败${rejected.length}条`, ...lines].join('\n'),
      progress: 100,
      rejectedRowsTaskId,
    };
  }
}
