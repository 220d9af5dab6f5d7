import { createWriteStream } from 'node:fs';
import { loadExcelJs } from './exceljs.ts';

export interface SheetOutput {
  /** Where to write (a new file); the caller renames or records it once this resolves. */
  path: string;
  sheetName: string;
  /** The header row: the columns of an import template, so an exported file can be imported again. */
  header: readonly string[];
  /** The rows, page by page; only one page is held at a time. */
  rows: AsyncIterable<readonly (readonly string[])[]>;
  /** Called after each page with the rows written so far; throwing stops the writing. */
  onRows?(written: number): Promise<void>;
}

/**
 * A one-sheet .xlsx of text cells through exceljs's streaming writer (each row handed to the zip
 * as it is added), for the knowledge and dictionary exports and an import's rejected rows.
 * Answers the number of rows written below the header.
 */
export async function writeSheet(output: SheetOutput): Promise<number> {
  const file = createWriteStream(output.path, { flags: 'wx' });
  const ExcelJS = await loadExcelJs();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: file, useStyles: false, useSharedStrings: false });
  try {
    const sheet = workbook.addWorksheet(output.sheetName);
    sheet.columns = output.header.map((header) => ({ header, width: Math.max(12, header.length * 4) }));
    let written = 0;
    for await (const page of output.rows) {
      for (const row of page) sheet.addRow([...row]).commit();
      written += page.length;
      await output.onRows?.(written);
    }
    sheet.commit();
    await workbook.commit();
    return written;
  } catch (error) {
    file.destroy();
    throw error;
  }
}

/** A list's rows as the one page writeSheet takes. */
export async function* onePage<T>(rows: readonly T[]): AsyncGenerator<readonly T[]> {
  yield rows;
}
