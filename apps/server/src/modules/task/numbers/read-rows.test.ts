import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TextDecoder } from 'node:util';
import { NumberFileRefusal } from '@console/contracts';
import * as XLSX from '@e965/xlsx';
import ExcelJS from 'exceljs';
import { afterAll, describe, expect, it } from 'vitest';
import { CsvParser, CsvTextDecoder } from './csv-rows.ts';
import { readNumberRows, sniffNumberFile } from './read-rows.ts';

const dir = mkdtempSync(join(tmpdir(), 'number-rows-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let files = 0;
function file(content: Buffer | string): string {
  const path = join(dir, `file-${++files}`);
  writeFileSync(path, content);
  return path;
}

async function collect(rows: AsyncIterable<string[]>): Promise<string[][]> {
  const all: string[][] = [];
  for await (const row of rows) all.push(row);
  return all;
}

/** Text as GB18030 bytes: Node decodes that encoding but does not encode it. */
function gb18030(text: string): Buffer {
  const pairs: number[] = [];
  for (let lead = 0x81; lead <= 0xfe; lead++) {
    for (let trail = 0x40; trail <= 0xfe; trail++) if (trail !== 0x7f) pairs.push(lead, trail);
  }
  const decoded = new TextDecoder('gb18030').decode(Buffer.from(pairs));
  const code = new Map<string, number>();
  for (let i = 0; i < decoded.length; i++) code.set(decoded[i], i);
  const bytes: number[] = [];
  for (const char of text) {
    const index = code.get(char);
    if (char.charCodeAt(0) < 0x80) bytes.push(char.charCodeAt(0));
    else if (index === undefined) throw new Error(`no two-byte code for ${char}`);
    else bytes.push(pairs[index * 2], pairs[index * 2 + 1]);
  }
  return Buffer.from(bytes);
}

async function xlsxFile(rows: ExcelJS.CellValue[][]): Promise<string> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('号码');
  for (const row of rows) sheet.addRow(row);
  book.addWorksheet('其他').addRow(['不读这一页']);
  return file(Buffer.from(await book.xlsx.writeBuffer()));
}

const CSV_TEXT = '手机号码,姓名\r\n13800138000,张三\r\n"139 0013 9000","李四, 二号"\r\n';
const CSV_ROWS = [
  ['手机号码', '姓名'],
  ['13800138000', '张三'],
  ['139 0013 9000', '李四, 二号'],
];

describe('sniffNumberFile and readNumberRows', () => {
  it('reads a UTF-8 CSV with and without a BOM', async () => {
    for (const content of [CSV_TEXT, `\uFEFF${CSV_TEXT}`]) {
      const path = file(content);
      expect(await sniffNumberFile(path, '号码.csv')).toBe('csv');
      expect(await collect(readNumberRows(path, 'csv'))).toEqual(CSV_ROWS);
    }
  });

  it('reads a GBK CSV as Chinese Excel saves it', async () => {
    const path = file(gb18030(CSV_TEXT));
    expect(await sniffNumberFile(path, '号码.csv')).toBe('csv');
    expect(await collect(readNumberRows(path, 'csv'))).toEqual(CSV_ROWS);
  });

  it('reads the first sheet of an .xlsx: numbers in full, rich text, formulas, hyperlinks', async () => {
    const path = await xlsxFile([
      ['手机号码', '姓名', '金额'],
      [13800138000, { richText: [{ text: '张' }, { text: '三' }] }, 12.5],
      [],
      [
        { formula: '"1390013"&"9000"', result: '13900139000' },
        { text: '李四', hyperlink: 'https://example.com' },
      ],
    ]);
    expect(await sniffNumberFile(path, '号码.xlsx')).toBe('xlsx');
    expect(await collect(readNumberRows(path, 'xlsx'))).toEqual([
      ['手机号码', '姓名', '金额'],
      ['13800138000', '张三', '12.5'],
      ['13900139000', '李四'],
    ]);
  });

  it('reads an .xlsx that was renamed .csv as an .xlsx', async () => {
    const path = await xlsxFile([['手机号码'], ['13800138000']]);
    expect(await sniffNumberFile(path, '号码.csv')).toBe('xlsx');
    expect(await collect(readNumberRows(path, 'xlsx'))).toEqual([['手机号码'], ['13800138000']]);
  });

  it('reads a legacy .xls, numbers in full whatever their format', async () => {
    const sheet = XLSX.utils.aoa_to_sheet([
      ['手机号码', '姓名'],
      [13800138000, '张三'],
      ['13900139000', '李四'],
      [8613700137000, '王五'],
    ]);
    sheet.A4.z = '0.00E+00';
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, sheet, '号码');
    const path = file(XLSX.write(book, { type: 'buffer', bookType: 'biff8' }));
    expect(await sniffNumberFile(path, '号码.xls')).toBe('xls');
    expect(await collect(readNumberRows(path, 'xls'))).toEqual([
      ['手机号码', '姓名'],
      ['13800138000', '张三'],
      ['13900139000', '李四'],
      ['8613700137000', '王五'],
    ]);
  });

  it.each([
    ['an image', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]), '号码.csv'],
    ['an HTML table renamed .xls', '<html><table><tr><td>13800138000</td></tr></table></html>', '号码.xls'],
    ['an empty file', '', '号码.csv'],
    ['a text file of another name', CSV_TEXT, '号码.txt'],
  ])('refuses %s', async (_what, content, name) => {
    await expect(sniffNumberFile(file(content), name)).rejects.toThrow(NumberFileRefusal.format);
  });

  it('refuses a zip that is no workbook and an OLE2 file that is no .xls when reading', async () => {
    const zip = file(Buffer.concat([Buffer.from('PK\u0003\u0004', 'latin1'), Buffer.alloc(64)]));
    await expect(collect(readNumberRows(zip, 'xlsx'))).rejects.toThrow(NumberFileRefusal.format);
    const ole = file(Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(512)]));
    await expect(collect(readNumberRows(ole, 'xls'))).rejects.toThrow(NumberFileRefusal.format);
  });
});

