import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NumberFileRefusal } from '@console/contracts';
import ExcelJS from 'exceljs';
import { strToU8, type Zippable, zipSync } from 'fflate';
import { afterAll, describe, expect, it } from 'vitest';
import { readXlsxRows } from './xlsx-rows.ts';
import { ZipFile } from './zip-file.ts';

const dir = mkdtempSync(join(tmpdir(), 'xlsx-rows-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let files = 0;
function file(content: Uint8Array): string {
  const path = join(dir, `book-${++files}.xlsx`);
  writeFileSync(path, content);
  return path;
}

async function collect(path: string): Promise<string[][]> {
  const rows: string[][] = [];
  for await (const row of readXlsxRows(path)) rows.push(row);
  return rows;
}

const NS = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"';
const REL_NS = 'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"';
const REL_TYPE = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** A workbook written by hand, part by part, in the zip order given (Excel's is not the only one). */
function handMade(parts: {
  sheets: [name: string, xml: string][];
  sharedStrings?: string;
  stored?: boolean;
  /** A part listed in the relationships but left out of the zip. */
  omit?: string;
}) {
  const sheetRels = parts.sheets.map(
    ([name], i) => `<Relationship Id="rId${i + 1}" Type="${REL_TYPE}/worksheet" Target="/xl/worksheets/${name}"/>`,
  );
  const entries: Zippable = {};
  // Sheets in the zip in the reverse of their tab order, the shared strings after them.
  for (const [name, xml] of parts.sheets.toReversed()) entries[`xl/worksheets/${name}`] = strToU8(xml);
  if (parts.sharedStrings) entries['xl/sharedStrings.xml'] = strToU8(parts.sharedStrings);
  entries['xl/workbook.xml'] = strToU8(
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<workbook ${NS} ${REL_NS}><sheets>${parts.sheets
      .map((_, i) => `<sheet name="页${i}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`)
      .join('')}</sheets></workbook>`,
  );
  entries['xl/_rels/workbook.xml.rels'] = strToU8(
    `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${sheetRels.join('')}${
      parts.sharedStrings ? `<Relationship Id="rIdS" Type="${REL_TYPE}/sharedStrings" Target="sharedStrings.xml"/>` : ''
    }</Relationships>`,
  );
  entries['_rels/.rels'] = strToU8(
    `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL_TYPE}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
  );
  if (parts.omit) delete entries[parts.omit];
  return file(zipSync(entries, { level: parts.stored ? 0 : 6 }));
}

const sheet = (rows: string) => `<?xml version="1.0"?><worksheet ${NS}><sheetData>${rows}</sheetData></worksheet>`;

describe('readXlsxRows', () => {
  it('reads a big sheet exceljs streamed out, shared strings after the sheet, numbers stored as numbers', async () => {
    const path = join(dir, 'big.xlsx');
    const book = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: path, useStyles: false, useSharedStrings: true });
    const sheet = book.addWorksheet('外呼数据');
    sheet.addRow(['手机号码', '姓名', '金额']).commit();
    const ROWS = 100_000;
    for (let i = 0; i < ROWS; i++) sheet.addRow([13_800_000_000 + i, `客户${i}`, i % 7 === 0 ? i / 4 : i]).commit();
    sheet.commit();
    await book.commit();
    let count = 0;
    const seen: string[][] = [];
    for await (const row of readXlsxRows(path)) {
      if (count === 0 || count % 9_973 === 0 || count === ROWS) seen.push(row);
      count++;
    }
    expect(count).toBe(ROWS + 1);
    expect(seen[0]).toEqual(['手机号码', '姓名', '金额']);
    for (const row of seen.slice(1)) {
      const i = Number(row[0]) - 13_800_000_000;
      expect(row).toEqual([String(13_800_000_000 + i), `客户${i}`, String(i % 7 === 0 ? i / 4 : i)]);
    }
    expect(seen.at(-1)?.[0]).toBe(String(13_800_000_000 + ROWS - 1));
  });

  it('reads inline strings, rich and phonetic runs, entities, booleans, errors, formulas, dates and gaps', async () => {
    const path = handMade({
      sheets: [
        [
          'sheet1.xml',
          sheet(
            '<row r="1"><c r="A1" t="inlineStr"><is><t>手机号码</t></is></c><c r="B1" t="inlineStr"><is><r><t>姓</t></r><r><rPr><b/></rPr><t xml:space="preserve">名 </t></r><rPh sb="0" eb="1"><t>せい</t></rPh></is></c><c r="C1" t="s"><v>0</v></c></row>' +
              '<row r="2"><c r="A2"><v>13800138000</v></c><c r="B2" t="s"><v>1</v></c><c r="C2" t="n"><v>12.5</v></c></row>' +
              '<row r="3" spans="1:4"><c r="A3"><v>1.3900139E10</v></c><c r="C3" t="str"><f>"a"&amp;"b"</f><v>a&amp;b</v></c></row>' +
              '<row r="5"/>' +
              '<row r="6"><c t="b"><v>1</v></c><c t="b"><v>0</v></c><c t="e"><v>#N/A</v></c><c t="d"><v>2026-03-02T10:00:00</v></c></row>' +
              '<row r="7"><c r="B7" t="inlineStr"><is><t><![CDATA[<李四> & 王五]]></t></is></c><c r="D7"/></row>' +
              '<row r="8"><c r="A8" t="inlineStr"><is><t>换_x000D_行&#x4E2D;&#20013;&lt;&gt;&quot;&apos;</t></is></c><c r="B8"><f>SUM(1,2)</f><v>3</v></c><c r="C8"><v>-7</v></c></row>',
          ),
        ],
      ],
      sharedStrings: `<sst ${NS} count="2" uniqueCount="2"><si><t>金额</t></si><si><r><t>张</t></r><r><t>三</t></r><rPh><t>ちょう</t></rPh></si></sst>`,
    });
    expect(await collect(path)).toEqual([
      ['手机号码', '姓名 ', '金额'],
      ['13800138000', '张三', '12.5'],
      ['13900139000', '', 'a&b'],
      ['true', 'false', '', '2026-03-02T10:00:00'],
      ['', '<李四> & 王五', '', ''],
      ['换\r行中中<>"\'', '3', '-7'],
    ]);
  });

  it('reads the first sheet in tab order, prefixed elements and stored (uncompressed) parts', async () => {
    const path = handMade({
      sheets: [
        [
          'b.xml',
          `<x:worksheet xmlns:x="urn:x"><x:sheetData><x:row><x:c t="s"><x:v>0</x:v></x:c></x:row></x:sheetData></x:worksheet>`,
        ],
        ['a.xml', sheet('<row><c t="inlineStr"><is><t>第二页</t></is></c></row>')],
      ],
      sharedStrings: `<sst ${NS}><si><t>第一页</t></si></sst>`,
      stored: true,
    });
    expect(await collect(path)).toEqual([['第一页']]);
  });

  it('scans the sheet across piece boundaries alike, however the XML falls into pieces', async () => {
    const cells = Array.from(
      { length: 5_000 },
      (_, i) =>
        `<row r="${i + 1}"><c r="A${i + 1}"><v>${13_700_000_000 + i}</v></c><!-- 注释 ${i} --><c r="B${i + 1}" t="inlineStr"><is><t>客户&amp;${i}</t></is></c></row>`,
    );
    const rows = await collect(handMade({ sheets: [['sheet1.xml', sheet(cells.join('\n'))]] }));
    expect(rows).toHaveLength(5_000);
    expect(rows[4_321]).toEqual(['13700004321', '客户&4321']);
  });

  it.each([
    ['a zip without a workbook', () => file(zipSync({ 'a.txt': strToU8('不是表格') }))],
    [
      'a workbook whose sheet is missing',
      () => handMade({ sheets: [['sheet1.xml', sheet('')]], omit: 'xl/worksheets/sheet1.xml' }),
    ],
    [
      'a sheet cut off inside a tag',
      () => handMade({ sheets: [['sheet1.xml', '<worksheet><sheetData><row><c t="inlineStr"><is><t>1</t></is></c']] }),
    ],
    ['a truncated file', () => file(zipSync({ 'xl/workbook.xml': strToU8('x'.repeat(5000)) }).subarray(0, 100))],
  ])('refuses %s as 文件格式不正确', async (_what, make) => {
    await expect(collect(make())).rejects.toThrow(NumberFileRefusal.format);
  });
});

