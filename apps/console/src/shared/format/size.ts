const oneDecimal = new Intl.NumberFormat('zh-CN', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

const nonNegative = (bytes: number) => (Number.isFinite(bytes) ? Math.max(0, bytes) : 0);

/**
 * Bytes as KB (1 KB = 1024 bytes) with one decimal and thousands separators: 2560 -> 2.5 KB. The
 * unit is fixed, so a growing counter keeps its unit and its width.
 */
export function formatKb(bytes: number): string {
  return `${oneDecimal.format(nonNegative(bytes) / 1024)} KB`;
}

const FILE_UNITS = ['KB', 'MB', 'GB'] as const;

/**
 * A file's size in the largest unit it reaches (1024 of the one below), one decimal: a recordings
 * zip reads 47.9 MB, not 49,059.1 KB.
 */
export function formatFileSize(bytes: number): string {
  let size = nonNegative(bytes) / 1024;
  let unit = 0;
  while (size >= 1024 && unit < FILE_UNITS.length - 1) {
    size /= 1024;
    unit++;
  }
  return `${oneDecimal.format(size)} ${FILE_UNITS[unit]}`;
}
