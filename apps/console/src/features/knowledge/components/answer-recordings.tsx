import type { QuestionRow } from '@console/contracts';
import AntdApp from 'antd/es/app';
import Button from 'antd/es/button';
import Tooltip from 'antd/es/tooltip';
import { errorText } from '../../../shared/http/api-error.ts';
import { useDeleteAnswerRecording } from '../api/delete-answer-recording.ts';
import { useUploadAnswerRecording } from '../api/upload-answer-recording.ts';
import { TABLE_RECORDING_RULE } from '../file-checks.ts';
import { recordingUrl } from '../media-urls.ts';
import { uploadErrorText } from '../upload-error.ts';
import { FilePicker } from './file-picker.tsx';
import { RecordingPlayer } from './recording-player.tsx';

type Answer = QuestionRow['answers'][number];

/** 录音 of one answer in the table: play, 上传 (it becomes the answer at once), 下载 and 删除. */
function AnswerRecording({
  kbId,
  questionId,
  answer,
  label,
  locked,
}: {
  kbId: number;
  questionId: number;
  answer: Answer;
  label: string;
  locked: boolean;
}) {
  const { message } = AntdApp.useApp();
  const upload = useUploadAnswerRecording();
  const remove = useDeleteAnswerRecording();
  const audio = answer.type === 'audio' && answer.content !== '';

  const send = (file: File) =>
    upload.mutate(
      { kbId, file, answerId: answer.id, questionId },
      {
        onSuccess: () => message.success('录音上传成功'),
        onError: (error) => message.error(uploadErrorText(error)),
      },
    );

  const drop = () =>
    remove.mutate(answer.id, {
      onSuccess: () => message.success('删除成功'),
      onError: (error) => message.error(errorText(error, '删除失败')),
    });

  return (
    <div className="answer-line">
      <span className="answer-label">{label}</span>
      {audio && <RecordingPlayer name={answer.content} label={label} />}
      <FilePicker rule={TABLE_RECORDING_RULE} disabled={locked || upload.isPending} onPick={send}>
        <Button type="link" size="small" disabled={locked} loading={upload.isPending} aria-label={`上传${label}录音`}>
          上传
        </Button>
      </FilePicker>
      {audio && (
        <>
          <a href={recordingUrl(answer.content)} download aria-label={`下载${label}录音`}>
            下载
          </a>
          <Button
            type="link"
            size="small"
            danger
            disabled={locked}
            loading={remove.isPending}
            aria-label={`删除${label}录音`}
            onClick={drop}
          >
            删除
          </Button>
        </>
      )}
    </div>
  );
}

/** The 录音 column: a line per answer, beside the 答案 column's line of the same answer. */
export function AnswerRecordings({ kbId, row, locked }: { kbId: number; row: QuestionRow; locked: boolean }) {
  return (
    <div className="answer-lines answer-recordings">
      {row.answers.map((answer, index) => (
        <AnswerRecording
          key={answer.id}
          kbId={kbId}
          questionId={row.id}
          answer={answer}
          label={`回答${index + 1}`}
          locked={locked}
        />
      ))}
    </div>
  );
}

/** The 答案 column: each answer's text, whole in its tooltip; -- when it has none. */
export function AnswerTexts({ row }: { row: QuestionRow }) {
  return (
    <div className="answer-lines">
      {row.answers.map((answer) => (
        <Tooltip key={answer.id} title={answer.description || undefined} placement="topLeft">
          <div className="answer-line answer-text">{answer.description || '--'}</div>
        </Tooltip>
      ))}
    </div>
  );
}
