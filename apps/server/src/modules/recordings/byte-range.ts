/** Bytes `start` to `end` of a file, both included. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * The one range of a Range header (RFC 9110 14.1.2) within a file of `size` bytes: `bytes=a-b`,
 * `bytes=a-` or the last n bytes `bytes=-n`, an end past the file cut to its last byte.
 * 'unsatisfiable' when it starts past the end (416); undefined when there is no header, or it is
 * not a single byte range this server reads (several ranges, another unit, malformed), which the
 * RFC lets a server answer with the whole file.
 */
export function parseByteRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | undefined {
  const match = header?.trim().match(/^bytes=(\d*)-(\d*)$/i);
  if (!match) return undefined;
  const [, first, last] = match;
  if (first === '' && last === '') return undefined;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? Number.POSITIVE_INFINITY : Number(last);
  if (end < start) return undefined;
  if (start >= size) return 'unsatisfiable';
  return { start, end: Math.min(end, size - 1) };
}
