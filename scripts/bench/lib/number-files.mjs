// The numbers file of the number-import benches: `count` rows (phone, 姓名, 金额) as .csv or as
// .xlsx (shared strings, as Excel saves text cells). Rows 1, 2, 3 and 4 of every 100 are
// invalid, repeated, blacklisted and suppressed: about 4% rejected. Lives under lib/ so
// scripts/bench.mjs does not run it as a bench.
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import ExcelJS from 'exceljs';

export const HEADER = ['手机号码', '姓名', '金额'];

/** The k-th number of the file's numbering: 13 and nine digits. */
export const listed = (i) => `13${String(i).padStart(9, '0')}`;

/** Row i of the file: a distinct mobile, but rows 1, 2, 3 and 4 of every 100 are invalid, repeated or listed. */
export function row(i) {
  const cells = [listed(i), `客户${i}`, String(i % 1000)];
  if (i % 100 === 1) cells[0] = 'abc';
  else if (i % 100 === 2) cells[0] = listed(i - 2);
  return cells;
}

/** The numbers of the rows that are on the blacklist (3 of every 100) and suppressed (4 of every 100). */
export function listedNumbers(count) {
  const every = (offset) => Array.from({ length: Math.floor(count / 100) }, (_, k) => listed(k * 100 + offset));
  return { blacklist: every(3), suppressed: every(4) };
}

export async function writeCsv(path, count) {
  const out = createWriteStream(path);
  let chunk = `${HEADER.join(',')}\r\n`;
  for (let i = 0; i < count; i++) {
    chunk += `${row(i).join(',')}\r\n`;
    if (chunk.length > 1 << 16) {
      if (!out.write(chunk)) await once(out, 'drain');
      chunk = '';
    }
  }
  out.end(chunk);
  await once(out, 'finish');
}

export async function writeXlsx(path, count) {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: path, useStyles: false, useSharedStrings: true });
  const sheet = workbook.addWorksheet('外呼数据');
  sheet.addRow(HEADER).commit();
  for (let i = 0; i < count; i++) sheet.addRow(row(i)).commit();
  sheet.commit();
  await workbook.commit();
}
