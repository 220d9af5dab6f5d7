import UploadOutlined from '@ant-design/icons/UploadOutlined';
import { ANSWER_NAMES, knowledgeLimits } from '@console/contracts';
import AntdApp from 'antd/es/app';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import TextArea from 'antd/es/input/TextArea';
import Tabs from 'antd/es/tabs';
import { useUploadAnswerRecording } from '../api/upload-answer-recording.ts';
import { DIALOG_RECORDING_RULE } from '../file-checks.ts';
import { uploadErrorText } from '../upload-error.ts';
import { FilePicker } from './file-picker.tsx';
import { RecordingPlayer } from './recording-player.tsx';

interface AnswerTabsProps {
  kbId: number;
  /** Told when a recording starts and ends uploading: 提 交 waits for it. */
  onUploading: (change: 1 | -1) => void;
}

/**
 * One answer's tab: its text and its recording. The recording is only uploaded here; it becomes
 * the answer when the question is submitted, so 取 消 leaves the stored question as it was.
 */
function AnswerPane({ kbId, index, onUploading }: AnswerTabsProps & { index: number }) {
  const { message } = AntdApp.useApp();
  const form = Form.useFormInstance();
  const audio: string = Form.useWatch(['answers', index, 'audio'], form) ?? '';
  const upload = useUploadAnswerRecording();
  const label = ANSWER_NAMES[index];

  const send = (file: File) => {
    onUploading(1);
    upload.mutate(
      { kbId, file },
      {
        onSuccess: (path) => {
          form.setFieldValue(['answers', index, 'audio'], path);
          message.success('录音上传成功');
        },
        onError: (error) => message.error(uploadErrorText(error)),
        onSettled: () => onUploading(-1),
      },
    );
  };

  return (
    <div className="answer-pane">
      <Form.Item name={['answers', index, 'text']} noStyle>
        <TextArea
          rows={5}
          maxLength={knowledgeLimits.answer}
          showCount
          placeholder="请输入回答内容"
          aria-label={`${label}内容`}
        />
      </Form.Item>
      <Form.Item name={['answers', index, 'audio']} hidden>
        <input />
      </Form.Item>
      <div className="answer-recording">
        <FilePicker rule={DIALOG_RECORDING_RULE} disabled={upload.isPending} onPick={send}>
          <Button size="small" icon={<UploadOutlined />} loading={upload.isPending} aria-label={`${label}录音上传`}>
            录音上传
          </Button>
        </FilePicker>
        {audio && (
          <>
            <RecordingPlayer name={audio} label={label} />
            <Button
              type="link"
              size="small"
              danger
              aria-label={`删除${label}录音`}
              onClick={() => form.setFieldValue(['answers', index, 'audio'], '')}
            >
              删除
            </Button>
          </>
        )}
        <span className="answer-recording-hint">支持wav、vox格式，不超过2M</span>
      </div>
    </div>
  );
}

/** 回答1 / 回答2 / 回答3. */
export function AnswerTabs(props: AnswerTabsProps) {
  return (
    <Tabs
      size="small"
      items={ANSWER_NAMES.map((name, index) => ({
        key: name,
        label: name,
        forceRender: true,
        children: <AnswerPane {...props} index={index} />,
      }))}
    />
  );
}
