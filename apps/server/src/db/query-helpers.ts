/**
 * The two things every list query of the server needs: a page of rows and a text search. One
 * place each, so every list pages and searches alike.
 */

/** LIMIT and OFFSET of a page of a list; pageIndex counts from 1 (the contract's `paging`). */
export function pageOf(paging: { pageIndex: number; pageSize: number }): { limit: number; offset: number } {
  return { limit: paging.pageSize, offset: (paging.pageIndex - 1) * paging.pageSize };
}

/** A LIKE pattern for values containing `fragment` literally: its %, _ and \ match only themselves. */
export function containing(fragment: string): string {
  return `%${fragment.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
