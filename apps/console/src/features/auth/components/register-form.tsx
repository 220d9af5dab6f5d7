import { ErrorCode, ErrorText, FallbackText, forms, type LoginResult } from '@console/contracts';
import AntdApp from 'antd/es/app';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { useState } from 'react';
import { Link } from 'react-router';
import { contractField } from '../../../shared/forms/form-rules.ts';
import { sealPassword } from '../../../shared/forms/password-field.ts';
import { errorText } from '../../../shared/http/api-error.ts';
import { getClientId } from '../../../shared/session/client-id.ts';
import { loginPath } from '../../../shared/session/stored-bid.ts';
import { checkPhone } from '../api/check-phone.ts';
import { register } from '../api/register.ts';
import { sendRegisterSmsCode } from '../api/send-register-sms-code.ts';
import { CaptchaField, isCaptchaDemand, isCaptchaRefusal, useCaptcha } from './captcha-field.tsx';
import { SmsCodeField } from './sms-code-field.tsx';

interface RegisterValues {
  phone: string;
  smsCode: string;
  password: string;
  imgCode: string;
}

interface RegisterFormProps {
  bid: string;
  channelCode?: string;
  onRegistered: (result: LoginResult) => Promise<void>;
}

const fields = forms.register;

export function RegisterForm({ bid, channelCode, onRegistered }: RegisterFormProps) {
  const { message } = AntdApp.useApp();
  const [form] = Form.useForm<RegisterValues>();
  const captcha = useCaptcha('register');
  // The SMS goes without the captcha until the server asks for it (330034); the form's captcha
  // field, which 注册 needs anyway (spec section 5), then goes with the SMS too.
  const [captchaAsked, setCaptchaAsked] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  /**
   * Checks the phone is still free before spending an SMS on it. Once asked, the SMS takes the
   * captcha's answer; the answer stays in its field, since the registration accepts it once more.
   */
  async function sendSmsCode(): Promise<boolean> {
    try {
      await form.validateFields(captchaAsked ? ['phone', 'imgCode'] : ['phone']);
    } catch {
      return false;
    }
    const phone: string = form.getFieldValue('phone');
    try {
      const check = await checkPhone(phone);
      if (check?.registered) {
        message.error(ErrorText[ErrorCode.PhoneRegistered]);
        return false;
      }
    } catch (error) {
      message.error(errorText(error, FallbackText.phoneCheck));
      return false;
    }
    try {
      await sendRegisterSmsCode(phone, captchaAsked ? form.getFieldValue('imgCode') : undefined);
      message.success('验证码已发送');
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

  async function submit(values: RegisterValues) {
    setSubmitting(true);
    let result: LoginResult;
    try {
      result = await register({
        phoneNum: values.phone,
        smsCode: values.smsCode,
        imgCode: values.imgCode,
        ...sealPassword(values.password, values.phone),
        clientId: getClientId(),
        channelCode: channelCode || undefined,
      });
    } catch (error) {
      // The captcha was spent by this attempt, whatever failed.
      renewCaptcha();
      message.error(errorText(error, FallbackText.register));
      setSubmitting(false);
      return;
    }
    await onRegistered(result);
    setSubmitting(false);
  }

  return (
    <Form<RegisterValues> form={form} layout="vertical" size="large" onFinish={submit}>
      <Form.Item name="phone" label={fields.phone.label} {...contractField(fields.phone)}>
        <Input placeholder="请输入手机号码" autoComplete="tel" inputMode="numeric" maxLength={11} autoFocus />
      </Form.Item>
      <SmsCodeField name="smsCode" spec={fields.smsCode} onSend={sendSmsCode} />
      <Form.Item name="password" label={fields.password.label} {...contractField(fields.password)}>
        <Password placeholder="请输入密码" autoComplete="new-password" maxLength={20} />
      </Form.Item>
      <CaptchaField name="imgCode" spec={fields.imgCode} placeholder="请输入图片验证码" captcha={captcha} showLabel />
      <Form.Item>
        <Button type="primary" htmlType="submit" block loading={submitting}>
          注册
        </Button>
      </Form.Item>
      <nav className="auth-links">
        <span>已有账号？</span>
        <Link to={loginPath(bid)}>去登录</Link>
      </nav>
    </Form>
  );
}
