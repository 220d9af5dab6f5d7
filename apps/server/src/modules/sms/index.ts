/**
 * SMS verification codes (hashed, rate-limited, used once, sent without a captcha within a budget
 * per address and phone) and the SmsSender seam, whose default is the simulator writing to
 * sms_outbox. The module owns sms_codes, sms_outbox and sms_send_budgets.
 */
export { SmsCodeService } from './codes.ts';
export { outboxFor, type SmsPurpose } from './repo.ts';
export { SimulatorSmsSender, type SmsSender } from './sender.ts';
