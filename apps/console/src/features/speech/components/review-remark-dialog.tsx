import Modal from 'antd/es/modal/Modal';
import Spin from 'antd/es/spin';
import { useReviewRemark } from '../api/get-review-remark.ts';

/** 失败原因: why the platform rejected the script's latest version. */
export function ReviewRemarkDialog({ id, onClose }: { id: number | undefined; onClose: () => void }) {
  const remark = useReviewRemark(id);
  return (
    <Modal open={id !== undefined} title="失败原因" width={500} footer={null} onCancel={onClose} destroyOnHidden>
      {remark.isPending ? <Spin /> : <p className="speech-remark">{remark.data || '暂无失败原因'}</p>}
    </Modal>
  );
}
