import { randomBytes } from 'node:crypto';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { DOWNLOAD_KEEP_DAYS, DownloadTaskStatus } from '@console/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import { addMs, type Clock } from '../../lib/clock.ts';
import { describeFault } from '../../lib/log-redaction.ts';
import { WakeLoop } from '../../lib/wake-loop.ts';
import type { ExportKinds } from './export-kinds.ts';
import * as repo from './repo.ts';

export interface DownloadWorkerOptions {
  db: Db;
  clock: Clock;
  dataDir: string;
  timeZone: string;
  log: FastifyBaseLogger;
  /** This server process among those sharing the database (config instanceId). */
  instanceId: string;
  /** Call records read per query (keyset pages). */
  batchSize?: number;
  /** How often the queue is checked for work added by another instance or left by a restart. */
  pollMs?: number;
  /** A task in progress whose heartbeat is older than this is taken to be orphaned. */
  staleMs?: number;
  heartbeatMs?: number;
  sweepMs?: number;
  /** Starts of a task (re-queues included) after which it is given up as failed. */
  maxAttempts?: number;
  /** Awaited before each page of records is read; tests hold an export mid-way with it. */
  beforeBatch?: (taskId: number) => Promise<void>;
  /** What each download type's file is written by (the features', handed in by the composition root). */
  kinds: ExportKinds;
}

const KEEP_MS = DOWNLOAD_KEEP_DAYS * 86_400_000;
/** Progress is written when it moved this many points, or after PROGRESS_MS, not per page. */
const PROGRESS_STEP = 2;
const PROGRESS_MS = 500;

/**
 * Runs the download centre's exports, one task at a time per process, in the background of the
 * API server. Tasks are claimed from the database (so several instances share one queue), move
 * 0 queued → 1 querying → 2 writing → 3 done (or 4 failed), and write to a partial file under
 * DATA_DIR/downloads/<businessId>/ that is renamed only when complete. A task whose heartbeat
 * stops (its process died) is re-queued, and failed after maxAttempts starts. Tasks and files
 * older than DOWNLOAD_KEEP_DAYS are swept at start and every sweepMs.
 */
export class DownloadWorker {
  readonly root: string;
  private readonly batchSize: number;
  private readonly staleMs: number;
  private readonly heartbeatMs: number;
  private readonly maxAttempts: number;
  private readonly timers: NodeJS.Timeout[] = [];
  private readonly loop = new WakeLoop(() => this.drain());
  private current: { id: number; controller: AbortController } | undefined;

  constructor(private readonly options: DownloadWorkerOptions) {
    this.root = join(options.dataDir, 'downloads');
    this.batchSize = options.batchSize ?? 5_000;
    this.staleMs = options.staleMs ?? 60_000;
    this.heartbeatMs = options.heartbeatMs ?? 5_000;
    this.maxAttempts = options.maxAttempts ?? 3;
  }

  async start(): Promise<void> {
    this.loop.stopped = false;
    // The tasks this process ran before a restart are queued again at once, not a minute later.
    await this.recover(this.options.instanceId);
    await this.sweep();
    const every = (ms: number, task: () => Promise<unknown>) => {
      const timer = setInterval(() => {
        task().catch((error) => this.options.log.error({ err: error }, 'download worker check failed'));
      }, ms);
      timer.unref();
      this.timers.push(timer);
    };
    every(this.options.pollMs ?? 2_000, async () => {
      await this.recover();
      this.wake();
    });
    every(this.options.sweepMs ?? 3_600_000, () => this.sweep());
    this.wake();
  }

  /** Stops taking work; a task in progress goes back to the queue for the next start. */
  async stop(): Promise<void> {
    this.loop.stopped = true;
    for (const timer of this.timers.splice(0)) clearInterval(timer);
    this.current?.controller.abort();
    await this.loop.stop();
  }

  /** Looks for queued work now (after a task was added). */
  wake(): void {
    this.loop.wake();
  }

  private get stopped(): boolean {
    return this.loop.stopped;
  }

  /** Stops the export of a task that was deleted; its partial file is removed by the run. */
  cancel(id: number): void {
    if (this.current?.id === id) this.current.controller.abort();
  }

  filePath(task: Pick<repo.DownloadTask, 'businessId' | 'storedName'>): string {
    return join(this.root, String(task.businessId), task.storedName);
  }

  /** Re-queues (or fails) tasks whose process died, and `ownWorker`'s; removes their partial files. */
  async recover(ownWorker?: string): Promise<void> {
    const now = this.options.clock();
    const { requeued, failed } = await repo.recoverStaleTasks(this.options.db, {
      staleBefore: addMs(now, -this.staleMs),
      maxAttempts: this.maxAttempts,
      now,
      ownWorker,
    });
    for (const task of [...requeued, ...failed]) await this.removePartials(task);
    if (requeued.length + failed.length > 0) {
      this.options.log.warn(
        { requeued: requeued.map((t) => t.id), failed: failed.map((t) => t.id) },
        'download tasks of a stopped process recovered',
      );
    }
  }

