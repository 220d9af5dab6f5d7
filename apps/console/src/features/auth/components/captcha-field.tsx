import type { FieldSpec } from '@console/contracts';
import Form from 'antd/es/form';
import Input from 'antd/es/input/Input';
import { useCallback, useState } from 'react';
import { contractField } from '../../../shared/forms/form-rules.ts';
import { type CaptchaKind, captchaImageUrl } from '../api/captcha-image-url.ts';

export interface Captcha {
  src: string;
  refresh: () => void;
}

/** The captcha image of one kind; refresh after every failed attempt, since a captcha is single use. */
export function useCaptcha(kind: CaptchaKind): Captcha {
  const [src, setSrc] = useState(() => captchaImageUrl(kind));
  const refresh = useCallback(() => setSrc(captchaImageUrl(kind)), [kind]);
  return { src, refresh };
}

interface CaptchaFieldProps {
  name: string;
  spec: FieldSpec;
  placeholder: string;
  captcha: Captcha;
  /** Show the label above the field (the register form) or only to assistive technology (login). */
  showLabel?: boolean;
}

export function CaptchaField({ name, spec, placeholder, captcha, showLabel = false }: CaptchaFieldProps) {
  const { rules, required } = contractField(spec);
  return (
    <Form.Item label={showLabel ? spec.label : undefined} required={required}>
      <div className="auth-inline">
        <Form.Item name={name} rules={rules} noStyle>
          <Input placeholder={placeholder} aria-label={spec.label} autoComplete="off" maxLength={8} />
        </Form.Item>
        <button type="button" className="auth-captcha-image" title="看不清？点击刷新" onClick={captcha.refresh}>
          <img src={captcha.src} alt="图片验证码" />
        </button>
      </div>
    </Form.Item>
  );
}
