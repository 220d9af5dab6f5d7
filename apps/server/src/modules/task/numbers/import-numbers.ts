import {
  NUMBER_IMPORT_MAX_ROWS,
  type NumberKind,
  NumberRejectReason,
  type NumberRejectReasonText,
  normalizeNumber,
  PHONE_COLUMN_ALIASES,
} from '@console/contracts';
import { NumberFileError } from './number-file-error.ts';
import { SeenNumbers } from './seen-numbers.ts';

/** The columns of the script's upload template: the phone column, then the dynamic script's variables. */
export interface NumberTemplate {
  phoneColumn: string;
  variableColumns: readonly string[];
}

export interface AcceptedNumber {
  number: string;
  kind: NumberKind;
  /** The template's variable columns by name; '' where the file's cell is empty. */
  variables: Record<string, string>;
}

export interface RejectedNumberRow {
  /** The row's cells as the file has them. */
  cells: readonly string[];
  reason: NumberRejectReasonText;
}

/** Numbers that are on a list: the caller answers the subset of `numbers` it finds. */
export type NumberListCheck = (numbers: readonly string[]) => Promise<Iterable<string>>;

export interface NumberImportInput {
  rows: AsyncIterable<readonly string[]>;
  template: NumberTemplate;
  isBlacklisted: NumberListCheck;
  isSuppressed: NumberListCheck;
  /** Receives the accepted rows a batch at a time, in file order; awaited before reading on. */
  onAccepted(batch: readonly AcceptedNumber[]): Promise<void>;
  /** Receives the rejected rows with the file's header row (the template's when it has none). */
  onRejected?(batch: readonly RejectedNumberRow[], header: readonly string[]): Promise<void>;
  /** Rows per membership check and per batch handed on; 1,000 by default. */
  batchSize?: number;
  maxRows?: number;
}

export interface NumberImportSummary {
  /** Data rows of the file: blank rows and the header row not counted. */
  totalRows: number;
  acceptedRows: number;
  rejectedRows: number;
  rejectedByReason: Partial<Record<NumberRejectReasonText, number>>;
  /** rejectedRows / totalRows (0 for no rows); see isErrorRateAlarming. */
  errorRate: number;
  /** The file's header row, or the template's columns when the file has none. */
  header: readonly string[];
}

/** Where the template's columns are in the file's rows. */
interface ColumnMap {
  phone: number;
  variables: readonly (readonly [name: string, index: number])[];
}

type PendingRow =
  | { cells: readonly string[]; reason: NumberRejectReasonText; accepted?: undefined }
  | { cells: readonly string[]; reason?: undefined; accepted: AcceptedNumber };

/**
 * A task's number file, row by row: each number normalised (normalizeNumber), repeats of a number
 * already seen in the file dropped, then numbers on the blacklist or the suppression list rejected,
 * asked a batch at a time. Accepted and rejected rows are handed on in batches, so memory holds
 * one batch and the numbers seen (16-32 bytes a number).
 *
 * Columns are matched by header name (the first non-blank row): the phone column is the
 * template's or one of PHONE_COLUMN_ALIASES, every variable column of the template must be there
 * (else the file is refused, naming the missing ones), columns the template does not know are
 * ignored and their order does not matter. A file whose first row already is a valid number has
 * no header: its columns are taken in the template's order. Refused whole (NumberFileError): no
 * phone column, missing variable columns, no data rows, more than maxRows rows.
 */
