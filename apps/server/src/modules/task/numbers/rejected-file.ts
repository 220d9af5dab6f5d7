import { rm } from 'node:fs/promises';
import { REJECTED_REASON_HEADER } from '@console/contracts';
import { writeSheet } from '../../../lib/sheet-writer.ts';
import type { RejectedNumberRow } from './import-numbers.ts';

/** The sheet of the 错误名单 file. */
export const REJECTED_SHEET_NAME = '错误名单';

/**
 * The 错误名单 of one upload (errorFilePath), written while the import runs: the rejected rows'
 * own cells under the file's header, plus 错误原因. Fits importNumbers's onRejected.
 */
export interface RejectedNumbersFile {
  /** Adds rows; the first call's header is the file's. Resolves once the writer has taken them. */
  write(rows: readonly RejectedNumberRow[], header: readonly string[]): Promise<void>;
  /** Finishes the file and answers the rows in it; with none written no file is made (0). */
  close(): Promise<number>;
  /** Stops writing and removes what was written. */
  abort(): Promise<void>;
}

/** A new .xlsx at `path` (which must not exist yet), through the shared streaming sheet writer. */
export function createRejectedNumbersFile(path: string): RejectedNumbersFile {
  const pages = new PageChannel<readonly string[]>();
  let written: Promise<number> | undefined;
  let columns = 0;

  const start = (header: readonly string[]) => {
    columns = header.length;
    const writing = writeSheet({
      path,
      sheetName: REJECTED_SHEET_NAME,
      header: [...header, REJECTED_REASON_HEADER],
      rows: pages,
    });
    // Failures reach the caller through write() or close(); this copy only keeps them handled.
    writing.catch(() => undefined);
    return writing;
  };

  return {
    async write(rows, header) {
      written ??= start(header);
      const cells = rows.map(({ cells, reason }) => {
        const row = cells.slice(0, columns);
        while (row.length < columns) row.push('');
        row.push(reason);
        return row;
      });
      await Promise.race([pages.offer(cells), written]);
    },
    async close() {
      pages.end();
      return written ?? 0;
    },
    async abort() {
      pages.end();
      await written?.catch(() => undefined);
      await rm(path, { force: true });
    },
  };
}

/** Pages handed to a consumer one at a time: offer() resolves when the consumer takes the page. */
class PageChannel<T> implements AsyncIterable<readonly T[]> {
  private page: { rows: readonly T[]; taken(): void } | undefined;
  private ended = false;
  private wake: (() => void) | undefined;

  offer(rows: readonly T[]): Promise<void> {
    return new Promise((taken) => {
      this.page = { rows, taken };
      this.wake?.();
    });
  }

  end(): void {
    this.ended = true;
    this.wake?.();
  }

  async *[Symbol.asyncIterator](): AsyncGenerator<readonly T[]> {
    for (;;) {
      const page = this.page;
      if (page) {
        this.page = undefined;
        page.taken();
        yield page.rows;
      } else if (this.ended) {
        return;
      } else {
        await new Promise<void>((resolve) => {
          this.wake = resolve;
        });
      }
    }
  }
}
