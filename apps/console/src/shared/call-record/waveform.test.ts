import { describe, expect, it } from 'vitest';
import { clockText, peaksOf, positionAfterKey, positionAt, WAVEFORM_BARS } from './waveform.ts';

describe('peaksOf', () => {
  it('gives each bar the loudest sample of its stretch, as a share of the loudest of all', () => {
    const samples = new Float32Array([0.1, -0.2, 0, 0, 0.05, -0.4, 0.2, 0.1]);
    expect(peaksOf(samples, 4)).toEqual([0.5, 0, 1, 0.5]);
  });

  it('makes the default number of bars from any length, silence as 0', () => {
    expect(peaksOf(new Float32Array(10_000))).toHaveLength(WAVEFORM_BARS);
    expect(peaksOf(new Float32Array(10_000)).every((peak) => peak === 0)).toBe(true);
    expect(peaksOf([], 3)).toEqual([0, 0, 0]);
  });

  it('keeps a short recording (fewer samples than bars) in order', () => {
    expect(peaksOf([0.5, -1], 4)).toEqual([0.5, 0.5, 1, 1]);
  });

  it('shows where speech is and where the silences between are', () => {
    const samples = new Float32Array(24_000);
    samples.fill(0.3, 0, 6_000);
    samples.fill(-0.6, 18_000, 24_000);
    const peaks = peaksOf(samples, 4);
    expect(peaks).toEqual([0.5, 0, 0, 1]);
  });
});

describe('the player positions', () => {
  it('writes times as mm:ss', () => {
    expect(clockText(0)).toBe('00:00');
    expect(clockText(5.9)).toBe('00:05');
    expect(clockText(75)).toBe('01:15');
    expect(clockText(4_500)).toBe('75:00');
    expect(clockText(Number.NaN)).toBe('00:00');
  });

  it('seeks to where the waveform was clicked', () => {
    expect(positionAt(50, 200, 40)).toBe(10);
    expect(positionAt(-5, 200, 40)).toBe(0);
    expect(positionAt(300, 200, 40)).toBe(40);
    expect(positionAt(50, 0, 40)).toBe(0);
  });

  it('moves by 5 s with the arrows, to the ends with Home and End, within the recording', () => {
    expect(positionAfterKey('ArrowRight', 10, 30)).toBe(15);
    expect(positionAfterKey('ArrowLeft', 10, 30)).toBe(5);
    expect(positionAfterKey('ArrowLeft', 2, 30)).toBe(0);
    expect(positionAfterKey('ArrowUp', 28, 30)).toBe(30);
    expect(positionAfterKey('Home', 12, 30)).toBe(0);
    expect(positionAfterKey('End', 12, 30)).toBe(30);
    expect(positionAfterKey('a', 12, 30)).toBeUndefined();
  });
});
