import { fireEvent, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ApiServer, startApiServer } from '../../../test/api-server.ts';
import { configureForTest } from '../../../test/fixtures.ts';
import { CallRecording } from './call-recording.tsx';

const LINK = '/calls/42.wav?expires=1893456000&sig=abc123';

let server: ApiServer;
let status: number;

beforeAll(async () => {
  server = await startApiServer(() => ({ status, body: 'RIFF....WAVE' }));
});
afterAll(() => server.close());
beforeEach(() => {
  status = 200;
  server.requests.length = 0;
  configureForTest(server.origin, { voiceUrl: `${server.origin}/voice` });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Web Audio as the browser has it, decoding any file to three seconds of a tone, then silence. */
function stubWebAudio() {
  class OfflineAudioContextStub {
    async decodeAudioData() {
      const samples = new Float32Array(24_000);
      samples.fill(0.5, 0, 8_000);
      return { duration: 3, getChannelData: () => samples };
    }
  }
  vi.stubGlobal('OfflineAudioContext', OfflineAudioContextStub);
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
}

describe('CallRecording', { timeout: 20_000 }, () => {
  it('says so when the call has no recording', () => {
    render(<CallRecording voiceUrl="" />);
    expect(screen.getByText('本通话没有录音')).toBeTruthy();
  });

  it('loads the signed link below config voiceUrl without the session token', async () => {
    stubWebAudio();
    render(<CallRecording voiceUrl={LINK} />);
    expect(screen.getByText('录音加载中…')).toBeTruthy();
    await screen.findByRole('slider', { name: '播放进度' });
    expect(server.requests.map((request) => `${request.path}?${request.query}`)).toEqual([
      '/voice/calls/42.wav?expires=1893456000&sig=abc123',
    ]);
    expect(document.querySelector('audio')?.getAttribute('src')).toBe(`${server.origin}/voice${LINK}`);
  });

  it('shows the length, and seeks with the keys and a click on the waveform', async () => {
    stubWebAudio();
    render(<CallRecording voiceUrl={LINK} />);
    const wave = await screen.findByRole('slider', { name: '播放进度' });
    const audio = document.querySelector('audio') as HTMLAudioElement;
    expect(screen.getByText('00:00 / 00:03')).toBeTruthy();
    expect(wave.getAttribute('aria-valuemax')).toBe('3');
    expect(wave.tabIndex).toBe(0);

    fireEvent.keyDown(wave, { key: 'End' });
    expect(audio.currentTime).toBe(3);
    expect(wave.getAttribute('aria-valuetext')).toBe('00:03 / 00:03');
    fireEvent.keyDown(wave, { key: 'Home' });
    expect(wave.getAttribute('aria-valuenow')).toBe('0');

    vi.spyOn(wave, 'getBoundingClientRect').mockReturnValue({ left: 100, width: 300 } as DOMRect);
    fireEvent.click(wave, { clientX: 300 });
    expect(audio.currentTime).toBe(2);
    expect(screen.getByText('00:02 / 00:03')).toBeTruthy();
  });

  it('plays and pauses with the button, whose label says which', async () => {
    stubWebAudio();
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(async function (
      this: HTMLMediaElement,
    ) {
      this.dispatchEvent(new Event('play'));
    });
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
      this.dispatchEvent(new Event('pause'));
    });
    vi.spyOn(HTMLMediaElement.prototype, 'paused', 'get').mockReturnValue(true);
    render(<CallRecording voiceUrl={LINK} />);
    await screen.findByRole('slider', { name: '播放进度' });
    fireEvent.click(screen.getByRole('button', { name: '播放' }));
    expect(play).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('button', { name: '暂停' })).toBeTruthy();
  });

  it('keeps the plain player and says 录音加载失败 when the waveform cannot be made', async () => {
    render(<CallRecording voiceUrl={LINK} />);
    expect((await screen.findByRole('alert')).textContent).toBe('录音加载失败');
    const audio = screen.getByLabelText('通话录音') as HTMLAudioElement;
    expect(audio.controls).toBe(true);
    expect(audio.getAttribute('src')).toBe(`${server.origin}/voice${LINK}`);
  });

  it('says 录音加载失败 when the link is refused', async () => {
    stubWebAudio();
    status = 403;
    render(<CallRecording voiceUrl={LINK} />);
    expect((await screen.findByRole('alert')).textContent).toBe('录音加载失败');
    expect(screen.queryByRole('slider')).toBeNull();
  });
});
