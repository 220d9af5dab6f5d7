import { open, readFile } from 'node:fs/promises';
import { extname } from 'node:path';
import { NUMBER_FILE_EXTENSIONS, NUMBER_IMPORT_MAX_ROWS } from '@console/contracts';
import { loadSheetJs } from '../../../lib/sheetjs.ts';
import { cellText } from './cell-text.ts';
import { readCsvRows } from './csv-rows.ts';
import { NumberFileError } from './number-file-error.ts';
import { readXlsxRows } from './xlsx-rows.ts';

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
 * The first sheet of a legacy .xls through SheetJS, as the knowledge imports read it, but with
 * the cells' raw values: a number formatted as 1.38E+10 still reads 13800138000. SheetJS holds
 * the whole file in memory; the format itself caps a sheet at 65,536 rows, and no more than the
 * task's limit plus its header is read.
 */
export async function* readXlsRows(path: string): AsyncGenerator<string[]> {
  const XLSX = await loadSheetJs();
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
