import type { FieldSpec } from '@console/contracts';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input/Input';
import { useState } from 'react';
import { contractField } from '../../../shared/forms/form-rules.ts';
import { useSmsCountdown } from '../../../shared/hooks/use-sms-countdown.ts';

interface SmsCodeFieldProps {
  name: string;
  spec: FieldSpec;
  /** Sends the code; resolves true when it was sent, which starts the resend countdown. */
  onSend: () => Promise<boolean>;
}

/** The SMS code input with its 获取验证码 button, which waits 60 seconds after each sent code. */
export function SmsCodeField({ name, spec, onSend }: SmsCodeFieldProps) {
  const { rules, required } = contractField(spec);
  const countdown = useSmsCountdown();
  const [sending, setSending] = useState(false);

  async function send() {
    setSending(true);
    try {
      if (await onSend()) countdown.start();
    } finally {
      setSending(false);
    }
  }

  return (
    <Form.Item label={spec.label} required={required}>
      <div className="auth-inline">
        <Form.Item name={name} rules={rules} noStyle>
          <Input
            placeholder="请输入短信验证码"
            aria-label={spec.label}
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={8}
          />
        </Form.Item>
        <Button className="auth-sms-button" onClick={send} loading={sending} disabled={countdown.waiting}>
          {countdown.label}
        </Button>
      </div>
    </Form.Item>
  );
}
