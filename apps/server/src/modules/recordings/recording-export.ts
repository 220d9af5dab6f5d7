import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { DownloadTaskStatus } from '@console/contracts';
import { Zip, ZipDeflate } from 'fflate';
import { localDateTime } from '../../lib/local-time.ts';
import { type ExportRun, keysetPages, percentWritten } from '../download/export-run.ts';
import type { StoredTaskRecordingsQuery } from '../task/task-exports.ts';
import { hasSpeech } from './dialog-audio.ts';
import { countRecordedCalls, type RecordedCallRow, recordedCallsOfTask, type TaskCalls } from './repo.ts';

/**
 * The most recordings one file holds. The zip has no ZIP64 records (fflate writes none), so it
 * must stay under 4 GB; a thousand calls of a few minutes each does.
 */
export const RECORDINGS_EXPORT_MAX = 1_000;
const ZIP_MAX_BYTES = 4 * 1024 ** 3 - 64 * 1024 ** 2;
/** Recordings are read from the database in pages this small: each row carries its dialog. */
const PAGE_MAX = 200;

/** The calls a recordings export packs. */
export const recordedCallsOf = (query: StoredTaskRecordingsQuery): TaskCalls => ({
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
 * Writes a task's recordings as one zip (type 4): a WAV per answered call with a dialog,
 * synthesised first where nobody played it yet (through the store, so its cap on concurrent
 * syntheses holds here too; the next recording is made while this one is packed). Each file is
 * streamed into the zip and the zip into the file, waiting for the disk, so memory holds a chunk
 * or two, never a recording. Deflate level 1: the silences between lines shrink to nothing, and
 * speech gains little from harder work.
 */
export async function runRecordingsExport(run: ExportRun): Promise<number> {
  const { recordings } = run;
  if (!recordings) throw new Error('a recordings export needs the recording store');
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
