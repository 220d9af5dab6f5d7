import type { QuestionRow } from '@console/contracts';
import Button from 'antd/es/button';
import Table, { type ColumnsType } from 'antd/es/table';
import type { useServerList } from '../../../shared/table/server-list.ts';
import { AnswerRecordings, AnswerTexts } from './answer-recordings.tsx';

interface QuestionTableProps {
  kbId: number;
  locked: boolean;
  rows: QuestionRow[];
  loading: boolean;
  selected: number[];
  onSelect: (ids: number[]) => void;
  total: number;
  /** Paging and sorting by 类别, on the server. */
  list: ReturnType<typeof useServerList<'tagName'>>;
  onEdit: (row: QuestionRow) => void;
  onDelete: (row: QuestionRow) => void;
}

/** A base's questions (modules-spec 3.4): 类别, 问题, the answers' texts and their recordings. */
export function QuestionTable(props: QuestionTableProps) {
  const { kbId, locked } = props;
  const columns: ColumnsType<QuestionRow> = [
    {
      title: '类别',
      dataIndex: 'tagName',
      key: 'tagName',
      sorter: true,
      sortOrder: props.list.sortOrderOf('tagName'),
      // The list starts sorted by 类别 desc; a click turns it to asc and back.
      sortDirections: ['descend', 'ascend', 'descend'],
      width: 120,
    },
    { title: '问题', dataIndex: 'name', key: 'name', width: 220 },
    { title: '答案', key: 'answers', render: (_value, row) => <AnswerTexts row={row} /> },
    {
      title: '录音',
      key: 'recordings',
      width: 230,
      render: (_value, row) => <AnswerRecordings kbId={kbId} row={row} locked={locked} />,
    },
    {
      title: '操作',
      key: 'actions',
      width: 120,
      render: (_value, row) => (
        <span className="table-actions">
          <Button type="link" size="small" disabled={locked} onClick={() => props.onEdit(row)}>
            编辑
          </Button>
          <Button type="link" size="small" danger disabled={locked} onClick={() => props.onDelete(row)}>
            删除
          </Button>
        </span>
      ),
    },
  ];

  return (
    <Table<QuestionRow>
      rowKey="id"
      bordered
      size="middle"
      className="question-table"
      columns={columns}
      dataSource={props.rows}
      loading={props.loading}
      pagination={props.list.pagination(props.total)}
      onChange={props.list.onTableChange}
      rowSelection={{
        selectedRowKeys: props.selected,
        onChange: (keys) => props.onSelect(keys as number[]),
      }}
      locale={{ emptyText: '暂无问题，点击“添加问题”或“批量添加”' }}
    />
  );
}
