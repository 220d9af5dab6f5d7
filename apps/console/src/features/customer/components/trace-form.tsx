import {
  CALL_RESULTS,
  CONTACT_WAYS,
  CUSTOMER_FIELDS,
  CUSTOMER_NOTE_MAX,
  CUSTOMER_TEXTS,
  MANUAL_TRACE_STAGES,
  PHONE_VISIT,
  TRACE_FORM_REQUIRED,
} from '@console/contracts';
import AntdApp from 'antd/es/app';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import { textField } from '../../../shared/forms/text-field.ts';
import { useAddTrace } from '../api/add-trace.ts';
import { useIntentionLabels } from '../api/get-intention-labels.ts';

interface TraceValues {
  contact_way?: number;
  trace_stage?: number;
  tag_cm_intention?: string;
  callresult?: string;
  trace_detail: string;
}

const WAY_OPTIONS = CONTACT_WAYS.map((way) => ({ value: way.value, label: way.label }));
const STAGE_OPTIONS = MANUAL_TRACE_STAGES.map((stage) => ({ value: stage.value, label: stage.label }));
const RESULT_OPTIONS = CALL_RESULTS.map((result) => ({ value: result.code, label: result.desc }));
const chosen = (message: string) => [{ required: true, message }];
const detail = textField(CUSTOMER_FIELDS.traceDetail);

/** 跟进记录 (modules-spec 8.3): every select is required; 通话结果 only with 电话拜访. */
export function TraceForm({ telNumber, task }: { telNumber: string; task: { id: number; name: string } }) {
  const { message } = AntdApp.useApp();
  const [form] = Form.useForm<TraceValues>();
  const contactWay = Form.useWatch('contact_way', form);
  const labels = useIntentionLabels();
  const add = useAddTrace();

  const submit = (values: TraceValues) =>
    add.mutate(
      {
        tel_number: telNumber,
        task_id: task.id,
        task_name: task.name,
        contact_way: values.contact_way,
        trace_stage: values.trace_stage,
        tag_cm_intention: values.tag_cm_intention ?? '',
        callresult: values.contact_way === PHONE_VISIT ? values.callresult : '',
        trace_detail: values.trace_detail.trim(),
      },
      {
        onSuccess: () => {
          message.success(CUSTOMER_TEXTS.submitted);
          form.resetFields();
        },
        onError: () => message.error(CUSTOMER_TEXTS.submitFailed),
      },
    );

  return (
    <Form<TraceValues>
      form={form}
      className="customer-trace-form"
      layout="vertical"
      aria-label="跟进记录"
      onFinish={submit}
      disabled={task.id <= 0}
    >
      <div className="customer-trace-selects">
        <Form.Item name="contact_way" label="拜访形式" rules={chosen(TRACE_FORM_REQUIRED.contactWay)}>
          <Select placeholder="请选择拜访形式" options={WAY_OPTIONS} virtual={false} />
        </Form.Item>
        <Form.Item name="trace_stage" label="跟进阶段" rules={chosen(TRACE_FORM_REQUIRED.traceStage)}>
          <Select placeholder="请选择跟进阶段" options={STAGE_OPTIONS} virtual={false} />
        </Form.Item>
        <Form.Item name="tag_cm_intention" label="意向等级" rules={chosen(TRACE_FORM_REQUIRED.intention)}>
          <Select
            placeholder="请选择客户意向"
            loading={labels.isFetching}
            options={(labels.data ?? []).map((name) => ({ value: name, label: name }))}
            virtual={false}
          />
        </Form.Item>
        {contactWay === PHONE_VISIT && (
          <Form.Item name="callresult" label="通话结果" rules={chosen(TRACE_FORM_REQUIRED.callResult)}>
            <Select placeholder="请选择通话结果" options={RESULT_OPTIONS} virtual={false} />
          </Form.Item>
        )}
      </div>
      <Form.Item name="trace_detail" label="跟进记录" {...detail}>
        <Input.TextArea placeholder="请输入跟进记录" rows={3} maxLength={CUSTOMER_NOTE_MAX} showCount />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={add.isPending}>
        提交
      </Button>
    </Form>
  );
}
