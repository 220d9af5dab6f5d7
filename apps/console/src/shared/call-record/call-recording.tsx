import CaretRightOutlined from '@ant-design/icons/es/icons/CaretRightOutlined';
import PauseOutlined from '@ant-design/icons/es/icons/PauseOutlined';
import Button from 'antd/es/button';
import { type KeyboardEvent, type MouseEvent, useEffect, useRef, useState } from 'react';
import { getRuntimeConfig } from '../config/runtime-config.ts';
import { clockText, drawWaveform, peaksOf, positionAfterKey, positionAt } from './waveform.ts';
import './call-record.css';

/** The full link of a call's voice_url: recordings live below config voiceUrl. */
export function callRecordingUrl(voiceUrl: string): string {
  return `${getRuntimeConfig().voiceUrl.replace(/\/+$/, '')}${voiceUrl}`;
}

export const RECORDING_FAILED_TEXT = '录音加载失败';
const COLORS = { played: '#1677ff', rest: '#c6cbd4' };
/** Decoding at 8 kHz is plenty for a few hundred bars, and a fraction of the memory of the device's rate. */
const DECODE_SAMPLE_RATE = 8_000;

type Loaded = { peaks: number[]; duration: number };
type Load = { state: 'loading' } | ({ state: 'ready' } & Loaded) | { state: 'failed' };

/** Fetches the recording (the signed link needs no token) and reads its bars and length with Web Audio. */
async function loadWaveform(url: string, signal: AbortSignal): Promise<Loaded> {
  const response = await fetch(url, { signal });
  if (!response.ok) throw new Error(`recording answered ${response.status}`);
  const data = await response.arrayBuffer();
  const Offline = window.OfflineAudioContext;
  if (!Offline) throw new Error('no Web Audio');
  const buffer = await new Offline(1, 1, DECODE_SAMPLE_RATE).decodeAudioData(data);
  return { peaks: peaksOf(buffer.getChannelData(0)), duration: buffer.duration };
}

/**
 * A call's recording; `voiceUrl` is the row's voice_url (a signed link, '' when none).
 * `autoPlay` where the person opened it by 播放: they asked to hear it, not for a second click.
 */
export function CallRecording({ voiceUrl, autoPlay = false }: { voiceUrl: string; autoPlay?: boolean }) {
  if (!voiceUrl) return <p className="call-dialog-empty">本通话没有录音</p>;
  return <WaveformPlayer key={voiceUrl} src={callRecordingUrl(voiceUrl)} autoPlay={autoPlay} />;
}

/**
 * The recording with its waveform: 播放/暂停, the bars (the played part coloured) as a slider
 * that a click or the arrow keys (5 s), Home and End move, and the time. The audio element plays
 * (fetching by range as it goes); the waveform comes from one fetch of the file, decoded with Web
 * Audio. When that fails (no Web Audio, the link refused) the plain player stays, with the reason.
 */
function WaveformPlayer({ src, autoPlay }: { src: string; autoPlay: boolean }) {
  const audio = useRef<HTMLAudioElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [playing, setPlaying] = useState(false);
  const [current, setCurrent] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    loadWaveform(src, controller.signal).then(
      (loaded) => setLoad({ state: 'ready', ...loaded }),
      () => {
        if (!controller.signal.aborted) setLoad({ state: 'failed' });
      },
    );
    return () => controller.abort();
  }, [src]);

  // timeupdate comes a few times a second; while playing, every frame moves the played part.
  useEffect(() => {
    if (!playing) return;
    let frame = 0;
    const tick = () => {
      setCurrent(audio.current?.currentTime ?? 0);
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [playing]);

  const duration = load.state === 'ready' ? load.duration : 0;
  useEffect(() => {
    const element = canvas.current;
    if (load.state !== 'ready' || !element) return;
    const draw = () => drawWaveform(element, load.peaks, duration > 0 ? current / duration : 0, COLORS);
    draw();
    const resized = new ResizeObserver(draw);
    resized.observe(element);
    return () => resized.disconnect();
  }, [load, current, duration]);

  if (load.state === 'failed') {
    return (
      <div className="call-recording-failed">
        <p role="alert" className="call-recording-error">
          {RECORDING_FAILED_TEXT}
        </p>
        {/* biome-ignore lint/a11y/useMediaCaption: the transcript beside the player is its text */}
        <audio
          className="call-recording"
          controls
          autoPlay={autoPlay}
          preload="metadata"
          src={src}
          aria-label="通话录音"
        />
      </div>
    );
  }

  function seek(position: number) {
    if (audio.current) audio.current.currentTime = position;
    setCurrent(position);
  }

  function toggle() {
    const element = audio.current;
    if (!element) return;
    if (element.paused) element.play().catch(() => setPlaying(false));
    else element.pause();
  }

  function onWaveKey(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault();
      toggle();
      return;
    }
    const next = positionAfterKey(event.key, current, duration);
    if (next === undefined) return;
    event.preventDefault();
    seek(next);
  }

  function onWaveClick(event: MouseEvent<HTMLDivElement>) {
    const box = event.currentTarget.getBoundingClientRect();
    seek(positionAt(event.clientX - box.left, box.width, duration));
  }

  const ready = load.state === 'ready';
  return (
    <div className="call-recording-player" aria-busy={!ready}>
      {/* biome-ignore lint/a11y/useMediaCaption: the transcript beside the player is its text */}
      <audio
        ref={audio}
        autoPlay={autoPlay}
        preload="metadata"
        src={src}
        aria-label="通话录音"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => {
          setPlaying(false);
          setCurrent(duration);
        }}
        onTimeUpdate={(event) => setCurrent(event.currentTarget.currentTime)}
      />
      <Button
        type="primary"
        shape="circle"
        icon={playing ? <PauseOutlined /> : <CaretRightOutlined />}
        aria-label={playing ? '暂停' : '播放'}
        disabled={!ready}
        onClick={toggle}
      />
      {ready ? (
        <div
          className="call-recording-wave"
          role="slider"
          tabIndex={0}
          aria-label="播放进度"
          aria-valuemin={0}
          aria-valuemax={Math.round(duration)}
          aria-valuenow={Math.round(current)}
          aria-valuetext={`${clockText(current)} / ${clockText(duration)}`}
          onClick={onWaveClick}
          onKeyDown={onWaveKey}
        >
          <canvas ref={canvas} />
        </div>
      ) : (
        <div className="call-recording-wave call-recording-loading">录音加载中…</div>
      )}
      <span className="call-recording-time">
        {clockText(current)} / {clockText(duration)}
      </span>
    </div>
  );
}
