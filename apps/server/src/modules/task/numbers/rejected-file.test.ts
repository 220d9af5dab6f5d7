import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NumberRejectReason, REJECTED_REASON_HEADER } from '@console/contracts';
import ExcelJS from 'exceljs';
import { afterAll, describe, expect, it } from 'vitest';
import { importNumbers } from './import-numbers.ts';
import { createRejectedNumbersFile, REJECTED_SHEET_NAME } from './rejected-file.ts';

const dir = mkdtempSync(join(tmpdir(), 'number-rejected-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function sheetRows(path: string): Promise<unknown[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(path);
  const sheet = book.getWorksheet(REJECTED_SHEET_NAME);
  const rows: unknown[][] = [];
  sheet?.eachRow((row) => {
    rows.push(Array.from((row.values as unknown[]).slice(1), (value) => value ?? ''));
  });
  return rows;
}

describe('createRejectedNumbersFile', () => {
  it('writes the rejected rows of an import under the file header plus 错误原因', async () => {
    const path = join(dir, 'rejected.xlsx');
    const file = createRejectedNumbersFile(path);
    async function* rows() {
      yield ['手机号码', '姓名', '备注'];
      yield ['138001380', '张三'];
      yield ['13800138000', '王五', ''];
      yield ['13800138000', '李四', '老客户', '多出的一列'];
      for (let i = 0; i < 2500; i++) yield [`bad${i}`, '', ''];
    }
    const summary = await importNumbers({
      rows: rows(),
      template: { phoneColumn: '手机号码', variableColumns: ['姓名'] },
      isBlacklisted: async () => [],
      isSuppressed: async () => [],
      onAccepted: async () => undefined,
      onRejected: file.write,
      batchSize: 1000,
    });
    expect(await file.close()).toBe(summary.rejectedRows);
    const written = await sheetRows(path);
    expect(written.length).toBe(2503);
    expect(written.slice(0, 3)).toEqual([
      ['手机号码', '姓名', '备注', REJECTED_REASON_HEADER],
      ['138001380', '张三', '', NumberRejectReason.wrongLength],
      ['13800138000', '李四', '老客户', NumberRejectReason.duplicate],
    ]);
    expect(written[2502]).toEqual(['bad2499', '', '', NumberRejectReason.malformed]);
  });

  it('makes no file when nothing was rejected, and removes an aborted one', async () => {
    const none = join(dir, 'none.xlsx');
    expect(await createRejectedNumbersFile(none).close()).toBe(0);
    expect(existsSync(none)).toBe(false);

    const aborted = join(dir, 'aborted.xlsx');
    const file = createRejectedNumbersFile(aborted);
    await file.write([{ cells: ['x'], reason: NumberRejectReason.malformed }], ['手机号码']);
    await file.abort();
    expect(existsSync(aborted)).toBe(false);
  });

  it('fails when the file cannot be made', async () => {
    const file = createRejectedNumbersFile(join(dir, 'missing-folder', 'rejected.xlsx'));
    await file.write([{ cells: ['x'], reason: NumberRejectReason.malformed }], ['手机号码']).catch(() => undefined);
    await expect(file.close()).rejects.toThrow();
  });
});
