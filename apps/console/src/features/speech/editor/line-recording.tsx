import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import UploadOutlined from '@ant-design/icons/UploadOutlined';
import { ErrorMessage, SCRIPT_AUDIO_MAX_BYTES } from '@console/contracts';
import AntdApp from 'antd/es/app';
import Button from 'antd/es/button';
import { useRef } from 'react';
import { errorText } from '../../../shared/http/api-error.ts';
import { lineAudioUrl, useUploadLineAudio } from '../api/upload-line-audio.ts';

interface Props {
  scriptId: number;
  audio: string | undefined;
  editable: boolean;
  onChange: (audio: string | undefined) => void;
}

/** A say node's recorded line (.wav, at most 2 MB): played instead of synthesised speech. */
export function LineRecording({ scriptId, audio, editable, onChange }: Props) {
  const { message } = AntdApp.useApp();
  const upload = useUploadLineAudio();
  const picker = useRef<HTMLInputElement>(null);

  const choose = (file: File | undefined) => {
    if (!file) return;
    if (!file.name.toLowerCase().endsWith('.wav')) return void message.warning(ErrorMessage.fileTypeInvalid);
    if (file.size > SCRIPT_AUDIO_MAX_BYTES) return void message.warning(ErrorMessage.fileOver2Mb);
    upload.mutate(
      { id: scriptId, file },
      {
        onSuccess: (name) => {
          message.success('录音上传成功');
          onChange(name);
        },
        onError: (error) => message.error(errorText(error, '文件上传错误')),
      },
    );
  };

  return (
    <div className="line-recording">
      {/* biome-ignore lint/a11y/useMediaCaption: a recorded line; its text is the node's 话术内容 */}
      {audio && <audio controls preload="none" src={lineAudioUrl(scriptId, audio)} aria-label="录音" />}
      {editable && (
        <span className="line-recording-actions">
          <input
            ref={picker}
            type="file"
            accept=".wav,audio/wav"
            hidden
            aria-label="录音文件"
            onChange={(event) => {
              choose(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
          <Button
            size="small"
            icon={<UploadOutlined />}
            loading={upload.isPending}
            onClick={() => picker.current?.click()}
          >
            {audio ? '更换录音' : '上传录音'}
          </Button>
          {audio && (
            <Button size="small" icon={<DeleteOutlined />} onClick={() => onChange(undefined)}>
              删除录音
            </Button>
          )}
        </span>
      )}
      {!audio && !editable && <span className="node-panel-label">无录音（合成语音）</span>}
    </div>
  );
}
