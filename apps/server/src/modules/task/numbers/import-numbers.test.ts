import { NumberFileRefusal, NumberRejectReason } from '@console/contracts';
import { describe, expect, it } from 'vitest';
import {
  type AcceptedNumber,
  importNumbers,
  type NumberImportInput,
  type NumberTemplate,
  type RejectedNumberRow,
} from './import-numbers.ts';

const R = NumberRejectReason;
const TEMPLATE: NumberTemplate = { phoneColumn: '手机号码', variableColumns: ['姓名', '金额'] };

async function* rowsOf(rows: readonly (readonly string[])[]): AsyncGenerator<readonly string[]> {
  yield* rows;
}

/** Runs an import over `rows` with in-memory lists; answers what it handed on and every list query. */
async function run(rows: readonly (readonly string[])[], options: Partial<NumberImportInput> = {}) {
  const accepted: AcceptedNumber[] = [];
  const rejected: RejectedNumberRow[] = [];
  const headers: (readonly string[])[] = [];
  const queries: (readonly string[])[] = [];
  const list =
    (members: string[]) =>
    async (numbers: readonly string[]): Promise<string[]> => {
      queries.push(numbers);
      return numbers.filter((number) => members.includes(number));
    };
  const summary = await importNumbers({
    rows: rowsOf(rows),
    template: TEMPLATE,
    isBlacklisted: list(['13700137000']),
    isSuppressed: list(['13600136000']),
    onAccepted: async (batch) => {
      accepted.push(...batch);
    },
    onRejected: async (batch, header) => {
      rejected.push(...batch);
      headers.push(header);
    },
    ...options,
  });
  return { summary, accepted, rejected, headers, queries };
}

describe('importNumbers', () => {
  it('matches columns by header name, in any order, ignoring columns the template lacks', async () => {
    const { summary, accepted, rejected } = await run([
      ['备注', ' 金额 ', '姓名', '手机号码'],
      ['老客户', '100', '张三', '138 0013 8000'],
      ['', '', '', '0755-86013388'],
    ]);
    expect(accepted).toEqual([
      { number: '13800138000', kind: 'mobile', variables: { 姓名: '张三', 金额: '100' } },
      { number: '075586013388', kind: 'fixed', variables: { 姓名: '', 金额: '' } },
    ]);
    expect(rejected).toEqual([]);
    expect(summary).toEqual({
      totalRows: 2,
      acceptedRows: 2,
      rejectedRows: 0,
      rejectedByReason: {},
      errorRate: 0,
      header: ['备注', ' 金额 ', '姓名', '手机号码'],
    });
  });

  it('finds the phone column under a common other name', async () => {
    const { accepted } = await run([
      ['姓名', '金额', 'Phone'],
      ['张三', '1', '13800138000'],
    ]);
    expect(accepted.map((row) => row.number)).toEqual(['13800138000']);
  });

  it('takes a file without a header row in the template order', async () => {
    const { accepted, summary } = await run([['13800138000', '张三', '100'], ['13900139000']]);
    expect(accepted.map((row) => row.variables)).toEqual([
      { 姓名: '张三', 金额: '100' },
      { 姓名: '', 金额: '' },
    ]);
    expect(summary.totalRows).toBe(2);
    expect(summary.header).toEqual(['手机号码', '姓名', '金额']);
  });

  it('refuses a file without a phone column or without a variable column of the template', async () => {
    await expect(
      run([
        ['客户', '金额'],
        ['13800138000', '1'],
      ]),
    ).rejects.toThrow(NumberFileRefusal.noPhoneColumn);
    await expect(run([['手机号码'], ['13800138000']])).rejects.toThrow(`${NumberFileRefusal.missingColumns}姓名、金额`);
  });

  it('refuses a file without data rows and one over the row limit', async () => {
    await expect(
      run([
        ['手机号码', '姓名', '金额'],
        ['', ' '],
      ]),
    ).rejects.toThrow(NumberFileRefusal.empty);
    await expect(run([])).rejects.toThrow(NumberFileRefusal.empty);
    const rows = [['手机号码', '姓名', '金额'], ...Array.from({ length: 6 }, (_, i) => [`1380013800${i}`, '', ''])];
    await expect(run(rows, { maxRows: 5 })).rejects.toThrow(NumberFileRefusal.tooManyRows);
    expect((await run(rows, { maxRows: 6 })).summary.acceptedRows).toBe(6);
  });

  it('rejects invalid, repeated, blacklisted and suppressed numbers with their reasons, in file order', async () => {
    const { summary, accepted, rejected } = await run([
      ['手机号码', '姓名', '金额'],
      ['13800138000', '甲', '1'],
      ['abc', '乙', '2'],
      ['+86 138 0013 8000', '丙', '3'],
      ['13700137000', '丁', '4'],
      ['', '戊', '5'],
      ['13600136000', '己', '6'],
      ['13700137000', '庚', '7'],
      ['1380013800', '辛', '8'],
      [],
      ['13900139000', '壬', '9'],
    ]);
    expect(accepted.map((row) => row.number)).toEqual(['13800138000', '13900139000']);
    expect(rejected).toEqual([
      { cells: ['abc', '乙', '2'], reason: R.malformed },
      { cells: ['+86 138 0013 8000', '丙', '3'], reason: R.duplicate },
      { cells: ['13700137000', '丁', '4'], reason: R.blacklisted },
      { cells: ['', '戊', '5'], reason: R.empty },
      { cells: ['13600136000', '己', '6'], reason: R.suppressed },
      { cells: ['13700137000', '庚', '7'], reason: R.duplicate },
      { cells: ['1380013800', '辛', '8'], reason: R.wrongLength },
    ]);
    expect(summary).toMatchObject({ totalRows: 9, acceptedRows: 2, rejectedRows: 7 });
    expect(summary.errorRate).toBeCloseTo(7 / 9);
    expect(summary.rejectedByReason).toEqual({
      [R.malformed]: 1,
      [R.duplicate]: 2,
      [R.blacklisted]: 1,
      [R.empty]: 1,
      [R.suppressed]: 1,
      [R.wrongLength]: 1,
    });
  });

  it('asks the lists a batch at a time, only about new valid numbers', async () => {
    const rows = [['手机号码', '姓名', '金额']];
    for (let i = 0; i < 2500; i++) rows.push([`139${String(i % 2000).padStart(8, '0')}`, '', '']);
    rows.push(['not a number', '', '']);
    const { summary, queries, accepted } = await run(rows, { batchSize: 1000 });
    expect(summary).toMatchObject({ totalRows: 2501, acceptedRows: 2000, rejectedRows: 501 });
    expect(summary.rejectedByReason).toEqual({ [R.duplicate]: 500, [R.malformed]: 1 });
    // Two lists, three batches of rows; the last batch holds only repeats and is not asked about.
    expect(queries.map((numbers) => numbers.length)).toEqual([1000, 1000, 1000, 1000]);
    expect(new Set(accepted.map((row) => row.number)).size).toBe(2000);
  });

  it('hands rejected rows on with the header of the file', async () => {
    const { headers } = await run([
      ['手机号码', '姓名', '金额', '备注'],
      ['x', '', '', ''],
    ]);
    expect(headers).toEqual([['手机号码', '姓名', '金额', '备注']]);
  });
});
