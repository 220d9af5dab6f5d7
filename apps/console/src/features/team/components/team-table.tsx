import Alert from 'antd/es/alert';
import Table, { type ColumnsType } from 'antd/es/table';
import type { ApiResult } from '../../../shared/http/api-client.ts';
import type { useServerList } from '../../../shared/table/server-list.ts';

interface TeamTableProps<Row> {
  rowKey: keyof Row & string;
  columns: ColumnsType<Row>;
  /** The list's query: its page of rows, whether it is reading and whether it failed. */
  result: { data?: ApiResult<Row>; isFetching: boolean; isError: boolean };
  list: Pick<ReturnType<typeof useServerList>, 'pagination' | 'onTableChange'>;
  failedText: string;
  emptyText: string;
}

/** A server-paged table of the team page, centred as the platform's lists are (modules-spec 1). */
export function TeamTable<Row extends object>({ result, list, ...props }: TeamTableProps<Row>) {
  return (
    <>
      {result.isError && <Alert type="error" showIcon title={props.failedText} />}
      <Table<Row>
        rowKey={props.rowKey}
        bordered
        size="middle"
        className="team-table"
        columns={props.columns}
        dataSource={result.data?.rows ?? []}
        loading={result.isFetching}
        pagination={list.pagination(result.data?.totalCount ?? 0)}
        onChange={list.onTableChange}
        locale={{ emptyText: props.emptyText }}
      />
    </>
  );
}
