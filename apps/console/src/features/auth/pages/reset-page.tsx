import { checkField, FallbackText, forms } from '@console/contracts';
import AntdApp from 'antd/es/app';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import Result from 'antd/es/result';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { contractField } from '../../../shared/forms/form-rules.ts';
import { sealPassword } from '../../../shared/forms/password-field.ts';
import { errorText } from '../../../shared/http/api-error.ts';
import { DEFAULT_BID, loginPath, storeBid } from '../../../shared/session/stored-bid.ts';
import { resetPassword } from '../api/reset-password.ts';
import { sendResetSmsCode } from '../api/send-reset-sms-code.ts';
import { AuthLayout } from '../components/auth-layout.tsx';
import { CaptchaField, isCaptchaDemand, isCaptchaRefusal, useCaptcha } from '../components/captcha-field.tsx';
import { SmsCodeField } from '../components/sms-code-field.tsx';

interface ResetValues {
  phone: string;
  imgCode?: string;
  smsCode: string;
  password: string;
}

/**
 * Reset uses the register form's phone, SMS code and password rules (spec section 5), messages
 * included: the password field is labelled 新密码 but its messages still say 密码. The spec's form
 * has no captcha; it appears only when the server asks for one with the SMS (330034).
 */
const fields = forms.register;

export function ResetPage() {
  const { bid = DEFAULT_BID } = useParams();
  const navigate = useNavigate();
  const { message } = AntdApp.useApp();
  const [form] = Form.useForm<ResetValues>();
  const captcha = useCaptcha('reset');
  const [captchaAsked, setCaptchaAsked] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [done, setDone] = useState(false);

  useEffect(() => storeBid(bid), [bid]);

  /** Only the SMS takes the captcha, once asked (the reset itself does not): checked here, not on submit. */
  async function sendSmsCode(): Promise<boolean> {
    try {
      await form.validateFields(['phone']);
    } catch {
      return false;
    }
    const imgCode: string | undefined = captchaAsked ? form.getFieldValue('imgCode') : undefined;
    if (captchaAsked) {
      const missing = checkField(imgCode, fields.imgCode.rules, fields.imgCode.label);
      if (missing) {
        form.setFields([{ name: 'imgCode', errors: [missing] }]);
        return false;
      }
    }
    try {
      await sendResetSmsCode(form.getFieldValue('phone'), imgCode);
      message.success('验证码已发送');
      // Spent on this SMS: a resend after the countdown takes a new image.
      if (captchaAsked) renewCaptcha();
      return true;
    } catch (error) {
      if (isCaptchaDemand(error)) setCaptchaAsked(true);
      if (isCaptchaRefusal(error)) renewCaptcha();
      message.error(errorText(error, FallbackText.smsSend));
      return false;
    }
  }

  function renewCaptcha() {
    captcha.refresh();
    form.setFieldValue('imgCode', undefined);
  }

  async function submit(values: ResetValues) {
    setSubmitting(true);
    try {
      await resetPassword({
        phone: values.phone,
        smsCode: values.smsCode,
        ...sealPassword(values.password, values.phone),
      });
      setDone(true);
    } catch (error) {
      message.error(errorText(error, FallbackText.reset));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <AuthLayout bid={bid} title="找回密码">
      {done ? (
        <Result
          className="auth-result"
          status="success"
          title="密码重置成功"
          subTitle="请使用新密码登录"
          extra={
            <Button type="primary" onClick={() => navigate(loginPath(bid), { replace: true })}>
              去登录
            </Button>
          }
        />
      ) : (
        <Form<ResetValues> form={form} layout="vertical" size="large" onFinish={submit}>
          <Form.Item name="phone" label={fields.phone.label} {...contractField(fields.phone)}>
            <Input placeholder="请输入手机号码" autoComplete="tel" inputMode="numeric" maxLength={11} autoFocus />
          </Form.Item>
          {captchaAsked && (
            <CaptchaField
              name="imgCode"
              spec={fields.imgCode}
              placeholder="请输入图片验证码"
              captcha={captcha}
              showLabel
              checkOnSubmit={false}
            />
          )}
          <SmsCodeField name="smsCode" spec={fields.smsCode} onSend={sendSmsCode} />
          <Form.Item name="password" label="新密码" {...contractField(fields.password)}>
            <Password placeholder="请输入新密码" autoComplete="new-password" maxLength={20} />
          </Form.Item>
          <Form.Item>
            <Button type="primary" htmlType="submit" block loading={submitting}>
              重置密码
            </Button>
          </Form.Item>
          <nav className="auth-links">
            <span>想起密码了？</span>
            <Link to={loginPath(bid)}>返回登录</Link>
          </nav>
        </Form>
      )}
    </AuthLayout>
  );
}
