/** The keys of the dial pad, in the order a phone shows them. */
export const DIAL_KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '*', '0', '#'] as const;

export const NUMBER_REQUIRED_TEXT = '请输入号码';
export const NUMBER_DIGITS_TEXT = '号码只能包含数字';
export const LINE_REQUIRED_TEXT = '请选择外显号码';

/** The longest number the pad takes: international numbers have at most 15 digits, plus a prefix. */
export const MAX_DIAL_LENGTH = 20;

/** What is wrong with a number before it is called, or null. The SDK calls digits only. */
export function validateDialNumber(value: string): string | null {
  const number = value.trim();
  if (number === '') return NUMBER_REQUIRED_TEXT;
  if (!/^\d+$/.test(number)) return NUMBER_DIGITS_TEXT;
  return null;
}

/** The number after pressing a key of the pad; the pad stops at the maximum length. */
export function pressDialKey(value: string, key: string): string {
  return value.length >= MAX_DIAL_LENGTH ? value : value + key;
}

/** The number after the pad's delete key. */
export function deleteLastKey(value: string): string {
  return value.slice(0, -1);
}
