import UploadOutlined from '@ant-design/icons/UploadOutlined';
import { ErrorMessage, forms, SCRIPT_IMPORT_MAX_BYTES } from '@console/contracts';
import AntdApp from 'antd/es/app';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input/Input';
import Modal from 'antd/es/modal/Modal';
import { useRef, useState } from 'react';
import { contractField } from '../../../shared/forms/form-rules.ts';
import { errorText } from '../../../shared/http/api-error.ts';
import { useImportSpeechSkill } from '../api/import-speech-skill.ts';

/** What is wrong with the chosen file, in the spec's words, or null. */
function fileProblem(file: File | null): string | null {
  if (!file) return ErrorMessage.fileNotChosen;
  if (!file.name.toLowerCase().endsWith('.zip')) return ErrorMessage.fileTypeInvalid;
  if (file.size > SCRIPT_IMPORT_MAX_BYTES) return ErrorMessage.fileOver20Mb;
  return null;
}

/** 话术导入 (modules-spec 2.3, 500 px): a name and an exported .zip of at most 20 MB. */
export function ImportScriptDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { message } = AntdApp.useApp();
  const [form] = Form.useForm<{ name: string }>();
  const [file, setFile] = useState<File | null>(null);
  const picker = useRef<HTMLInputElement>(null);
  const upload = useImportSpeechSkill();

  const submit = async () => {
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    const problem = fileProblem(file);
    if (problem || !file) {
      message.warning(problem);
      return;
    }
    upload.mutate(
      { name: values.name.trim(), file },
      {
        onSuccess: () => {
          message.success('导入成功');
          onClose();
        },
        onError: (error) => message.error(errorText(error, '导入失败')),
      },
    );
  };

  return (
    <Modal
      open={open}
      title="话术导入"
      width={500}
      mask={{ closable: false }}
      onCancel={onClose}
      onOk={submit}
      okText={upload.isPending ? '导入中' : '导入'}
      cancelText="取 消"
      okButtonProps={{ loading: upload.isPending }}
      destroyOnHidden
      afterClose={() => {
        form.resetFields();
        setFile(null);
      }}
    >
      <Form form={form} labelCol={{ flex: '90px' }} preserve={false}>
        <Form.Item name="name" label="话术名称" {...contractField(forms.speech.name)}>
          <Input maxLength={50} placeholder="请输入话术名称" />
        </Form.Item>
        <Form.Item label="话术文件" required>
          <input
            ref={picker}
            type="file"
            accept=".zip"
            hidden
            aria-label="话术文件"
            onChange={(event) => {
              const chosen = event.target.files?.[0] ?? null;
              const problem = chosen && fileProblem(chosen);
              if (problem) message.warning(problem);
              setFile(problem ? null : chosen);
              event.target.value = '';
            }}
          />
          <Button icon={<UploadOutlined />} onClick={() => picker.current?.click()}>
            选择上传文件
          </Button>
          {file && <span className="import-file-name">{file.name}</span>}
        </Form.Item>
      </Form>
    </Modal>
  );
}
