/** Formatting of the report's figures (spec section 9). */

const integerFormat = new Intl.NumberFormat('zh-CN', { maximumFractionDigits: 0 });

/** A count with thousands separators: 1234567 -> 1,234,567. */
export function formatCount(value: number | null | undefined): string {
  return integerFormat.format(Number.isFinite(value) ? Number(value) : 0);
}

/** A duration in ms as hours, minutes and seconds: 3_723_000 -> 1小时2分3秒; leading zero units are left out. */
export function formatDuration(ms: number | null | undefined): string {
  const totalSeconds = Math.max(0, Math.round((Number.isFinite(ms) ? Number(ms) : 0) / 1000));
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  if (hours > 0) return `${formatCount(hours)}小时${minutes}分${seconds}秒`;
  if (minutes > 0) return `${minutes}分${seconds}秒`;
  return `${seconds}秒`;
}

/** A percentage (already 0-100) with at most two decimals: 12.5 -> 12.5%. */
export function formatPercent(value: number | null | undefined): string {
  const number = Number.isFinite(value) ? Number(value) : 0;
  return `${Number(number.toFixed(2))}%`;
}

/** part over whole in percent, two decimals; 0 when whole is 0. */
export function percentOf(part: number, whole: number): number {
  return whole > 0 ? Math.round((part / whole) * 10_000) / 100 : 0;
}
