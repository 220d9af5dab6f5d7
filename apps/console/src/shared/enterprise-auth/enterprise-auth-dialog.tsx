import { FallbackText, forms } from '@console/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import AntdApp from 'antd/es/app';
import Form from 'antd/es/form';
import Input from 'antd/es/input/Input';
import Modal from 'antd/es/modal/Modal';
import { contractField } from '../forms/form-rules.ts';
import { toApiError } from '../http/api-error.ts';
import { queryClient } from '../query/query-client.ts';
import { useSessionStore } from '../session/session-store.ts';
import { IMAGE_HINT_TEXT } from '../upload/image-check.ts';
import { ImageUpload } from '../upload/image-upload.tsx';
import { useSubmitEnterpriseAuth } from './api/submit-enterprise-auth.ts';
import { uploadEntAuthAttach } from './api/upload-ent-auth-attach.ts';
import './enterprise-auth.css';

interface EnterpriseAuthValues {
  enterpriseName: string;
  legalPersonName: string;
  legalPersonId: string;
  idFront: string;
  idBack: string;
  licence: string;
}

/** The three attachments in the order the server expects them (spec section 5). */
const ATTACHMENTS = [
  { name: 'idFront', label: '身份证正面照', missing: '请上传身份证正面照' },
  { name: 'idBack', label: '身份证反面照', missing: '请上传身份证反面照' },
  { name: 'licence', label: '营业执照', missing: '请上传营业执照' },
] as const;

interface EnterpriseAuthDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * 企业认证: enterprise name, legal person and ID, and the three pictures. A successful submission
 * makes the status 1 (submitted): the not-verified banner goes and the info page shows it.
 *
 * The dialog brings the app's query cache with it: the registration success view, a public page
 * outside the shell that provides it, opens the dialog too.
 */
export function EnterpriseAuthDialog(props: EnterpriseAuthDialogProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <EnterpriseAuthForm {...props} />
    </QueryClientProvider>
  );
}

function EnterpriseAuthForm({ open, onClose }: EnterpriseAuthDialogProps) {
  const [form] = Form.useForm<EnterpriseAuthValues>();
  const { message } = AntdApp.useApp();
  const user = useSessionStore((state) => state.user);
  const submission = useSubmitEnterpriseAuth();

  async function submit(values: EnterpriseAuthValues) {
    if (!user) return;
    try {
      await submission.mutateAsync({
        createUser: user.account,
        enterpriseName: values.enterpriseName.trim(),
        legalPersonName: values.legalPersonName.trim(),
        legalPersonId: values.legalPersonId.trim(),
        fileNames: [values.idFront, values.idBack, values.licence],
      });
      message.success('提交成功，请等待审核');
      form.resetFields();
      onClose();
    } catch (error) {
      // The server's message when it answered; 保存失败 when no answer came.
      const apiError = toApiError(error);
      const answered = Number.isFinite(apiError.numericCode) && apiError.message;
      message.error(answered ? apiError.message : FallbackText.authSubmit);
    }
  }

  return (
    <Modal
      title="企业认证"
      open={open}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText="提交"
      cancelText="取消"
      confirmLoading={submission.isPending}
      destroyOnHidden
      width={640}
    >
      <Form<EnterpriseAuthValues> form={form} layout="vertical" requiredMark onFinish={submit} preserve={false}>
        <Form.Item name="enterpriseName" label="企业名称" {...contractField(forms.enterpriseAuth.enterpriseName)}>
          <Input placeholder="请输入企业名称" maxLength={30} />
        </Form.Item>
        <Form.Item name="legalPersonName" label="法人代表" {...contractField(forms.enterpriseAuth.legalPersonName)}>
          <Input placeholder="请输入法人代表" maxLength={15} />
        </Form.Item>
        <Form.Item name="legalPersonId" label="法人身份证号" {...contractField(forms.enterpriseAuth.legalPersonId)}>
          <Input placeholder="请输入法人身份证号" maxLength={18} />
        </Form.Item>
        <div className="enterprise-auth-images">
          {ATTACHMENTS.map((item) => (
            <Form.Item
              key={item.name}
              name={item.name}
              label={item.label}
              required
              rules={[
                { validator: (_, value) => (value ? Promise.resolve() : Promise.reject(new Error(item.missing))) },
              ]}
            >
              <ImageUpload label={item.label} upload={uploadEntAuthAttach} />
            </Form.Item>
          ))}
        </div>
        <p className="enterprise-auth-hint">{IMAGE_HINT_TEXT}</p>
      </Form>
    </Modal>
  );
}
