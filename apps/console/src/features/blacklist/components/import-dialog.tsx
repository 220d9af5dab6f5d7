import UploadOutlined from '@ant-design/icons/UploadOutlined';
import {
  BLACKLIST_TEMPLATE_PATH,
  type BlacklistImportRejection,
  type BlacklistImportResult,
  blacklistLimits,
  ErrorCode,
  ErrorMessage,
  ErrorText,
} from '@console/contracts';
import Alert from 'antd/es/alert';
import AntdApp from 'antd/es/app';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input/Input';
import Modal from 'antd/es/modal/Modal';
import Table from 'antd/es/table';
import { useRef, useState } from 'react';
import { getRuntimeConfig } from '../../../shared/config/runtime-config.ts';
import { errorText, toApiError } from '../../../shared/http/api-error.ts';
import { useImportBlacklist } from '../api/import-blacklist.ts';

export const IMPORT_HINT = '支持xlsx、xls、csv文件，单个文件不得大于2M，最多10000行';
const FILE_NAME = /\.(xlsx|xls|csv)$/i;

/** A file the server would refuse for its name or size, said before it is sent. */
export function fileProblem(file: File): string {
  if (!FILE_NAME.test(file.name)) return ErrorText[ErrorCode.BlacklistFileInvalid];
  if (file.size > blacklistLimits.fileMaxBytes) return ErrorText[ErrorCode.BlacklistFileTooLarge];
  return '';
}

function ImportOutcome({ result }: { result: BlacklistImportResult }) {
  return (
    <div className="blacklist-import-result">
      <Alert
        type={result.rejected > 0 ? 'warning' : 'success'}
        showIcon
        title={`共${result.total}行，成功添加${result.added}个号码，${result.rejected}行未添加`}
      />
      {result.rejectedRows.length > 0 && (
        <Table<BlacklistImportRejection>
          rowKey="rowNumber"
          size="small"
          bordered
          pagination={false}
          scroll={{ y: 240 }}
          dataSource={result.rejectedRows}
          columns={[
            { title: '行号', dataIndex: 'rowNumber', width: 70 },
            { title: '号码', dataIndex: 'number' },
            { title: '未添加原因', dataIndex: 'reason' },
          ]}
        />
      )}
      {result.rejected > result.rejectedRows.length && <p>仅显示前{result.rejectedRows.length}行</p>}
    </div>
  );
}

/**
 * 批量导入: the template, a reason for rows without their own, and the file. The reason is asked
 * for only when the server finds rows without one (a file whose rows all carry theirs needs none).
 * The server answers at once; the dialog then shows what was added and why each other row was not.
 */
export function ImportDialog({ onClose }: { onClose: () => void }) {
  const { message } = AntdApp.useApp();
  const [form] = Form.useForm<{ reason?: string }>();
  const input = useRef<HTMLInputElement>(null);
  const importNumbers = useImportBlacklist();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState('');
  const [result, setResult] = useState<BlacklistImportResult>();

  // Through form.submit(): validateFields() called right after a keystroke can reject as out of date.
  const submit = () => form.submit();
  const save = async (values: { reason?: string }) => {
    if (importNumbers.isPending) return;
    if (!file) {
      setProblem(ErrorMessage.fileNotChosen);
      return;
    }
    setProblem('');
    try {
      setResult(await importNumbers.mutateAsync({ file, reason: values.reason?.trim() ?? '' }));
      message.success('导入完成');
    } catch (error) {
      if (toApiError(error).numericCode === ErrorCode.BlacklistReasonMissing) {
        form.setFields([{ name: 'reason', errors: [errorText(error, ErrorText[ErrorCode.BlacklistReasonMissing])] }]);
        form.focusField('reason');
      } else setProblem(errorText(error, '导入失败'));
    }
  };

  const templateUrl = `${getRuntimeConfig().staticUrl.replace(/\/+$/, '')}${BLACKLIST_TEMPLATE_PATH}`;

  return (
    <Modal
      open
      title="批量导入"
      width={560}
      mask={{ closable: false }}
      onCancel={onClose}
      onOk={result ? onClose : submit}
      okText={result ? '完成' : importNumbers.isPending ? '导入中' : '导入'}
      cancelText="取 消"
      confirmLoading={importNumbers.isPending}
      destroyOnHidden
    >
      {result ? (
        <ImportOutcome result={result} />
      ) : (
        <Form form={form} preserve={false} onFinish={save} layout="vertical">
          <p>
            第一列为号码，第二列为原因（选填）；每行都填写了原因时无需填写导入原因。
            <a href={templateUrl} download>
              下载导入模板
            </a>
          </p>
          <Form.Item name="reason" label="导入原因" extra="选填，文件中没有填写原因的号码使用此原因">
            <Input autoFocus maxLength={blacklistLimits.reason} onPressEnter={submit} />
          </Form.Item>
          <Form.Item label="文件" extra={IMPORT_HINT}>
            <input
              ref={input}
              type="file"
              aria-label="选择文件"
              style={{ display: 'none' }}
              accept=".xlsx,.xls,.csv"
              onChange={(event) => {
                const picked = event.target.files?.[0];
                event.target.value = '';
                if (!picked) return;
                const refused = fileProblem(picked);
                setProblem(refused);
                setFile(refused ? null : picked);
              }}
            />
            <Button icon={<UploadOutlined />} onClick={() => input.current?.click()}>
              选择文件
            </Button>
            {file && <span className="blacklist-file-name">{file.name}</span>}
          </Form.Item>
          {problem && <Alert type="error" showIcon title={problem} />}
        </Form>
      )}
    </Modal>
  );
}
