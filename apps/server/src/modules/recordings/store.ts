import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { DialogItem } from '@console/contracts';
import { renderDialog, writeDialogWav } from './dialog-audio.ts';
import { espeakSpeak, type Speak } from './speaker.ts';

/** What a recording is made from: an answered call with its dialog. */
export interface RecordedCall {
  id: number;
  businessId: number;
  durationMs: number;
  dialog: DialogItem[];
}

/** A recording on disk. */
export interface RecordingFile {
  path: string;
  size: number;
}

export interface RecordingStoreOptions {
  dataDir: string;
  speak?: Speak;
  /** Recordings synthesised at once in this process; more wait their turn. */
  concurrency?: number;
}

/**
 * Call recordings, synthesised from each answered call's dialog. They are made lazily, on the
 * first request for one (the player, a recordings export), not when a call hangs up: hundreds of
 * concurrent calls ending would otherwise each run a synthesiser at once, most of whose output
 * nobody ever plays. A made recording is kept under DATA_DIR/recordings/<businessId>/<callId>.wav
 * (a call's dialog never changes after it ended), written to a partial file and renamed, so a
 * reader never sees half a file. Concurrent first requests for one call share one synthesis, and
 * at most `concurrency` run at once, so a burst of players cannot starve the API of its cores.
 */
export class RecordingStore {
  readonly root: string;
  private readonly speak: Speak;
  private readonly inFlight = new Map<number, Promise<RecordingFile>>();
  private readonly waiting: Array<() => void> = [];
  private running = 0;
  private readonly concurrency: number;
  /** Recordings this store synthesised (not those it found made). */
  synthesised = 0;

  constructor(options: RecordingStoreOptions) {
    this.root = join(options.dataDir, 'recordings');
    this.speak = options.speak ?? espeakSpeak;
    this.concurrency = Math.max(1, options.concurrency ?? 2);
  }

  pathOf(call: Pick<RecordedCall, 'id' | 'businessId'>): string {
    return join(this.root, String(call.businessId), `${call.id}.wav`);
  }

  /** The call's recording, made now if it was not yet. */
  async file(call: RecordedCall): Promise<RecordingFile> {
    const made = await this.made(call);
    if (made) return made;
    let pending = this.inFlight.get(call.id);
    if (!pending) {
      pending = this.make(call).finally(() => this.inFlight.delete(call.id));
      this.inFlight.set(call.id, pending);
    }
    return pending;
  }

  private async made(call: RecordedCall): Promise<RecordingFile | undefined> {
    const path = this.pathOf(call);
    const found = await stat(path).catch(() => undefined);
    return found ? { path, size: found.size } : undefined;
  }

  private async make(call: RecordedCall): Promise<RecordingFile> {
    await this.slot();
    try {
      // Another request (or another server process on the same data directory) may have made it meanwhile.
      const made = await this.made(call);
      if (made) return made;
      const path = this.pathOf(call);
      const partial = `${path}.${randomBytes(6).toString('hex')}.part`;
      await mkdir(join(this.root, String(call.businessId)), { recursive: true });
      try {
        await writeDialogWav(partial, await renderDialog(call.dialog, call.durationMs, this.speak));
        await rename(partial, path);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
      this.synthesised++;
      const { size } = await stat(path);
      return { path, size };
    } finally {
      this.release();
    }
  }

  private async slot(): Promise<void> {
    if (this.running < this.concurrency) {
      this.running++;
      return;
    }
    await new Promise<void>((resolve) => this.waiting.push(resolve));
  }

  /** Hands the slot to the next waiting synthesis, or frees it. */
  private release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.running--;
  }
}
