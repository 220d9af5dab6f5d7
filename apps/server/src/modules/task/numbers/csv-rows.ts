import { createReadStream } from 'node:fs';
import { TextDecoder } from 'node:util';

/** Bytes after the first non-ASCII byte that decide between UTF-8 and GB18030. */
const SNIFF_BYTES = 1024;
const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/**
 * Bytes of a CSV to text, in pieces. UTF-8 with or without a BOM, else GB18030 (a superset of
 * GBK, what Chinese Excel's "CSV" saves). ASCII reads the same in both, so the choice waits for
 * the first non-ASCII byte and is made on the 1 KB from there: text that is not valid UTF-8 is
 * GB18030.
 */
export class CsvTextDecoder {
  private decoder: TextDecoder | undefined;
  private pending: Buffer = Buffer.alloc(0);
  /** No byte has been handed on yet: a BOM can still come. */
  private atStart = true;

  push(chunk: Buffer): string {
    if (this.decoder) return this.decoder.decode(chunk, { stream: true });
    this.pending = this.pending.length === 0 ? chunk : Buffer.concat([this.pending, chunk]);
    return this.decide(false);
  }

  end(): string {
    const text = this.decoder ? '' : this.decide(true);
    return text + ((this.decoder as TextDecoder | undefined)?.decode() ?? '');
  }

  private decide(atEnd: boolean): string {
    const bytes = this.pending;
    if (this.atStart) {
      if (bytes.length < UTF8_BOM.length && !atEnd) return '';
      this.atStart = false;
      if (bytes.subarray(0, UTF8_BOM.length).equals(UTF8_BOM)) return this.decodeWith('utf-8');
    }
    const firstHigh = bytes.findIndex((byte) => byte >= 0x80);
    if (firstHigh === -1) {
      this.pending = Buffer.alloc(0);
      return bytes.toString('latin1');
    }
    if (!atEnd && bytes.length - firstHigh < SNIFF_BYTES) {
      this.pending = bytes.subarray(firstHigh);
      return bytes.toString('latin1', 0, firstHigh);
    }
    return this.decodeWith(isUtf8(bytes.subarray(firstHigh), atEnd) ? 'utf-8' : 'gb18030');
  }

  /** Chooses the encoding and decodes what waited; a UTF-8 decoder drops the BOM. */
  private decodeWith(encoding: 'utf-8' | 'gb18030'): string {
    this.decoder = new TextDecoder(encoding);
    const bytes = this.pending;
    this.pending = Buffer.alloc(0);
    return this.decoder.decode(bytes, { stream: true });
  }
}

function isUtf8(bytes: Buffer, atEnd: boolean): boolean {
  try {
    // In stream mode a sequence cut at the end of the sample is not an error.
    new TextDecoder('utf-8', { fatal: true }).decode(bytes, { stream: !atEnd });
    return true;
  } catch {
    return false;
  }
}

const QUOTE = 0x22;
const CR = 0x0d;
const LF = 0x0a;

/**
 * RFC 4180 rows from text pieces: quoted fields may hold the separator, "" and line breaks; CRLF,
 * LF and CR end a row. The separator is a comma, or a tab when the first line has tabs and no
 * comma (Excel's "Unicode text"-like exports).
 */
export class CsvParser {
  private separator = -1;
  private field = '';
  private row: string[] = [];
  private quoted = false;
  /** Inside quotes, the last character was a quote: either "" or the closing quote. */
  private quoteSeen = false;
  private afterCr = false;

  push(text: string, rows: string[][]): void {
    if (this.separator === -1) this.separator = separatorOf(text);
    const separator = this.separator;
    let start = 0;
    for (let i = 0; i < text.length; i++) {
      const code = text.charCodeAt(i);
      if (this.afterCr) {
        this.afterCr = false;
        if (code === LF) {
          start = i + 1;
          continue;
        }
      }
      if (this.quoted) {
        if (this.quoteSeen) {
          this.quoteSeen = false;
          if (code === QUOTE) {
            this.field += '"';
            start = i + 1;
            continue;
          }
          this.quoted = false;
        } else {
          if (code === QUOTE) {
            this.field += text.slice(start, i);
            this.quoteSeen = true;
            start = i + 1;
          }
          continue;
        }
      }
      if (code === separator) {
        this.row.push(this.field + text.slice(start, i));
        this.field = '';
        start = i + 1;
      } else if (code === LF || code === CR) {
        this.row.push(this.field + text.slice(start, i));
        rows.push(this.row);
        this.row = [];
        this.field = '';
        this.afterCr = code === CR;
        start = i + 1;
      } else if (code === QUOTE && start === i && this.field === '') {
        this.quoted = true;
        start = i + 1;
      }
    }
    this.field += text.slice(start);
  }

  end(rows: string[][]): void {
    if (this.field !== '' || this.row.length > 0) {
      this.row.push(this.field);
      rows.push(this.row);
    }
    this.row = [];
    this.field = '';
  }
}

function separatorOf(text: string): number {
  const firstLine = text.slice(0, text.search(/[\r\n]|$/));
  return firstLine.includes('\t') && !firstLine.includes(',') ? 0x09 : 0x2c;
}

/** A CSV file's rows, read 256 KB at a time. */
export async function* readCsvRows(path: string): AsyncGenerator<string[]> {
  const decoder = new CsvTextDecoder();
  const parser = new CsvParser();
  const rows: string[][] = [];
  for await (const chunk of createReadStream(path, { highWaterMark: 256 * 1024 })) {
    const text = decoder.push(chunk as Buffer);
    if (text !== '') parser.push(text, rows);
    yield* rows;
    rows.length = 0;
  }
  const rest = decoder.end();
  if (rest !== '') parser.push(rest, rows);
  parser.end(rows);
  yield* rows;
}
