import type { RowOf, speechApi } from '@console/contracts';
import AntdApp from 'antd/es/app';
import Button from 'antd/es/button';
import TextArea from 'antd/es/input/TextArea';
import Modal from 'antd/es/modal/Modal';
import Table from 'antd/es/table';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorText } from '../../../shared/http/api-error.ts';
import { useServerList } from '../../../shared/table/server-list.ts';
import { useReviewList } from '../api/get-review-list.ts';
import { useReviewSpeechSkill } from '../api/review-speech-skill.ts';
import { scriptTypeText } from '../speech-paths.ts';

type ReviewRow = RowOf<typeof speechApi.queryReviewList>;

/**
 * 待审核, for the platform operator's inner login: each submitted version with 查看 (the frozen
 * content), 通过 (待发布) and 驳回 with the reason the owner then reads as 失败原因.
 */
export function ReviewList() {
  const { message } = AntdApp.useApp();
  const list = useServerList();
  const { pageIndex, pageSize } = list.state;
  const reviews = useReviewList({ pageIndex, pageSize }, true);
  const review = useReviewSpeechSkill();
  const [rejecting, setRejecting] = useState<ReviewRow | null>(null);
  const [reason, setReason] = useState('');

  const decide = (row: ReviewRow, approve: boolean, remark?: string) =>
    review.mutate(
      { id: row.id, version: row.version, approve, ...(remark ? { remark } : {}) },
      {
        onSuccess: () => {
          message.success(approve ? '已通过审核' : '已驳回');
          setRejecting(null);
        },
        onError: (error) => message.error(errorText(error, '审核失败')),
      },
    );

  return (
    <>
      <Table<ReviewRow>
        rowKey={(row) => `${row.id}@${row.version}`}
        bordered
        size="middle"
        loading={reviews.isFetching}
        dataSource={reviews.data?.rows ?? []}
        pagination={list.pagination(reviews.data?.totalCount ?? 0)}
        onChange={list.onTableChange}
        locale={{ emptyText: '没有待审核的话术' }}
        columns={[
          { title: '话术名称', dataIndex: 'name', key: 'name' },
          { title: '版本', dataIndex: 'version', key: 'version', render: (v: number) => `第 ${v} 版`, width: 100 },
          { title: '话术类型', dataIndex: 'type', key: 'type', render: scriptTypeText, width: 110 },
          { title: '提交时间', dataIndex: 'submitTime', key: 'submitTime', width: 180 },
          {
            title: '操作',
            key: 'actions',
            width: 200,
            render: (_value, row) => (
              <span className="table-actions">
                <Link to={`/speech/editor/${row.id}?version=${row.version}`}>查看</Link>
                <Button type="link" size="small" loading={review.isPending} onClick={() => decide(row, true)}>
                  通过
                </Button>
                <Button
                  type="link"
                  size="small"
                  danger
                  onClick={() => {
                    setReason('');
                    setRejecting(row);
                  }}
                >
                  驳回
                </Button>
              </span>
            ),
          },
        ]}
      />
      <Modal
        open={rejecting !== null}
        title="驳回话术"
        okText="驳回"
        cancelText="取消"
        okButtonProps={{ danger: true, disabled: reason.trim() === '', loading: review.isPending }}
        onOk={() => rejecting && decide(rejecting, false, reason.trim())}
        onCancel={() => setRejecting(null)}
        destroyOnHidden
      >
        <TextArea
          aria-label="失败原因"
          placeholder="请填写失败原因，企业将在“失败原因”中看到"
          maxLength={200}
          showCount
          autoSize={{ minRows: 3 }}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      </Modal>
    </>
  );
}
