import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { forms, knowledgeLimits } from '@console/contracts';
import AntdApp from 'antd/es/app';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Form from 'antd/es/form';
import Input from 'antd/es/input/Input';
import Modal from 'antd/es/modal/Modal';
import Select from 'antd/es/select';
import Spin from 'antd/es/spin';
import Tooltip from 'antd/es/tooltip';
import { useEffect, useRef, useState } from 'react';
import { contractField } from '../../../shared/forms/form-rules.ts';
import { errorText } from '../../../shared/http/api-error.ts';
import { useAddQuestion } from '../api/add-question.ts';
import { useEditQuestion } from '../api/edit-question.ts';
import { useQuestionDetail } from '../api/get-question-detail.ts';
import { useTags } from '../api/get-tags.ts';
import { emptyQuestion, formOfQuestion, type QuestionForm, questionPayload } from '../question-form.ts';
import { AnswerTabs } from './answer-tabs.tsx';
import { NewTagDialog } from './new-tag-dialog.tsx';
import { SimilarQuestionsField } from './similar-questions-field.tsx';

export const SMS_CLOSED_TEXT = '短信模板功能尚未开放';

interface QuestionDialogProps {
  kbId: number;
  /** The question to edit; undefined adds one. */
  questionId?: number;
  onClose: () => void;
}

/** 添加问题 / 编辑问题 (modules-spec 3.4): main and similar questions left, answers and category right. */
export function QuestionDialog({ kbId, questionId, onClose }: QuestionDialogProps) {
  const { message } = AntdApp.useApp();
  const editing = questionId !== undefined;
  const [form] = Form.useForm<QuestionForm>();
  const detail = useQuestionDetail(questionId);
  const tags = useTags(kbId, true);
  const add = useAddQuestion();
  const edit = useEditQuestion();
  const [uploads, setUploads] = useState(0);
  const [creatingTag, setCreatingTag] = useState(false);
  const filled = useRef(false);

  // The stored question fills the form once: a later read (after a recording upload) must not
  // overwrite what is being typed.
  useEffect(() => {
    if (!detail.data || filled.current) return;
    filled.current = true;
    form.setFieldsValue(formOfQuestion(detail.data));
  }, [detail.data, form]);

  const submit = async () => {
    if (uploads > 0) {
      message.warning('录音正在上传');
      return;
    }
    if (
      !(await form.validateFields().then(
        () => true,
        () => false,
      ))
    )
      return;
    // All of the store: the ids of answers and similar questions have no field of their own.
    const body = questionPayload(kbId, { ...emptyQuestion(), ...form.getFieldsValue(true) });
    if (questionId === undefined) {
      add.mutate(body, {
        onSuccess: () => {
          message.success('保存成功');
          onClose();
        },
        onError: (error) => message.error(errorText(error, '保存失败')),
      });
    } else {
      edit.mutate(
        { ...body, id: questionId },
        {
          onSuccess: () => {
            message.success('编辑成功');
            onClose();
          },
          onError: (error) => message.error(errorText(error, '编辑失败')),
        },
      );
    }
  };

  return (
    <Modal
      open
      title={editing ? '编辑问题' : '添加问题'}
      width={915}
      style={{ top: '5vh' }}
      mask={{ closable: false }}
      onCancel={onClose}
      onOk={submit}
      okText="提 交"
      cancelText="取 消"
      confirmLoading={add.isPending || edit.isPending}
      destroyOnHidden
    >
      <Spin spinning={editing && detail.isPending}>
        <Form form={form} layout="vertical" initialValues={emptyQuestion()} className="question-form">
          <div className="question-columns">
            <div className="question-left">
              <Form.Item name="question" label="主问法" {...contractField(forms.knowledge.question)}>
                <Input maxLength={knowledgeLimits.question} placeholder="请输入用户的主问法" />
              </Form.Item>
              <SimilarQuestionsField />
            </div>
            <div className="question-right">
              <Form.Item name="interrupt" valuePropName="checked" className="question-inline-item">
                <Checkbox>回答支持打断</Checkbox>
              </Form.Item>
              <AnswerTabs kbId={kbId} onUploading={(change) => setUploads((count) => count + change)} />
              <Form.Item label="分类" required className="question-tag-item">
                <div className="question-tag">
                  <Form.Item name="tagId" noStyle rules={[{ required: true, message: '请选择分类' }]}>
                    <Select
                      placeholder="请选择分类"
                      aria-label="分类"
                      loading={tags.isPending}
                      options={(tags.data ?? []).map((tag) => ({ value: tag.id, label: tag.name }))}
                    />
                  </Form.Item>
                  <Button icon={<PlusOutlined />} onClick={() => setCreatingTag(true)}>
                    新建分类
                  </Button>
                </div>
              </Form.Item>
              <div className="question-inline-item">
                {/* SMS templates (settings) are not built yet: there is nothing to choose from. */}
                <Tooltip title={SMS_CLOSED_TEXT}>
                  <span className="question-sms">
                    <Checkbox disabled>发短信</Checkbox>
                  </span>
                </Tooltip>
              </div>
            </div>
          </div>
        </Form>
      </Spin>
      {creatingTag && (
        <NewTagDialog
          kbId={kbId}
          onClose={() => setCreatingTag(false)}
          onAdded={(tagId) => form.setFieldValue('tagId', tagId)}
        />
      )}
    </Modal>
  );
}
