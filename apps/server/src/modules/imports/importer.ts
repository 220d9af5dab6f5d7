import type { ImportStatusValue } from '@console/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ImportJob } from './repo.ts';
import type { SheetRow } from './spreadsheet.ts';

/** What one kind of import does with the rows of its template (the worker does the rest). */
export interface Importer {
  /** The template's columns, in order; a file whose first row does not start with them is 9 模板格式错误. */
  header: readonly string[];
  /** A rule of the whole file that refuses it before any row is written (12 for questions). */
  refuseFile?(rows: readonly SheetRow[]): { status: ImportStatusValue; msg: string } | undefined;
  /** Why the target takes no rows now (gone, under review); undefined when it does. */
  targetProblem(db: Db, job: ImportJob): Promise<string | undefined>;
  /** Writes one row (cells padded to the header); answers why it was rejected, or undefined. */
  importRow(db: Db, job: ImportJob, cells: readonly string[], now: Date): Promise<string | undefined>;
}

/** The message of the first rule a row breaks, or undefined when it keeps them all. */
export function rowProblem<S extends z.ZodType>(
  schema: S,
  value: z.input<S>,
): { problem?: string; data?: z.output<S> } {
  const parsed = schema.safeParse(value);
  return parsed.success ? { data: parsed.data } : { problem: parsed.error.issues[0]?.message ?? '格式错误' };
}

/** A business refusal while a row is written becomes the row's reason; anything else is a fault of the import. */
export async function refusalOf(write: () => Promise<unknown>): Promise<string | undefined> {
  try {
    await write();
    return undefined;
  } catch (error) {
    if (error instanceof AppError) return error.message;
    throw error;
  }
}
