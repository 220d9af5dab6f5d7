import type { SdkLogger } from '../logs/logger.ts';

/** Plays the ring tone while a call waits for the agent. */
export interface RingTone {
  play(log: SdkLogger): void;
  stop(): void;
}

/** Plays the far end of the call. */
export interface RemoteAudio {
  attach(stream: MediaStream, log: SdkLogger): void;
  detach(): void;
}

const MODULE = 'media';
const GESTURES = ['pointerdown', 'keydown', 'touchstart'] as const;

/**
 * Browsers refuse play() until the user interacted with the page (autoplay policy). The refusal is
 * logged and the next click, key or touch plays it, as long as the sound is still wanted then.
 * Answers a function that withdraws the pending retry, also one whose refusal is still to come.
 */
function playWhenAllowed(element: HTMLAudioElement, log: SdkLogger, what: string, wanted: () => boolean): () => void {
  let retry: (() => void) | undefined;
  // Withdrawn before the refusal arrived (play, stop, play again): this attempt must not add listeners.
  let withdrawn = false;
  const withdraw = () => {
    withdrawn = true;
    if (retry) for (const gesture of GESTURES) document.removeEventListener(gesture, retry, { capture: true });
    retry = undefined;
  };
  element.play().catch((error: unknown) => {
    if (withdrawn || !wanted()) return;
    log.warn(MODULE, `浏览器阻止了自动播放${what}，将在下一次点击或按键时播放`, String(error));
    retry = () => {
      withdraw();
      if (wanted()) element.play().catch((again: unknown) => log.warn(MODULE, `${what}播放失败`, String(again)));
    };
    for (const gesture of GESTURES) document.addEventListener(gesture, retry, { capture: true });
  });
  return withdraw;
}

/**
 * The ring-back cadence of mainland China (450 Hz, 1 s on, 4 s off) as an 8 kHz 8-bit WAV made at
 * run time: a generated tone costs the bundle nothing, a recorded one tens of kilobytes.
 */
function ringToneUrl(): string {
  const rate = 8000;
  const samples = rate * 5;
  const view = new DataView(new ArrayBuffer(44 + samples));
  const ascii = (offset: number, text: string) => {
    for (let i = 0; i < text.length; i += 1) view.setUint8(offset + i, text.charCodeAt(i));
  };
  ascii(0, 'RIFF');
  view.setUint32(4, 36 + samples, true);
  ascii(8, 'WAVEfmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, rate, true);
  view.setUint32(28, rate, true);
  view.setUint16(32, 1, true);
  view.setUint16(34, 8, true);
  ascii(36, 'data');
  view.setUint32(40, samples, true);
  for (let i = 0; i < samples; i += 1) {
    const level = i < rate ? Math.round(60 * Math.sin((2 * Math.PI * 450 * i) / rate)) : 0;
    view.setUint8(44 + i, 128 + level);
  }
  return URL.createObjectURL(new Blob([view.buffer], { type: 'audio/wav' }));
}

export class BrowserRingTone implements RingTone {
  private element: HTMLAudioElement | undefined;
  private playing = false;
  private withdraw = () => {};

  play(log: SdkLogger): void {
    if (this.playing) return;
    this.playing = true;
    if (!this.element) {
      this.element = new Audio(ringToneUrl());
      this.element.loop = true;
    }
    this.element.currentTime = 0;
    this.withdraw = playWhenAllowed(this.element, log, '振铃音', () => this.playing);
  }

  stop(): void {
    this.playing = false;
    this.withdraw();
    this.element?.pause();
  }
}

/** One audio element, off the DOM (it plays all the same), reused from call to call. */
export class BrowserRemoteAudio implements RemoteAudio {
  private element: HTMLAudioElement | undefined;
  private withdraw = () => {};

  attach(stream: MediaStream, log: SdkLogger): void {
    const element = this.element ?? new Audio();
    this.element = element;
    element.autoplay = true;
    if (element.srcObject === stream) return;
    this.withdraw();
    element.srcObject = stream;
    this.withdraw = playWhenAllowed(element, log, '通话声音', () => element.srcObject === stream);
  }

  detach(): void {
    this.withdraw();
    if (!this.element) return;
    this.element.pause();
    this.element.srcObject = null;
  }
}

/** Outside a browser page (Node, workers) there is nothing to play on. */
const silentRingTone: RingTone = { play: () => {}, stop: () => {} };
const silentRemoteAudio: RemoteAudio = { attach: () => {}, detach: () => {} };

export function defaultRingTone(): RingTone {
  return typeof document === 'undefined' || typeof Audio === 'undefined' ? silentRingTone : new BrowserRingTone();
}

export function defaultRemoteAudio(): RemoteAudio {
  return typeof document === 'undefined' || typeof Audio === 'undefined' ? silentRemoteAudio : new BrowserRemoteAudio();
}
