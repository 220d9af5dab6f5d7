import UploadOutlined from '@ant-design/icons/UploadOutlined';
import {
  ErrorMessage,
  IMPORT_STATUS_TEXT,
  ImportStatus,
  type ImportStatusValue,
  type ImportTaskRow,
} from '@console/contracts';
import AntdApp from 'antd/es/app';
import Button from 'antd/es/button';
import Modal from 'antd/es/modal/Modal';
import Progress from 'antd/es/progress';
import { useEffect, useRef, useState } from 'react';
import { errorText } from '../../../shared/http/api-error.ts';
import { useImportTask } from '../api/get-import-task.ts';
import { useReloadAfterImport } from '../api/use-knowledge-change.ts';
import { SPREADSHEET_RULE } from '../file-checks.ts';
import { downloadTaskFileUrl, staticFileUrl } from '../media-urls.ts';
import { uploadErrorText } from '../upload-error.ts';
import { FilePicker } from './file-picker.tsx';

export interface BatchImportProps {
  /** 支持xls,xlsx文件上传… for questions, 支持xls、xlsx文件… for dictionaries. */
  hint: string;
  /** Sends the file; answers the import task's id. */
  start: (file: File) => Promise<number>;
  /** Where the import template is, below config staticUrl. */
  templatePath: () => Promise<string>;
  onClose: () => void;
}

/** What the error line says of a finished task; 11 shows the first line of its message. */
function outcomeText(task: ImportTaskRow): string {
  if (task.status === ImportStatus.partial) return task.msg.split('\n')[0] ?? '';
  return IMPORT_STATUS_TEXT[task.status as ImportStatusValue] ?? task.msg;
}

function download(url: string) {
  const link = document.createElement('a');
  link.href = url;
  link.download = '';
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * 批量添加 (modules-spec 3.5), for questions and dictionary terms alike: the template, a checked
 * .xls/.xlsx file, the upload, and the import task followed every 3 s to its end. 导入成功 closes
 * the dialog; every other end is said in the error line, and a partial import links the file of
 * the rejected rows.
 */
export function BatchImportDialog({ hint, start, templatePath, onClose }: BatchImportProps) {
  const { message } = AntdApp.useApp();
  const reload = useReloadAfterImport();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState('');
  const [uploading, setUploading] = useState(false);
  const [taskId, setTaskId] = useState<number>();
  const { data: task } = useImportTask(taskId);
  const running = uploading || task?.status === ImportStatus.running || (taskId !== undefined && !task);

  // Each import's end is acted on once, however often its task is read again afterwards.
  const ended = useRef<number>(undefined);
  useEffect(() => {
    if (!task || task.status === ImportStatus.running || ended.current === task.id) return;
    ended.current = task.id;
    if (task.status === ImportStatus.success) {
      message.success('导入成功');
      reload();
      onClose();
      return;
    }
    setProblem(outcomeText(task));
    if (task.status === ImportStatus.partial) reload();
  }, [task, message, reload, onClose]);

  const pick = (picked: File) => {
    setFile(picked);
    setProblem('');
    setTaskId(undefined);
  };

  const submit = async () => {
    if (!file) {
      setProblem(ErrorMessage.fileNotChosen);
      return;
    }
    setProblem('');
    setTaskId(undefined);
    setUploading(true);
    try {
      setTaskId(await start(file));
    } catch (error) {
      setProblem(uploadErrorText(error));
    } finally {
      setUploading(false);
    }
  };

  const fetchTemplate = async () => {
    try {
      download(staticFileUrl(await templatePath()));
    } catch (error) {
      message.error(errorText(error, '模板下载失败'));
    }
  };

  return (
    <Modal
      open
      title="批量添加"
      width={500}
      mask={{ closable: false }}
      onCancel={onClose}
      onOk={submit}
      okText={running ? '导入中' : '导入'}
      cancelText="取 消"
      confirmLoading={running}
      destroyOnHidden
    >
      <ol className="import-steps">
        <li>
          <span>请按照模板格式准备需要导入的数据</span>
          <Button type="link" size="small" onClick={fetchTemplate}>
            下载批量添加模板
          </Button>
        </li>
        <li>
          <span>选择需要导入的数据</span>
          <div className="import-picker">
            <FilePicker rule={SPREADSHEET_RULE} disabled={running} onPick={pick}>
              <Button icon={<UploadOutlined />} disabled={running}>
                选择上传文件
              </Button>
            </FilePicker>
            {file && <span className="import-file">{file.name}</span>}
          </div>
          <div className="import-hint">{hint}</div>
        </li>
      </ol>
      {task?.status === ImportStatus.running && <Progress percent={task.process} size="small" />}
      {problem && (
        <div role="alert" className="form-error-line">
          {problem}
        </div>
      )}
      {task?.status === ImportStatus.partial && task.rejectedRowsTaskId !== null && (
        <a className="import-rejected" href={downloadTaskFileUrl(task.rejectedRowsTaskId)} download>
          下载失败明细
        </a>
      )}
    </Modal>
  );
}
