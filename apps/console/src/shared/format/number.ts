/** Figures as the console shows them (spec section 9: numbers use thousands separators). */
const integerFormat = new Intl.NumberFormat('zh-CN', { maximumFractionDigits: 0 });

/** A count with thousands separators: 1234567 -> 1,234,567; anything not a number shows 0. */
export function formatCount(value: number | null | undefined): string {
  return integerFormat.format(Number.isFinite(value) ? Number(value) : 0);
}

/** A percentage (already 0-100) with at most two decimals: 12.5 -> 12.5%. */
export function formatPercent(value: number | null | undefined): string {
  const number = Number.isFinite(value) ? Number(value) : 0;
  return `${Number(number.toFixed(2))}%`;
}