describe('ZipFile', () => {
  /** One stored entry whose directory record puts its sizes and offset in the ZIP64 extra field. */
  function zip64(name: string, data: Buffer): Buffer {
    const nameBytes = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(45, 4);
    local.writeUInt16LE(nameBytes.length, 26);
    const extra = Buffer.alloc(28);
    extra.writeUInt16LE(0x0001, 0);
    extra.writeUInt16LE(24, 2);
    extra.writeBigUInt64LE(BigInt(data.length), 4);
    extra.writeBigUInt64LE(BigInt(data.length), 12);
    extra.writeBigUInt64LE(0n, 20);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt32LE(0xffffffff, 20);
    central.writeUInt32LE(0xffffffff, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt16LE(extra.length, 30);
    central.writeUInt32LE(0xffffffff, 42);
    const directoryOffset = local.length + nameBytes.length + data.length;
    const directory = Buffer.concat([central, nameBytes, extra]);
    const end64 = Buffer.alloc(56);
    end64.writeUInt32LE(0x06064b50, 0);
    end64.writeBigUInt64LE(44n, 4);
    end64.writeBigUInt64LE(1n, 24);
    end64.writeBigUInt64LE(1n, 32);
    end64.writeBigUInt64LE(BigInt(directory.length), 40);
    end64.writeBigUInt64LE(BigInt(directoryOffset), 48);
    const locator = Buffer.alloc(20);
    locator.writeUInt32LE(0x07064b50, 0);
    locator.writeBigUInt64LE(BigInt(directoryOffset + directory.length), 8);
    locator.writeUInt32LE(1, 16);
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(0xffff, 8);
    end.writeUInt16LE(0xffff, 10);
    end.writeUInt32LE(0xffffffff, 12);
    end.writeUInt32LE(0xffffffff, 16);
    return Buffer.concat([local, nameBytes, data, directory, end64, locator, end]);
  }

  it('finds entries through a ZIP64 directory', async () => {
    const path = file(zip64('xl/Workbook.xml', Buffer.from('<workbook/>')));
    const zip = await ZipFile.open(path);
    try {
      const entry = zip.entry('xl/workbook.xml');
      expect(entry).toMatchObject({ size: 11, compressedSize: 11, localHeaderOffset: 0 });
      expect(await zip.text(entry as NonNullable<typeof entry>, 100)).toBe('<workbook/>');
    } finally {
      await zip.close();
    }
  });

  it('stops reading an entry that inflates beyond the size its directory declares', async () => {
    const bytes = Buffer.from(zipSync({ 'big.xml': strToU8('x'.repeat(100_000)) }));
    // The directory record's uncompressed size (offset 24 of the record) lowered to 1,000.
    const directory = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    bytes.writeUInt32LE(1_000, directory + 24);
    const zip = await ZipFile.open(file(bytes));
    try {
      const entry = zip.entry('big.xml') as NonNullable<ReturnType<ZipFile['entry']>>;
      await expect(zip.text(entry, 1_000_000)).rejects.toThrow('larger than its directory says');
    } finally {
      await zip.close();
    }
  });
});
