import { durationText } from '@console/contracts';

/**
 * A duration in ms as hours, minutes and seconds without leading zero units (1小时2分3秒, 1分5秒,
 * 4秒); the contract's rule, which the server's exports use too.
 */
export function formatDuration(ms: number | null | undefined): string {
  return durationText(Number(ms ?? 0));
}

/**
 * A call's running time as the softphone shows it (spec section 9): minutes and seconds, the
 * seconds always two digits so a ticking timer keeps its width (0分05秒, 1分23秒, 75分00秒).
 */
export function formatCallDuration(ms: number): string {
  const totalSeconds = Number.isFinite(ms) && ms > 0 ? Math.floor(ms / 1000) : 0;
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${minutes}分${String(seconds).padStart(2, '0')}秒`;
}
