import {
  isErrorRateAlarming,
  NUMBER_FILE_EXTENSIONS,
  NumberFileRefusal,
  NumberUploadText,
  type SpeechSkillRow,
  TASK_FILE_MAX_BYTES,
  type TaskUploadRow,
} from '@console/contracts';
import AntdApp from 'antd/es/app';
import Button from 'antd/es/button';
import Modal from 'antd/es/modal/Modal';
import { useRef, useState } from 'react';
import { toApiError } from '../../../shared/http/api-error.ts';
import { useUploadTaskFile } from '../api/upload-task-file.ts';
import { staticUrlOf } from '../static-url.ts';
import type { NumberFile } from '../task-form.ts';

const TOO_LARGE_TEXT = `文件大小不能超过${TASK_FILE_MAX_BYTES / 1024 / 1024}MB`;

function hasAcceptedExtension(name: string): boolean {
  const lower = name.toLowerCase();
  return NUMBER_FILE_EXTENSIONS.some((extension) => lower.endsWith(extension));
}

/** The template saved as "<script name>.<its extension>". */
function templateName(script: SpeechSkillRow): string {
  const extension = /\.(\w+)(\?|$)/.exec(script.templateFileUrl)?.[1] ?? 'xlsx';
  return `${script.name}.${extension}`;
}

interface NumberFileFieldProps {
  value?: NumberFile;
  onChange?: (value: NumberFile | undefined) => void;
  /** The chosen script: the file is checked against its template. */
  script?: SpeechSkillRow;
  /** Editing: the task's file, shown and not replaceable. */
  fixedName?: string;
  id?: string;
}

/**
 * 外呼数据 (modules-spec 4.3): uploaded as soon as it is picked and checked on the server; when 5% or
 * more of its rows were rejected, the 提示 dialog asks to upload again or go on without them.
 */
export function NumberFileField({ value, onChange, script, fixedName, id }: NumberFileFieldProps) {
  const { message } = AntdApp.useApp();
  const upload = useUploadTaskFile();
  const input = useRef<HTMLInputElement>(null);
  const [alarming, setAlarming] = useState<TaskUploadRow | null>(null);

  if (fixedName !== undefined) return <span className="task-file-name">{fixedName}</span>;
  if (!script) return <span className="task-field-hint">请先选择话术</span>;

  const send = async (file: File) => {
    if (!hasAcceptedExtension(file.name)) {
      message.error(NumberFileRefusal.format);
      return;
    }
    if (file.size > TASK_FILE_MAX_BYTES) {
      message.error(TOO_LARGE_TEXT);
      return;
    }
    onChange?.(undefined);
    try {
      const uploaded = await upload.mutateAsync({ file, speechSkillId: script.id });
      const alarm = isErrorRateAlarming(uploaded.errorRate);
      onChange?.({ fileName: uploaded.fileName, orgFileName: file.name, accepted: !alarm });
      if (alarm) setAlarming(uploaded);
    } catch (error) {
      const apiError = toApiError(error);
      message.error(Number.isFinite(apiError.numericCode) ? apiError.messageExt : NumberUploadText.failed);
    }
  };

  const pick = () => input.current?.click();
  const label = upload.isPending ? NumberUploadText.checking : value?.orgFileName;

  return (
    <div className="task-file-field">
      <input
        ref={input}
        id={id}
        type="file"
        // Opened by the 点击上传/重新上传 link; antd's reset would otherwise show the browser's own control.
        style={{ display: 'none' }}
        accept={NUMBER_FILE_EXTENSIONS.join(',')}
        aria-label="外呼数据文件"
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared so that picking the same file again after a fix uploads it again.
          event.target.value = '';
          if (file) void send(file);
        }}
      />
      {label && <span className="task-file-name">{label}</span>}
      <Button type="link" size="small" disabled={upload.isPending} onClick={pick}>
        {value ? NumberUploadText.reupload : NumberUploadText.upload}
      </Button>
      {script.templateFileUrl && (
        <a href={staticUrlOf(script.templateFileUrl)} download={templateName(script)} className="task-template-link">
          模板下载
        </a>
      )}
      <Modal
        open={alarming !== null}
        title={NumberUploadText.alertTitle}
        width={350}
        closable={false}
        mask={{ closable: false }}
        footer={[
          <Button
            key="again"
            onClick={() => {
              setAlarming(null);
              pick();
            }}
          >
            {NumberUploadText.reupload}
          </Button>,
          <Button
            key="ignore"
            type="primary"
            onClick={() => {
              if (value) onChange?.({ ...value, accepted: true });
              setAlarming(null);
            }}
          >
            {NumberUploadText.ignoreErrors}
          </Button>,
        ]}
      >
        <p>{NumberUploadText.alertMessage}</p>
        {alarming?.errorFilePath && (
          <a href={staticUrlOf(alarming.errorFilePath)} target="_blank" rel="noreferrer">
            {NumberUploadText.errorListLink}
          </a>
        )}
      </Modal>
    </div>
  );
}
