import { ErrorCode, type FieldSpec } from '@console/contracts';
import Form from 'antd/es/form';
import Input from 'antd/es/input/Input';
import { useCallback, useRef, useState } from 'react';
import { contractField } from '../../../shared/forms/form-rules.ts';
import { toApiError } from '../../../shared/http/api-error.ts';
import { type CaptchaKind, captchaImageUrl } from '../api/captcha-image-url.ts';

interface Captcha {
  src: string;
  refresh: () => void;
}

/** The captcha image of one kind; refresh after every failed attempt, since a captcha is single use. */
export function useCaptcha(kind: CaptchaKind): Captcha {
  const stamp = useRef(Date.now());
  const [src, setSrc] = useState(() => captchaImageUrl(kind, stamp.current));
  // Two refreshes within one millisecond must still load two images.
  const refresh = useCallback(() => {
    stamp.current = Math.max(Date.now(), stamp.current + 1);
    setSrc(captchaImageUrl(kind, stamp.current));
  }, [kind]);
  return { src, refresh };
}

/** The server wants the captcha with the SMS: this address or phone sent too many without one. */
export function isCaptchaDemand(error: unknown): boolean {
  return toApiError(error).numericCode === ErrorCode.SmsCaptchaRequired;
}

/** The server refused the captcha (wrong, used or expired): only a new image can be answered. */
export function isCaptchaRefusal(error: unknown): boolean {
  const code = toApiError(error).numericCode;
  return code === ErrorCode.WrongImgCode || code === ErrorCode.ImgCodeExpired;
}

interface CaptchaFieldProps {
  name: string;
  spec: FieldSpec;
  placeholder: string;
  captcha: Captcha;
  /** Show the label above the field (the register form) or only to assistive technology (login). */
  showLabel?: boolean;
  /** Checked with the form; off where only a button (the reset page's SMS) needs the captcha. */
  checkOnSubmit?: boolean;
}

export function CaptchaField({
  name,
  spec,
  placeholder,
  captcha,
  showLabel = false,
  checkOnSubmit = true,
}: CaptchaFieldProps) {
  const { rules, required } = contractField(spec);
  const form = Form.useFormInstance();
  // Without rules nothing would clear the message the page put there when the button needed it.
  const clearMessage = checkOnSubmit ? undefined : () => form.setFields([{ name, errors: [] }]);
  return (
    <Form.Item label={showLabel ? spec.label : undefined} required={required}>
      <div className="auth-inline">
        <Form.Item name={name} rules={checkOnSubmit ? rules : undefined} noStyle>
          <Input
            placeholder={placeholder}
            aria-label={spec.label}
            autoComplete="off"
            maxLength={8}
            onChange={clearMessage}
          />
        </Form.Item>
        <button type="button" className="auth-captcha-image" title="看不清？点击刷新" onClick={captcha.refresh}>
          <img src={captcha.src} alt="图片验证码" />
        </button>
      </div>
    </Form.Item>
  );
}
