/** How many bars the waveform has, whatever its width. */
export const WAVEFORM_BARS = 240;
/** How far an arrow key moves the playback position, in seconds. */
export const SEEK_STEP_SECONDS = 5;

/**
 * The waveform's bars from PCM samples: the loudest sample of each of `bars` equal stretches, as a
 * share (0-1) of the loudest sample of the whole recording, so a quiet call still shows its shape.
 * A recording that is all silence gives bars of 0.
 */
export function peaksOf(samples: ArrayLike<number>, bars = WAVEFORM_BARS): number[] {
  const peaks = new Array<number>(bars).fill(0);
  if (samples.length === 0 || bars <= 0) return peaks;
  let loudest = 0;
  for (let bar = 0; bar < bars; bar++) {
    const from = Math.floor((bar * samples.length) / bars);
    const to = Math.max(from + 1, Math.floor(((bar + 1) * samples.length) / bars));
    let peak = 0;
    for (let i = from; i < to && i < samples.length; i++) {
      const value = Math.abs(samples[i]);
      if (value > peak) peak = value;
    }
    peaks[bar] = peak;
    if (peak > loudest) loudest = peak;
  }
  return loudest === 0 ? peaks : peaks.map((peak) => peak / loudest);
}

/** mm:ss of a position or length in seconds (m:ss past an hour still counts minutes: 75:00). */
export function clockText(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  return `${String(Math.floor(whole / 60)).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
}

/** The position a click at `x` of a waveform `width` wide means, within the recording. */
export function positionAt(x: number, width: number, duration: number): number {
  if (width <= 0 || !(duration > 0)) return 0;
  return Math.min(duration, Math.max(0, (x / width) * duration));
}

/** Where a key moves the playback position (arrows by SEEK_STEP_SECONDS, Home, End); undefined for other keys. */
export function positionAfterKey(key: string, current: number, duration: number): number | undefined {
  const moves: Record<string, number> = {
    ArrowLeft: current - SEEK_STEP_SECONDS,
    ArrowDown: current - SEEK_STEP_SECONDS,
    ArrowRight: current + SEEK_STEP_SECONDS,
    ArrowUp: current + SEEK_STEP_SECONDS,
    Home: 0,
    End: duration,
  };
  const next = moves[key];
  return next === undefined ? undefined : Math.min(duration, Math.max(0, next));
}

/**
 * Draws the bars centred on the canvas, those before `played` (0-1) in the played colour. The
 * canvas is sized in device pixels so the bars stay sharp.
 */
export function drawWaveform(
  canvas: HTMLCanvasElement,
  peaks: readonly number[],
  played: number,
  colors: { played: string; rest: string },
): void {
  const context = canvas.getContext('2d');
  if (!context || peaks.length === 0) return;
  const ratio = window.devicePixelRatio || 1;
  const width = Math.max(1, Math.round(canvas.clientWidth * ratio));
  const height = Math.max(1, Math.round(canvas.clientHeight * ratio));
  if (canvas.width !== width) canvas.width = width;
  if (canvas.height !== height) canvas.height = height;
  context.clearRect(0, 0, width, height);
  const step = width / peaks.length;
  const barWidth = Math.max(1, step - Math.max(1, ratio));
  const playedBars = played * peaks.length;
  peaks.forEach((peak, bar) => {
    const barHeight = Math.max(ratio * 2, peak * height);
    context.fillStyle = bar < playedBars ? colors.played : colors.rest;
    context.fillRect(bar * step, (height - barHeight) / 2, barWidth, barHeight);
  });
}
