import { dictionaryLimits, forms } from '@console/contracts';
import AntdApp from 'antd/es/app';
import Form from 'antd/es/form';
import Input from 'antd/es/input/Input';
import TextArea from 'antd/es/input/TextArea';
import Modal from 'antd/es/modal/Modal';
import Spin from 'antd/es/spin';
import { useEffect, useRef } from 'react';
import { contractField } from '../../../shared/forms/form-rules.ts';
import { errorText } from '../../../shared/http/api-error.ts';
import { useTerm } from '../api/get-term.ts';
import { useSaveTerm } from '../api/save-term.ts';

interface TermForm {
  term: string;
  synonyms: string;
}

/** 不区分半角圆角: full-width commas are sent as ASCII ones. */
export const asciiCommas = (text: string) => text.replace(/，/g, ',');

/** 单个添加 of a term, or with termId its 编辑 (modules-spec 3.6). */
export function TermDialog({ dicId, termId, onClose }: { dicId: number; termId?: number; onClose: () => void }) {
  const { message } = AntdApp.useApp();
  const [form] = Form.useForm<TermForm>();
  const editing = termId !== undefined;
  const stored = useTerm(dicId, termId);
  const save = useSaveTerm();
  const filled = useRef(false);

  useEffect(() => {
    if (!stored.data || filled.current) return;
    filled.current = true;
    form.setFieldsValue({
      term: stored.data.term,
      synonyms: stored.data.synonyms.map((synonym) => synonym.term).join('，'),
    });
  }, [stored.data, form]);

  const submit = async () => {
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    save.mutate(
      { dicId, term: values.term.trim(), synonyms: asciiCommas(values.synonyms ?? ''), id: termId },
      {
        onSuccess: () => {
          message.success(editing ? '编辑成功' : '添加成功');
          onClose();
        },
        onError: (error) => message.error(`创建失败，错误信息：${errorText(error, '请求失败')}`),
      },
    );
  };

  return (
    <Modal
      open
      title={editing ? '编辑' : '单个添加'}
      width="50%"
      mask={{ closable: false }}
      onCancel={onClose}
      onOk={submit}
      okText="确定"
      cancelText="取 消"
      confirmLoading={save.isPending}
      destroyOnHidden
    >
      <Spin spinning={editing && stored.isPending}>
        <Form form={form} labelCol={{ flex: '80px' }} preserve={false}>
          <Form.Item name="term" label="标准词" {...contractField(forms.dictionary.term)}>
            <Input maxLength={dictionaryLimits.term} placeholder="请输入标准词" />
          </Form.Item>
          <Form.Item name="synonyms" label="相似词">
            <TextArea rows={4} placeholder="多个请以“，”逗号分隔，不区分半角圆角" />
          </Form.Item>
        </Form>
      </Spin>
    </Modal>
  );
}