describe('CsvParser', () => {
  /** Pushes the text in pieces of `size` characters, so every state meets a piece's end. */
  function parse(text: string, size: number): string[][] {
    const parser = new CsvParser();
    const rows: string[][] = [];
    for (let i = 0; i < text.length; i += size) parser.push(text.slice(i, i + size), rows);
    parser.end(rows);
    return rows;
  }

  it.each([1, 2, 3, 7, 1000])('parses quotes, separators and line ends in pieces of %i', (size) => {
    const text = 'a,"b,c","d""e"\r\n"line\nbreak",,"x"\rlast,"",z';
    expect(parse(text, size)).toEqual([
      ['a', 'b,c', 'd"e'],
      ['line\nbreak', '', 'x'],
      ['last', '', 'z'],
    ]);
  });

  it('takes tabs as the separator when the first line has tabs and no comma', () => {
    expect(parse('手机号码\t姓名\n13800138000\t张三,先生\n', 1000)).toEqual([
      ['手机号码', '姓名'],
      ['13800138000', '张三,先生'],
    ]);
  });
});

describe('CsvTextDecoder', () => {
  function decode(bytes: Buffer, size: number): string {
    const decoder = new CsvTextDecoder();
    let text = '';
    for (let i = 0; i < bytes.length; i += size) text += decoder.push(bytes.subarray(i, i + size));
    return text + decoder.end();
  }

  const text = `${'13800138000,\n'.repeat(200)}号码,姓名张三李四\n${'最后'.repeat(600)}`;

  it.each([1, 5, 999, 100_000])('decodes UTF-8 and GB18030 alike in pieces of %i bytes', (size) => {
    expect(decode(Buffer.from(text), size)).toBe(text);
    expect(decode(gb18030(text), size)).toBe(text);
    expect(decode(Buffer.from(`\uFEFF${text}`), size)).toBe(text);
  });

  it('decides on a short file that ends right after its first Chinese character', () => {
    expect(decode(gb18030('号'), 100)).toBe('号');
    expect(decode(Buffer.from('号'), 100)).toBe('号');
  });
});
