import { encryptPassword, PASSWORD_MISMATCH_TEXT } from '@console/contracts';
import type { RuleRender } from 'antd/es/form';
import { getRuntimeConfig } from '../config/runtime-config.ts';

interface SealedPassword {
  password: string;
  timestamp: number;
}

/**
 * The password as it travels: encrypted with a key from the phone and a fresh timestamp when
 * config.encrypt is on. A fresh timestamp per submission matters because the server rejects
 * ciphertexts whose timestamp is stale, so a retried submission must seal the password again.
 */
export function sealPassword(password: string, phone: string, now = Date.now()): SealedPassword {
  const encrypt = getRuntimeConfig().encrypt !== false;
  return { password: encrypt ? encryptPassword(password, phone, now) : password, timestamp: now };
}

/** One password encrypted with a given timestamp when config.encrypt is on, e.g. old and new of a change. */
export function encryptIfConfigured(password: string, phone: string, timestamp: number): string {
  return getRuntimeConfig().encrypt !== false ? encryptPassword(password, phone, timestamp) : password;
}

/** The repetition of a new password: present, and equal to the field `newField`. */
export function confirmPasswordRule(newField: string): RuleRender {
  return ({ getFieldValue }) => ({
    validator: (_, value) => {
      if (!value) return Promise.reject(new Error('请再次输入新密码'));
      if (value !== getFieldValue(newField)) return Promise.reject(new Error(PASSWORD_MISMATCH_TEXT));
      return Promise.resolve();
    },
  });
}
