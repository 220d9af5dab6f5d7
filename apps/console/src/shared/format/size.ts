const kbFormat = new Intl.NumberFormat('zh-CN', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/**
 * Bytes as KB (1 KB = 1024 bytes) with one decimal and thousands separators: 2560 -> 2.5 KB. The
 * one decimal is fixed, so a growing counter keeps its width.
 */
export function formatKb(bytes: number): string {
  return `${kbFormat.format(Number.isFinite(bytes) ? Math.max(0, bytes) / 1024 : 0)} KB`;
}
