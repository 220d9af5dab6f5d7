import { extname } from 'node:path';
import { ErrorCode } from '@console/contracts';
import { AppError } from '../../lib/app-error.ts';
import { readSheetRows, type SheetRow, spreadsheetType } from '../imports/index.ts';

/**
 * Text of a CSV as a spreadsheet program saves it: UTF-8 (with or without the BOM), or GB18030,
 * which Excel on a Chinese system writes. A NUL byte means it is no text file at all.
 */
function csvText(content: Buffer): string {
  if (content.includes(0)) throw new AppError(ErrorCode.BlacklistFileInvalid);
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(content);
  } catch {
    return new TextDecoder('gb18030').decode(content);
  }
}

/** RFC 4180 fields: commas, quoted fields with "" for a quote, CRLF or LF line ends. */
function csvRows(text: string): SheetRow[] {
  const rows: SheetRow[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let rowNumber = 1;
  const endRow = () => {
    cells.push(cell.trim());
    if (cells.some((value) => value !== '')) rows.push({ rowNumber, cells });
    cells = [];
    cell = '';
    rowNumber++;
  };
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      cells.push(cell.trim());
      cell = '';
    } else if (char === '\n') endRow();
    else if (char !== '\r') cell += char;
  }
  if (cell !== '' || cells.length > 0) endRow();
  return rows;
}

/**
 * The rows of a number file judged by name and content alike: .xlsx and .xls as the knowledge
 * imports check them, .csv as text. Anything else, or a spreadsheet that cannot be read, is
 * 342002.
 */
export async function numberFileRows(fileName: string, content: Buffer): Promise<SheetRow[]> {
  if (extname(fileName).toLowerCase() === '.csv') return csvRows(csvText(content));
  try {
    spreadsheetType(fileName, content);
    return await readSheetRows(content);
  } catch {
    throw new AppError(ErrorCode.BlacklistFileInvalid);
  }
}
