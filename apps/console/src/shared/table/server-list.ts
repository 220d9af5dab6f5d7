import type { TablePaginationConfig } from 'antd/es/table';
import { useState } from 'react';

/** Page sizes of every list (modules-spec 1): 10 by default, or 15. */
export const PAGE_SIZES = [10, 15];

/** What antd's Table tells of the sorted column (its SorterResult, of any row type). */
interface ColumnSort {
  columnKey?: unknown;
  order?: 'ascend' | 'descend' | null;
}

export interface ListState<SortName extends string> {
  name: string;
  pageIndex: number;
  pageSize: number;
  sortName?: SortName;
  sortOrder?: 'asc' | 'desc';
}

/**
 * The state of a list the server pages, sorts and searches: a search starts again at page 1,
 * a sort change too, and the pagination shows only when there is something to page.
 */
export function useServerList<SortName extends string>(
  initial: { sortName?: SortName; sortOrder?: 'asc' | 'desc' } = {},
) {
  const [state, setState] = useState<ListState<SortName>>({
    name: '',
    pageIndex: 1,
    pageSize: PAGE_SIZES[0],
    ...initial,
  });

  return {
    state,
    search: (name: string) => setState((current) => ({ ...current, name: name.trim(), pageIndex: 1 })),
    /** antd Table's onChange: the page, its size and the sorted column. */
    onTableChange: (pagination: TablePaginationConfig, _filters: unknown, sorter: ColumnSort | ColumnSort[]) => {
      const sort = Array.isArray(sorter) ? sorter[0] : sorter;
      setState((current) => {
        const sortName = sort?.order ? (sort.columnKey as SortName) : initial.sortName;
        const sortOrder = sort?.order ? (sort.order === 'ascend' ? 'asc' : 'desc') : initial.sortOrder;
        const sortChanged = sortName !== current.sortName || sortOrder !== current.sortOrder;
        const pageSize = pagination.pageSize ?? current.pageSize;
        return {
          ...current,
          sortName,
          sortOrder,
          pageSize,
          pageIndex: sortChanged || pageSize !== current.pageSize ? 1 : (pagination.current ?? 1),
        };
      });
    },
    /** The sort order antd shows on a column. */
    sortOrderOf: (key: SortName) =>
      state.sortName === key ? (state.sortOrder === 'asc' ? ('ascend' as const) : ('descend' as const)) : null,
    pagination: (total: number): TablePaginationConfig | false =>
      total > 0
        ? {
            current: state.pageIndex,
            pageSize: state.pageSize,
            total,
            pageSizeOptions: PAGE_SIZES,
            showSizeChanger: true,
            showQuickJumper: true,
            showTotal: (count) => `共 ${count} 条`,
          }
        : false,
  };
}
