import CloseOutlined from '@ant-design/icons/es/icons/CloseOutlined';
import type { TaskRecordRow } from '@console/contracts';
import Button from 'antd/es/button';
import { CallRecording } from '../../../shared/call-record/call-recording.tsx';

/**
 * 录音 播放: a small player floating over the page's corner, so the table stays usable while it
 * plays; one call at a time, playing as soon as it opens.
 */
export function RecordingPlayer({ record, onClose }: { record: TaskRecordRow; onClose: () => void }) {
  return (
    <section className="task-recording-player" aria-label="录音播放">
      <header>
        <span>
          {record.tel_number} <span className="task-recording-time">{record.time_callout}</span>
        </span>
        <Button type="text" size="small" icon={<CloseOutlined />} aria-label="关闭录音" onClick={onClose} />
      </header>
      <CallRecording voiceUrl={record.voice_url} autoPlay />
    </section>
  );
}
