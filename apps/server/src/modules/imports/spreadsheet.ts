import { extname } from 'node:path';
import { ErrorCode } from '@console/contracts';
import { AppError } from '../../lib/app-error.ts';
import { loadSheetJs } from '../../lib/sheetjs.ts';

/** OLE2 compound file: the container of the old .xls (BIFF) format. */
const OLE2_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP_MAGIC = Buffer.from('PK\u0003\u0004', 'latin1');

const SPREADSHEET_TYPES = {
  '.xls': { mime: 'application/vnd.ms-excel', extension: 'xls' },
  '.xlsx': { mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', extension: 'xlsx' },
} as const;

/**
 * An import's file judged by name and content alike (支持xls,xlsx文件上传): .xlsx must be a zip
 * holding [Content_Types].xml (Office Open XML), .xls an OLE2 compound file. Anything else, a
 * CSV or an HTML table renamed .xls included, is 341010 请选择正确的文件格式！.
 */
export function spreadsheetType(fileName: string, content: Buffer) {
  const extension = extname(fileName).toLowerCase();
  const isXlsx =
    extension === '.xlsx' &&
    content.subarray(0, 4).equals(ZIP_MAGIC) &&
    content.includes('[Content_Types].xml', 0, 'latin1');
  const isXls = extension === '.xls' && content.subarray(0, 8).equals(OLE2_MAGIC);
  if (!isXlsx && !isXls) throw new AppError(ErrorCode.KnowledgeFileInvalid);
  return SPREADSHEET_TYPES[extension as keyof typeof SPREADSHEET_TYPES];
}

/** One row of the first sheet: its cells as text and its number in the sheet (from 1). */
export interface SheetRow {
  rowNumber: number;
  cells: string[];
}

/**
 * The server reads spreadsheets two ways, and both must stay while their files differ: this one
 * (SheetJS, the whole sheet in memory, each cell as the text it shows) reads the 2 MB template
 * imports of questions, terms and the blacklist, and task/numbers/read-rows.ts streams number
 * files of up to a million rows, each cell's raw value (a phone never 1.38E+10).
 *
 * The first sheet's rows as the text each cell shows, blank rows left out. Formulas are not
 * evaluated or kept (their cached value is read) and no cell is read as HTML: the file comes from
 * a person's machine. Throws when the file cannot be read as a workbook (status 8).
 */
export async function readSheetRows(content: Buffer): Promise<SheetRow[]> {
  const XLSX = await loadSheetJs();
  const workbook = XLSX.read(content, {
    type: 'buffer',
    cellFormula: false,
    cellHTML: false,
    cellStyles: false,
    cellDates: false,
    sheets: 0,
  });
  const sheet = workbook.Sheets[workbook.SheetNames[0] ?? ''];
  if (!sheet) return [];
  // Every row of the used range, blank ones too, so a row's place in the list gives its number.
  const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: false, defval: '', blankrows: true });
  const firstRow = XLSX.utils.decode_range(sheet['!ref'] ?? 'A1').s.r;
  return rows
    .map((row, index) => ({
      rowNumber: firstRow + index + 1,
      cells: row.map((cell) => String(cell ?? '').trim()),
    }))
    .filter((row) => row.cells.some((cell) => cell !== ''));
}
