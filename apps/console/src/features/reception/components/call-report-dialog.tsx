import type { CallReportRow } from '@console/contracts';
import Modal from 'antd/es/modal';
import { CallDialog } from '../../../shared/call-record/call-dialog.tsx';
import { CallRecording } from '../../../shared/call-record/call-recording.tsx';

interface CallReportDialogProps {
  record: CallReportRow | undefined;
  /** 识别详情 shows the conversation under the recording; 播放 only the recording, playing at once. */
  conversation: boolean;
  onClose: () => void;
}

/** 识别详情 (800 px, near the top) and 录音 播放 of an inbound call. */
export function CallReportDialog({ record, conversation, onClose }: CallReportDialogProps) {
  const heading = conversation ? '识别详情' : '录音播放';
  return (
    <Modal
      open={record !== undefined}
      title={record ? `${heading}（${record.tel_number} ${record.call_begin_time}）` : heading}
      width={conversation ? 800 : 480}
      style={{ top: '3vh' }}
      footer={null}
      destroyOnHidden
      onCancel={onClose}
      classNames={{ body: 'reception-data-dialog' }}
    >
      {record && (
        <>
          <CallRecording voiceUrl={record.voice_url} autoPlay={!conversation} />
          {conversation && <CallDialog dialog={record.dialog} />}
        </>
      )}
    </Modal>
  );
}
