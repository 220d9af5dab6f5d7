import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DialogItem } from '@console/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { type Pcm, readPcm } from '../../lib/wave.ts';
import { hasSpeech } from '../call-records/index.ts';
import { renderDialog, writeDialogWav } from './dialog-audio.ts';
import { espeakSpeak, type Speak } from './speaker.ts';

const dir = mkdtempSync(join(tmpdir(), 'recording-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const robot = (text: string, at: number): DialogItem => ({ role: 'robot', nodeName: '节点', text, nodeStartTime: at });
const customer = (text: string, at: number): DialogItem => ({ role: 'user', text, hits: [], userSpeakingTime: at });

/** The loudest sample between two times (ms). */
function peakBetween(pcm: Pcm, fromMs: number, toMs: number): number {
  let peak = 0;
  const from = Math.floor((fromMs * pcm.sampleRate) / 1000);
  const to = Math.min(pcm.samples.length, Math.floor((toMs * pcm.sampleRate) / 1000));
  for (let i = from; i < to; i++) peak = Math.max(peak, Math.abs(pcm.samples[i]));
  return peak;
}

async function wavOf(dialog: DialogItem[], durationMs: number, speak: Speak = espeakSpeak) {
  const path = join(dir, `${Math.random().toString(36).slice(2)}.wav`);
  const audio = await renderDialog(dialog, durationMs, speak);
  await writeDialogWav(path, audio);
  const content = readFileSync(path);
  return { audio, content, pcm: readPcm(content) };
}

/** A line of `ms` milliseconds of a steady tone, at 8 kHz. */
const toneSpeak =
  (msOf: (text: string) => number, spoken: string[] = []): Speak =>
  async (text, speaker) => {
    spoken.push(`${speaker}:${text}`);
    return { sampleRate: 8000, samples: new Int16Array(Math.round(msOf(text) * 8)).fill(1000) };
  };

describe('a recording synthesised from a dialog', { timeout: 60_000 }, () => {
  it('is a 16-bit mono WAV that grows with the dialog, sound where lines are and silence between', async () => {
    const short = await wavOf([robot('您好，请问是张先生吗', 0)], 0);
    const long = await wavOf([robot('您好，请问是张先生吗', 0), customer('是的，你说', 6_000)], 0);

    for (const { content, pcm } of [short, long]) {
      expect(content.subarray(0, 4).toString('ascii')).toBe('RIFF');
      expect(content.readUInt32LE(4)).toBe(content.length - 8);
      expect(content.readUInt32LE(40)).toBe(content.length - 44);
      expect(pcm.sampleRate).toBe(22_050);
    }
    expect(long.pcm.samples.length).toBeGreaterThan(short.pcm.samples.length);

    const [first, second] = long.audio.lines;
    const firstEndMs = ((first.at + first.samples.length) * 1000) / long.pcm.sampleRate;
    expect(firstEndMs).toBeLessThan(6_000);
    expect(second.at).toBe(6_000 * 22.05);
    expect(peakBetween(long.pcm, 0, firstEndMs)).toBeGreaterThan(3_000);
    expect(peakBetween(long.pcm, firstEndMs, 6_000)).toBe(0);
    expect(peakBetween(long.pcm, 6_000, 6_000 + 1_000)).toBeGreaterThan(3_000);
  });

  it('says the customer with another voice than the robot', async () => {
    const spoken: string[] = [];
    await wavOf(
      [robot('您好', 0), customer('在的', 2_000)],
      0,
      toneSpeak(() => 500, spoken),
    );
    expect(spoken).toEqual(['robot:您好', 'customer:在的']);
    const [robotLine, customerLine] = await Promise.all([
      espeakSpeak('您好', 'robot'),
      espeakSpeak('您好', 'customer'),
    ]);
    expect(robotLine.samples).not.toEqual(customerLine.samples);
  });

  it('pushes a line on when the one before runs past its time, and never overlaps', async () => {
    const { audio } = await wavOf(
      [robot('一', 0), customer('二', 1_000), robot('三', 1_000), robot('四', 20_000)],
      0,
      toneSpeak(() => 2_000),
    );
    // 2 s lines at 8 kHz, 300 ms apart when pushed on.
    expect(audio.lines.map((line) => line.at)).toEqual([0, 18_400, 36_800, 160_000]);
  });

  it('keeps a silent customer turn silent and says the next line at its time', async () => {
    const spoken: string[] = [];
    const { audio, pcm } = await wavOf(
      [robot('您好', 0), customer('', 1_000), customer('  ', 1_500), robot('喂，您还在吗', 5_000)],
      0,
      toneSpeak(() => 500, spoken),
    );
    expect(spoken).toEqual(['robot:您好', 'robot:喂，您还在吗']);
    expect(audio.lines.map((line) => line.at)).toEqual([0, 40_000]);
    expect(peakBetween(pcm, 500, 5_000)).toBe(0);
    expect(hasSpeech([customer('', 0)])).toBe(false);
    expect(hasSpeech([customer('', 0), robot('您好', 0)])).toBe(true);
  });

  it("runs to the call's end, but not long past the last line", async () => {
    const lineMs = () => 1_000;
    expect((await wavOf([robot('您好', 0)], 4_000, toneSpeak(lineMs))).audio.length).toBe(32_000);
    // 1 s line, then at most 15 s of the call's silence.
    expect((await wavOf([robot('您好', 0)], 3_600_000, toneSpeak(lineMs))).audio.length).toBe(128_000);
    // A call shorter than its synthesised speech still hears the last line out.
    expect((await wavOf([robot('您好', 0)], 0, toneSpeak(lineMs))).audio.length).toBe(14_400);
  });

  it('reads a line that starts with a dash as text, not as an option', async () => {
    const pcm = await espeakSpeak('-w 你好', 'customer');
    expect(pcm.samples.length).toBeGreaterThan(0);
  });
});
