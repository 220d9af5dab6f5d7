import AntdApp from 'antd/es/app';
import Input from 'antd/es/input/Input';
import Modal from 'antd/es/modal/Modal';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { errorText } from '../../../shared/http/api-error.ts';
import { useCopySpeechTemplate } from '../api/copy-speech-template.ts';
import { speechPaths } from '../speech-paths.ts';

interface Props {
  template: { id: number; name: string } | null;
  onClose: () => void;
}

/** 使用话术: the template's copy gets a name (pre-filled "<name>副本") and joins 我的话术. */
export function UseTemplateDialog({ template, onClose }: Props) {
  const { message } = AntdApp.useApp();
  const navigate = useNavigate();
  const copy = useCopySpeechTemplate();
  const [name, setName] = useState('');

  useEffect(() => {
    if (template) setName(`${template.name}副本`);
  }, [template]);

  const submit = () => {
    if (!template) return;
    if (name.trim() === '') {
      message.warning('请输入新的话术名称');
      return;
    }
    copy.mutate(
      { name: name.trim(), id: template.id },
      {
        onSuccess: () => {
          message.success('新建成功');
          onClose();
          navigate(speechPaths.myScripts);
        },
        onError: (error) => message.error(errorText(error, '新建失败')),
      },
    );
  };

  return (
    <Modal
      open={template !== null}
      title="使用话术"
      width="30%"
      mask={{ closable: false }}
      onCancel={onClose}
      onOk={submit}
      okText={copy.isPending ? '提交中...' : '开始使用'}
      cancelText="取 消"
      okButtonProps={{ disabled: copy.isPending }}
      destroyOnHidden
    >
      <Input
        aria-label="新的话术名称"
        value={name}
        maxLength={50}
        placeholder="请输入新的话术名称"
        onChange={(event) => setName(event.target.value)}
        onPressEnter={submit}
      />
    </Modal>
  );
}
