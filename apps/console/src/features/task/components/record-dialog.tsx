import type { TaskRecordRow } from '@console/contracts';
import Modal from 'antd/es/modal';
import { CallDialog } from '../../../shared/call-record/call-dialog.tsx';
import { CallRecording } from '../../../shared/call-record/call-recording.tsx';

/** 识别详情 (modules-spec 4.6): 800 px, near the top; the recording, then the conversation. */
export function RecordDialog({ record, onClose }: { record: TaskRecordRow | undefined; onClose: () => void }) {
  return (
    <Modal
      open={record !== undefined}
      title={record ? `识别详情（${record.tel_number} ${record.time_callout}）` : '识别详情'}
      width={800}
      style={{ top: '3vh' }}
      footer={null}
      destroyOnHidden
      onCancel={onClose}
      classNames={{ body: 'task-record-dialog' }}
    >
      {record && (
        <>
          <CallRecording voiceUrl={record.voice_url} />
          <CallDialog dialog={record.dialog} />
        </>
      )}
    </Modal>
  );
}