  /** Removes tasks created more than DOWNLOAD_KEEP_DAYS ago and their files. */
  async sweep(): Promise<number> {
    const old = await repo.deleteTasksBefore(this.options.db, addMs(this.options.clock(), -KEEP_MS));
    for (const task of old) {
      this.cancel(task.id);
      await this.removeFiles(task);
    }
    if (old.length > 0) this.options.log.info({ removed: old.length }, 'expired download tasks removed');
    return old.length;
  }

  /** The task's file and any partial file of it. */
  async removeFiles(task: repo.DownloadTask): Promise<void> {
    if (task.storedName) await rm(this.filePath(task), { force: true });
    await this.removePartials(task);
  }

  private async removePartials(task: Pick<repo.DownloadTask, 'id' | 'businessId'>): Promise<void> {
    const folder = join(this.root, String(task.businessId));
    const names = await readdir(folder).catch(() => [] as string[]);
    const prefix = `${task.id}-`;
    for (const name of names) {
      if (name.startsWith(prefix) && name.endsWith('.part')) await rm(join(folder, name), { force: true });
    }
  }

  private async drain(): Promise<void> {
    try {
      for (;;) {
        if (this.stopped) return;
        const task = await repo.claimNextTask(this.options.db, this.options.clock(), this.options.instanceId);
        if (!task) break;
        await this.run(task);
      }
    } catch (error) {
      this.options.log.error({ err: error }, 'download worker stopped on an error');
    }
  }

  private async run(task: repo.DownloadTask): Promise<void> {
    const { db, clock, log } = this.options;
    const controller = new AbortController();
    this.current = { id: task.id, controller };
    const folder = join(this.root, String(task.businessId));
    const partial = join(folder, `${task.id}-${task.attempts}.part`);
    const storedName = `${task.id}-${randomBytes(12).toString('hex')}${extname(task.fileName) || '.xlsx'}`;
    const state = { status: DownloadTaskStatus.querying as number, progress: 0, writtenAt: performance.now() };
    const touch = async (changes: { taskStatus?: number; progress?: number }) => {
      if (!(await repo.touchTask(db, task, { ...changes, heartbeatAt: clock() }))) controller.abort();
      if (controller.signal.aborted) throw new Error('download task cancelled');
    };
    const heartbeat = setInterval(() => {
      touch({}).catch(() => undefined);
    }, this.heartbeatMs);
    heartbeat.unref();
    try {
      const exporter = this.options.kinds[task.downloadType]?.run;
      if (!exporter) throw new Error(`no exporter for download type ${task.downloadType}`);
      await mkdir(folder, { recursive: true });
      await rm(partial, { force: true });
      const rows = await exporter({
        db,
        timeZone: this.options.timeZone,
        businessId: task.businessId,
        query: task.query,
        path: partial,
        batchSize: this.batchSize,
        beforeBatch: this.options.beforeBatch && (() => this.options.beforeBatch?.(task.id) ?? Promise.resolve()),
        progress: async (taskStatus, progress) => {
          if (controller.signal.aborted) throw new Error('download task cancelled');
          const elapsed = performance.now() - state.writtenAt;
          const moved = progress - state.progress;
          if (taskStatus === state.status && (moved <= 0 || (moved < PROGRESS_STEP && elapsed < PROGRESS_MS))) return;
          Object.assign(state, { status: taskStatus, progress, writtenAt: performance.now() });
          await touch({ taskStatus, progress });
        },
      });
      if (controller.signal.aborted) throw new Error('download task cancelled');
      const path = this.filePath({ businessId: task.businessId, storedName });
      await rename(partial, path);
      const { size } = await stat(path);
      if (!(await repo.finishTask(db, task, { storedName, fileSize: size, now: clock() }))) {
        await rm(path, { force: true });
        return;
      }
      log.info({ taskId: task.id, rows, size }, 'download task done');
    } catch (error) {
      await rm(partial, { force: true });
      if (controller.signal.aborted) {
        log.info({ taskId: task.id }, 'download task stopped');
        if (this.stopped) await repo.releaseTask(db, task);
        return;
      }
      log.error({ taskId: task.id, fault: describeFault(error) }, 'download task failed');
      await repo.failTask(db, task.id, error instanceof Error ? error.message : String(error), clock());
    } finally {
      clearInterval(heartbeat);
      this.current = undefined;
    }
  }
}
