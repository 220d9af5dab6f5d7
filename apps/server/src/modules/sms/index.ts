/**
 * SMS verification codes (hashed, rate-limited, used once) and the SmsSender seam, whose default
 * is the simulator writing to sms_outbox. The module owns sms_codes and sms_outbox.
 */
export { SmsCodeService } from './codes.ts';
export { outboxFor, type SmsPurpose } from './repo.ts';
export { SimulatorSmsSender, type SmsSender } from './sender.ts';
