import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import type { DialogItem } from '@console/contracts';
import { wavHeader } from '../../lib/wave.ts';
import type { Speak } from './speaker.ts';

/** The synthesiser's rate; also the rate of a recording with nothing said. */
const DEFAULT_SAMPLE_RATE = 22_050;
/** Between a line and the next when the first ran past the next one's time. */
const GAP_MS = 300;
/** After the last line, so the player does not stop on its last syllable. */
const TAIL_MS = 800;
/** The call may go on silently after the last line; a recording keeps at most this much of that. */
const MAX_TRAILING_SILENCE_MS = 15_000;

/** One spoken line of a recording: where it starts (in samples) and what is said. */
export interface PlacedLine {
  at: number;
  samples: Int16Array;
}

/** A call's recording before it is written: the spoken lines in order, no two overlapping. */
export interface DialogAudio {
  sampleRate: number;
  lines: PlacedLine[];
  /** The recording's length in samples. */
  length: number;
}

const timeOf = (item: DialogItem) => (item.role === 'robot' ? item.nodeStartTime : item.userSpeakingTime);

/**
 * Says each line of the dialog (the robot's with one voice, the customer's with another) and
 * places it at its time since the call started. The synthesised speech runs at its own pace, so
 * a line that would start before the previous one ended is pushed on to just after it: voices
 * never overlap, and the order stays the dialog's. A customer item without text is a silence and
 * says nothing. The recording runs to the call's end (durationMs), but not long past the last line.
 */
export async function renderDialog(
  dialog: readonly DialogItem[],
  durationMs: number,
  speak: Speak,
): Promise<DialogAudio> {
  const lines: PlacedLine[] = [];
  let sampleRate = DEFAULT_SAMPLE_RATE;
  let end = 0;
  for (const item of dialog) {
    const text = item.text.trim();
    if (!text) continue;
    const pcm = await speak(text, item.role === 'robot' ? 'robot' : 'customer');
    if (lines.length === 0) sampleRate = pcm.sampleRate;
    else if (pcm.sampleRate !== sampleRate) throw new Error('the synthesiser changed its sample rate');
    const wanted = Math.round((Math.max(0, timeOf(item)) * sampleRate) / 1000);
    const at = lines.length === 0 ? wanted : Math.max(wanted, end + Math.round((GAP_MS * sampleRate) / 1000));
    lines.push({ at, samples: pcm.samples });
    end = at + pcm.samples.length;
  }
  const ms = (samples: number) => (samples * 1000) / sampleRate;
  const lastMs = ms(end);
  const endMs = Math.max(lastMs + TAIL_MS, Math.min(durationMs, lastMs + MAX_TRAILING_SILENCE_MS));
  return { sampleRate, lines, length: Math.round((endMs * sampleRate) / 1000) };
}

const SILENCE = Buffer.alloc(64 * 1024);

/**
 * Writes the recording as a 16-bit mono PCM WAV, line by line with the silences between, so only
 * the lines themselves are ever in memory. Int16Array is little-endian on every platform Node
 * runs on, as WAV wants.
 */
export async function writeDialogWav(path: string, audio: DialogAudio): Promise<void> {
  const out = createWriteStream(path);
  const failed = once(out, 'error').then(([error]) => {
    throw error;
  });
  failed.catch(() => undefined);
  const write = async (chunk: Buffer) => {
    if (!out.write(chunk)) await Promise.race([once(out, 'drain'), failed]);
  };
  const silence = async (samples: number) => {
    for (let left = samples * 2; left > 0; left -= SILENCE.length) {
      await write(left >= SILENCE.length ? SILENCE : SILENCE.subarray(0, left));
    }
  };
  try {
    await write(wavHeader(audio.length, audio.sampleRate));
    let cursor = 0;
    for (const line of audio.lines) {
      await silence(line.at - cursor);
      await write(Buffer.from(line.samples.buffer, line.samples.byteOffset, line.samples.byteLength));
      cursor = line.at + line.samples.length;
    }
    await silence(audio.length - cursor);
    out.end();
    await Promise.race([once(out, 'finish'), failed]);
  } catch (error) {
    out.destroy();
    throw error;
  }
}
