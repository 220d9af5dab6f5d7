import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BrowserRemoteAudio, BrowserRingTone } from './media.ts';

/** An audio element whose play() is refused until `allowed` is set, as under an autoplay policy. */
class FakeAudio {
  static allowed = false;
  static instances: FakeAudio[] = [];
  loop = false;
  autoplay = false;
  currentTime = 0;
  srcObject: unknown = null;
  plays = 0;
  paused = true;
  constructor(readonly src?: string) {
    FakeAudio.instances.push(this);
  }
  play(): Promise<void> {
    this.plays += 1;
    if (!FakeAudio.allowed) return Promise.reject(new Error('NotAllowedError'));
    this.paused = false;
    return Promise.resolve();
  }
  pause(): void {
    this.paused = true;
  }
}

let page: EventTarget;
const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
const gesture = async () => {
  page.dispatchEvent(new Event('pointerdown'));
  await Promise.resolve();
};

beforeEach(() => {
  FakeAudio.allowed = false;
  FakeAudio.instances = [];
  page = new EventTarget();
  vi.stubGlobal('document', page);
  vi.stubGlobal('Audio', FakeAudio);
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:ring-tone') }));
  log.warn.mockClear();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('BrowserRingTone', () => {
  it('plays a generated looping tone; when autoplay is refused it warns and plays on the next gesture', async () => {
    const tone = new BrowserRingTone();

    tone.play(log);
    await Promise.resolve();
    const audio = FakeAudio.instances[0] as FakeAudio;
    expect(audio.src).toBe('blob:ring-tone');
    expect(audio.loop).toBe(true);
    expect(log.warn).toHaveBeenCalledWith(
      'media',
      '浏览器阻止了自动播放振铃音，将在下一次点击或按键时播放',
      'Error: NotAllowedError',
    );

    FakeAudio.allowed = true;
    await gesture();
    expect(audio.plays).toBe(2);
    expect(audio.paused).toBe(false);
    // One retry only.
    await gesture();
    expect(audio.plays).toBe(2);

    tone.stop();
    expect(audio.paused).toBe(true);
  });

  it('a tone stopped before the gesture does not start on it', async () => {
    const tone = new BrowserRingTone();
    tone.play(log);
    await Promise.resolve();
    tone.stop();

    FakeAudio.allowed = true;
    await gesture();

    expect(FakeAudio.instances[0]?.plays).toBe(1);
  });
});

describe('BrowserRingTone withdrawn before the refusal arrives', () => {
  it('play, stop, play leaves one retry, and stop leaves no gesture listener behind', async () => {
    const listeners = new Set<unknown>();
    const add = page.addEventListener.bind(page);
    const remove = page.removeEventListener.bind(page);
    page.addEventListener = (type: string, listener: EventListenerOrEventListenerObject | null, options?: unknown) => {
      listeners.add(listener);
      add(type, listener, options as AddEventListenerOptions);
    };
    page.removeEventListener = (
      type: string,
      listener: EventListenerOrEventListenerObject | null,
      options?: unknown,
    ) => {
      listeners.delete(listener);
      remove(type, listener, options as EventListenerOptions);
    };
    const tone = new BrowserRingTone();

    tone.play(log);
    tone.stop();
    tone.play(log);
    await Promise.resolve();
    await Promise.resolve();
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(listeners.size).toBe(1);

    tone.stop();
    expect(listeners.size).toBe(0);
    FakeAudio.allowed = true;
    await gesture();
    expect(FakeAudio.instances[0]?.plays).toBe(2);
  });
});

describe('BrowserRemoteAudio', () => {
  it('plays the remote stream, retries on a gesture, and detaches', async () => {
    const audio = new BrowserRemoteAudio();
    const stream = { id: 'remote' } as unknown as MediaStream;

    audio.attach(stream, log);
    await Promise.resolve();
    const element = FakeAudio.instances[0] as FakeAudio;
    expect(element.autoplay).toBe(true);
    expect(element.srcObject).toBe(stream);
    expect(log.warn).toHaveBeenCalledWith(
      'media',
      '浏览器阻止了自动播放通话声音，将在下一次点击或按键时播放',
      expect.any(String),
    );

    FakeAudio.allowed = true;
    await gesture();
    expect(element.plays).toBe(2);

    audio.detach();
    expect(element.srcObject).toBeNull();
    expect(element.paused).toBe(true);
  });
});
