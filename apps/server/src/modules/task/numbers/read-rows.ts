import { open, readFile } from 'node:fs/promises';
import { extname } from 'node:path';
import { NUMBER_FILE_EXTENSIONS, NUMBER_IMPORT_MAX_ROWS } from '@console/contracts';
import * as XLSX from '@e965/xlsx';
import ExcelJS from 'exceljs';
import { readCsvRows } from './csv-rows.ts';
import { NumberFileError } from './number-file-error.ts';
import { SharedStrings } from './shared-strings.ts';

export type NumberFileType = 'csv' | 'xlsx' | 'xls';

const ZIP_MAGIC = Buffer.from('PK\u0003\u0004', 'latin1');
/** OLE2 compound file: the container of the old .xls (BIFF) format. */
const OLE2_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const SNIFF_BYTES = 8192;

/**
 * How to read an uploaded number file, decided by its first bytes: a zip is .xlsx, an OLE2
 * compound file is .xls, and text without control characters that does not open like markup is
 * CSV. So a .csv that really is an .xlsx is read as one; a file whose name does not end in .csv,
 * .xlsx or .xls, an image, a PDF or an HTML table renamed .xls is refused (文件格式不正确).
 */
export async function sniffNumberFile(path: string, fileName?: string): Promise<NumberFileType> {
  const extension = fileName === undefined ? undefined : extname(fileName).toLowerCase();
  if (extension !== undefined && !(NUMBER_FILE_EXTENSIONS as readonly string[]).includes(extension)) {
    throw new NumberFileError('format');
  }
  const file = await open(path);
  let head: Buffer;
  try {
    const buffer = Buffer.alloc(SNIFF_BYTES);
    const { bytesRead } = await file.read(buffer, 0, SNIFF_BYTES, 0);
    head = buffer.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
  if (head.subarray(0, ZIP_MAGIC.length).equals(ZIP_MAGIC)) return 'xlsx';
  if (head.subarray(0, OLE2_MAGIC.length).equals(OLE2_MAGIC)) return 'xls';
  if (looksLikeCsv(head)) return 'csv';
  throw new NumberFileError('format');
}

function looksLikeCsv(head: Buffer): boolean {
  if (head.length === 0) return false;
  // Tab, LF, FF and CR are text; any other control byte (NUL above all) is not.
  if (head.some((byte) => byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0c && byte !== 0x0d)) {
    return false;
  }
  return !/^(?:\uFEFF)?\s*</.test(head.toString('utf8', 0, 64));
}

/** The rows of the file's first sheet (or of the CSV) as text cells, in order. */
export function readNumberRows(path: string, type: NumberFileType): AsyncIterable<string[]> {
  switch (type) {
    case 'csv':
      return readCsvRows(path);
    case 'xlsx':
      return readXlsxRows(path);
    case 'xls':
      return readXlsRows(path);
  }
}

/**
 * The first worksheet of an .xlsx through exceljs's streaming reader: one row in memory at a
 * time. The shared strings are kept compactly here rather than in exceljs's cache; exceljs then
 * parks the sheets in temporary files until the shared strings have been read. A file exceljs
 * cannot open as a workbook is refused (文件格式不正确).
 */
export async function* readXlsxRows(path: string): AsyncGenerator<string[]> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookReader(path, {
    sharedStrings: 'emit',
    hyperlinks: 'ignore',
    styles: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  });
  const strings = new SharedStrings();
  let sheets = 0;
  try {
    // exceljs types parse() as an iterator; it is an async generator of worksheet events and,
    // with sharedStrings 'emit', bare {index, text} shared strings in their order.
    const events = workbook.parse() as unknown as AsyncIterable<ParseEvent>;
    for await (const event of events) {
      if ('text' in event) strings.push(cellText(event.text));
      if (event.eventType !== 'worksheet') continue;
      sheets++;
      for await (const row of event.value) {
        const values = row.values as ExcelJS.CellValue[];
        const cells = new Array<string>(Math.max(0, values.length - 1));
        for (let column = 1; column < values.length; column++) {
          const cell = values[column] as unknown;
          cells[column - 1] = isSharedString(cell) ? strings.get(cell.sharedString) : cellText(cell);
        }
        yield cells;
      }
      break;
    }
  } catch (error) {
    throw new NumberFileError('format', '', { cause: error });
  }
  if (sheets === 0) throw new NumberFileError('format');
}

type ParseEvent =
  | { eventType?: undefined; index: number; text: unknown }
  | { eventType: 'worksheet'; value: ExcelJS.stream.xlsx.WorksheetReader }
  | { eventType: 'hyperlinks'; value: unknown };

function isSharedString(value: unknown): value is { sharedString: number } {
  return typeof value === 'object' && value !== null && 'sharedString' in value;
}

/**
 * The first sheet of a legacy .xls through SheetJS, as the knowledge imports read it, but with
 * the cells' raw values: a number formatted as 1.38E+10 still reads 13800138000. SheetJS holds
 * the whole file in memory; the format itself caps a sheet at 65,536 rows, and no more than the
 * task's limit plus its header is read.
 */
export async function* readXlsRows(path: string): AsyncGenerator<string[]> {
  let rows: unknown[][];
  try {
    const workbook = XLSX.read(await readFile(path), {
      type: 'buffer',
      cellFormula: false,
      cellHTML: false,
      sheets: 0,
      sheetRows: NUMBER_IMPORT_MAX_ROWS + 2,
    });
    const sheet = workbook.Sheets[workbook.SheetNames[0] ?? ''];
    if (!sheet) throw new Error('no sheet');
    rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true, defval: '', blankrows: false });
  } catch (error) {
    throw new NumberFileError('format', '', { cause: error });
  }
  for (const row of rows) yield row.map(cellText);
}

/**
 * A cell as text: numbers as written in full (13800138000, never 1.38E+10), rich text joined,
 * a formula's cached result, a hyperlink's text.
 */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value.toFixed(0) : String(value);
  if (typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') {
    if ('richText' in value && Array.isArray(value.richText)) {
      return value.richText.map((part: { text?: string }) => part.text ?? '').join('');
    }
    if ('result' in value) return cellText(value.result);
    if ('text' in value) return cellText(value.text);
  }
  return '';
}
