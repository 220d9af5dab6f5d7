import { limits } from '@console/contracts';
import { useCountdown } from './use-countdown.ts';

interface SmsCountdown {
  /** The send button's text: 获取验证码, or e.g. 60秒后重发 while waiting. */
  label: string;
  waiting: boolean;
  start: () => void;
}

/** After an SMS code is sent, the send button waits 60 seconds before it can be used again. */
export function useSmsCountdown(seconds: number = limits.smsResendSeconds): SmsCountdown {
  const countdown = useCountdown();
  return {
    label: countdown.running ? `${countdown.remaining}秒后重发` : '获取验证码',
    waiting: countdown.running,
    start: () => countdown.start(seconds),
  };
}
