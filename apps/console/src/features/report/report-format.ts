/** Formatting of the report's figures (spec section 9). */
import { durationText, percent } from '@console/contracts';

const integerFormat = new Intl.NumberFormat('zh-CN', { maximumFractionDigits: 0 });

/** A count with thousands separators: 1234567 -> 1,234,567. */
export function formatCount(value: number | null | undefined): string {
  return integerFormat.format(Number.isFinite(value) ? Number(value) : 0);
}

/** A duration in ms as hours, minutes and seconds (the contract's rule, shared with exports). */
export function formatDuration(ms: number | null | undefined): string {
  return durationText(Number(ms ?? 0));
}

/** A percentage (already 0-100) with at most two decimals: 12.5 -> 12.5%. */
export function formatPercent(value: number | null | undefined): string {
  const number = Number.isFinite(value) ? Number(value) : 0;
  return `${Number(number.toFixed(2))}%`;
}

/** part over whole in percent, two decimals, as the server computes its rates. */
export const percentOf = percent;
