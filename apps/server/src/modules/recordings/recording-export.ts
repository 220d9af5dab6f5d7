import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { DownloadTaskStatus, ErrorCode, ErrorMessage } from '@console/contracts';
import { taskRecordingsQuery } from '@console/contracts/schemas';
import { Zip, ZipDeflate } from 'fflate';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { localDateTime } from '../../lib/local-time.ts';
import { parseInput } from '../../lib/parse-input.ts';
import { hasSpeech } from '../call-records/index.ts';
import { type ExportKind, type ExportRun, keysetPages, percentWritten } from '../download/index.ts';
import { checkLongTask, refuseRunning, type TasksService } from '../task/index.ts';
import { countRecordedCalls, type RecordedCallRow, recordedCallsOfTask, type TaskCalls } from './repo.ts';
import type { RecordingStore } from './store.ts';

/** What a task's recordings export (type 4, 录音下载) stores. */
type StoredTaskRecordingsQuery = z.output<typeof taskRecordingsQuery> & { businessId: number };

/**
 * The most recordings one file holds. The zip has no ZIP64 records (fflate writes none), so it
 * must stay under 4 GB; a thousand calls of a few minutes each does.
 */
const RECORDINGS_EXPORT_MAX = 1_000;
const ZIP_MAX_BYTES = 4 * 1024 ** 3 - 64 * 1024 ** 2;
/** Recordings are read from the database in pages this small: each row carries its dialog. */
const PAGE_MAX = 200;

/** The calls a recordings export packs. */
const recordedCallsOf = (query: StoredTaskRecordingsQuery): TaskCalls => ({
  businessId: query.businessId,
  taskId: query.taskId,
  from: query.callOutBeginTime === undefined ? undefined : new Date(query.callOutBeginTime),
  to: query.callOutEndTime === undefined ? undefined : new Date(query.callOutEndTime),
});

/** <number>_<外呼时间 yyyyMMddHHmmss>_<callId>.wav */
function entryName(call: RecordedCallRow, timeZone: string): string {
  return `${call.callee}_${localDateTime(call.startAt, timeZone).replace(/\D/g, '')}_${call.id}.wav`;
}

/**
 * 录音下载 (download type 4): the recordings of a task's calls, optionally of a 外呼时间 range,
 * which a 长期任务 needs (30050 without one). Checked when added as the task's other exports are.
 */
export function recordingsExportKind(deps: { db: Db; tasks: TasksService; store: RecordingStore }): ExportKind {
  return {
    check: async (session, raw, guard) => {
      const parsed = parseInput(taskRecordingsQuery, raw);
      const task = await deps.tasks.visibleTask(session, parsed.taskId);
      checkLongTask(task, parsed);
      await refuseRunning(guard, { taskId: task.id });
      const query = { ...parsed, businessId: session.businessId };
      // One zip holds at most this many (it has no ZIP64 records, so it must stay under 4 GB).
      if ((await countRecordedCalls(deps.db, recordedCallsOf(query))) > RECORDINGS_EXPORT_MAX) {
        throw new AppError(ErrorCode.LongTaskDownload, ErrorMessage.recordingsTooMany(RECORDINGS_EXPORT_MAX));
      }
      return { query, defaultFileName: `${task.name}-录音.zip` };
    },
    run: (run) => runRecordingsExport(run, deps.store),
  };
}

/**
 * Writes a task's recordings as one zip (type 4): a WAV per answered call with a dialog,
 * synthesised first where nobody played it yet (through the store, so its cap on concurrent
 * syntheses holds here too; the next recording is made while this one is packed). Each file is
 * streamed into the zip and the zip into the file, waiting for the disk, so memory holds a chunk
 * or two, never a recording. Deflate level 1: the silences between lines shrink to nothing, and
 * speech gains little from harder work.
 */
async function runRecordingsExport(run: ExportRun, recordings: RecordingStore): Promise<number> {
  const query = run.query as StoredTaskRecordingsQuery;
  const calls = recordedCallsOf({ ...query, businessId: run.businessId });
  const total = await countRecordedCalls(run.db, calls);
  await run.progress(DownloadTaskStatus.writing, 0);

  const out = createWriteStream(run.path);
  const failed = once(out, 'error').then(([error]) => {
    throw error;
  });
  failed.catch(() => undefined);
  const state: { error?: Error; bytes: number } = { bytes: 0 };
  const zip = new Zip((error, chunk, final) => {
    if (error) state.error = error;
    else {
      state.bytes += chunk.length;
      out.write(chunk);
      if (final) out.end();
    }
  });
  /** Waits while the disk is behind, so the zip's output never piles up in memory. */
  const drained = async () => {
    if (state.error) throw state.error;
    if (state.bytes > ZIP_MAX_BYTES) throw new Error('the recordings do not fit in a zip without ZIP64');
    if (out.writableNeedDrain) await Promise.race([once(out, 'drain'), failed]);
  };

  let written = 0;
  try {
    const pages = keysetPages({ ...run, batchSize: Math.min(run.batchSize, PAGE_MAX) }, (afterId, limit) =>
      recordedCallsOfTask(run.db, calls, afterId, limit),
    );
    const queued: RecordedCallRow[] = [];
    const take = async (): Promise<RecordedCallRow | undefined> => {
      while (queued.length === 0) {
        const page = await pages.next();
        if (page.done) return undefined;
        queued.push(...page.value.filter((call) => hasSpeech(call.dialog)));
      }
      return queued.shift();
    };
    const start = (call: RecordedCallRow | undefined) => {
      if (!call) return undefined;
      const file = recordings.file(call);
      // Awaited when its turn comes; until then a failure must not go unhandled.
      file.catch(() => undefined);
      return { call, file };
    };
    let next = start(await take());
    while (next) {
      const { call, file } = next;
      next = start(await take());
      const entry = new ZipDeflate(entryName(call, run.timeZone), { level: 1 });
      entry.mtime = call.startAt;
      zip.add(entry);
      for await (const chunk of createReadStream((await file).path)) {
        entry.push(chunk as Buffer);
        await drained();
      }
      entry.push(new Uint8Array(0), true);
      await drained();
      written++;
      await run.progress(DownloadTaskStatus.writing, percentWritten(written, total));
    }
    zip.end();
    await drained();
    await Promise.race([once(out, 'finish'), failed]);
  } catch (error) {
    out.destroy();
    throw error;
  }
  return written;
}