export async function importNumbers(input: NumberImportInput): Promise<NumberImportSummary> {
  const batchSize = input.batchSize ?? 1000;
  const maxRows = input.maxRows ?? NUMBER_IMPORT_MAX_ROWS;
  const seen = new SeenNumbers();
  const rejectedByReason: Partial<Record<NumberRejectReasonText, number>> = {};
  let header: readonly string[] | undefined;
  let columns: ColumnMap | undefined;
  let totalRows = 0;
  let acceptedRows = 0;
  let pending: PendingRow[] = [];

  const flush = async () => {
    const batch = pending;
    pending = [];
    const candidates = batch.flatMap((row) => (row.accepted ? [row.accepted.number] : []));
    const [blacklisted, suppressed] =
      candidates.length === 0
        ? [new Set<string>(), new Set<string>()]
        : await Promise.all([input.isBlacklisted(candidates), input.isSuppressed(candidates)]).then(
            ([black, suppress]) => [new Set(black), new Set(suppress)],
          );
    const accepted: AcceptedNumber[] = [];
    const rejected: RejectedNumberRow[] = [];
    for (const row of batch) {
      let reason = row.reason;
      if (row.accepted) {
        if (blacklisted.has(row.accepted.number)) reason = NumberRejectReason.blacklisted;
        else if (suppressed.has(row.accepted.number)) reason = NumberRejectReason.suppressed;
        else accepted.push(row.accepted);
      }
      if (reason !== undefined) {
        rejected.push({ cells: row.cells, reason });
        rejectedByReason[reason] = (rejectedByReason[reason] ?? 0) + 1;
      }
    }
    acceptedRows += accepted.length;
    if (accepted.length > 0) await input.onAccepted(accepted);
    if (rejected.length > 0 && input.onRejected && header) await input.onRejected(rejected, header);
  };

  for await (const cells of input.rows) {
    if (cells.every((cell) => cell.trim() === '')) continue;
    if (!columns) {
      const found = headerColumns(cells, input.template);
      columns = found ?? positionalColumns(cells, input.template);
      header = found ? cells : [input.template.phoneColumn, ...input.template.variableColumns];
      if (found) continue;
    }
    if (++totalRows > maxRows) throw new NumberFileError('tooManyRows');
    pending.push(judge(cells, columns, seen));
    if (pending.length >= batchSize) await flush();
  }
  await flush();
  if (totalRows === 0) throw new NumberFileError('empty');

  const rejectedRows = totalRows - acceptedRows;
  return {
    totalRows,
    acceptedRows,
    rejectedRows,
    rejectedByReason,
    errorRate: rejectedRows / totalRows,
    header: header ?? [],
  };
}

function judge(cells: readonly string[], columns: ColumnMap, seen: SeenNumbers): PendingRow {
  const normalized = normalizeNumber(cells[columns.phone] ?? '');
  if (!normalized.ok) return { cells, reason: normalized.reason };
  if (!seen.add(normalized.number)) return { cells, reason: NumberRejectReason.duplicate };
  const variables: Record<string, string> = {};
  for (const [name, index] of columns.variables) variables[name] = (cells[index] ?? '').trim();
  return { cells, accepted: { number: normalized.number, kind: normalized.kind, variables } };
}

/** Header names compare without surrounding or inner blanks, full-width forms or letter case. */
function headerKey(name: string): string {
  return name.normalize('NFKC').replace(/\s+/g, '').toLowerCase();
}

function headerColumns(cells: readonly string[], template: NumberTemplate): ColumnMap | undefined {
  const keys = cells.map(headerKey);
  const phoneNames = [template.phoneColumn, ...PHONE_COLUMN_ALIASES].map(headerKey);
  const phone = phoneNames.map((name) => keys.indexOf(name)).find((index) => index !== -1);
  if (phone === undefined) return undefined;
  const variables = template.variableColumns.map((name) => [name, keys.indexOf(headerKey(name))] as const);
  const missing = variables.filter(([, index]) => index === -1).map(([name]) => name);
  if (missing.length > 0) throw new NumberFileError('missingColumns', missing.join('、'));
  return { phone, variables };
}

function positionalColumns(cells: readonly string[], template: NumberTemplate): ColumnMap {
  if (!normalizeNumber(cells[0] ?? '').ok) throw new NumberFileError('noPhoneColumn');
  return { phone: 0, variables: template.variableColumns.map((name, index) => [name, index + 1] as const) };
}
