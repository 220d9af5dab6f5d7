import { NumberRejectReason, type NumberRejectReasonText } from './numbers.ts';

export type NumberKind = 'mobile' | 'fixed';

export type NormalizedNumber =
  | { ok: true; number: string; kind: NumberKind }
  | { ok: false; reason: NumberRejectReasonText };

const MOBILE = /^1[3-9]\d{9}$/;
/** Area code 010, 02X or 0XXX, then a subscriber number of 7-8 digits that never starts with 0 or 1. */
const FIXED = /^0(?:10|2\d|[3-9]\d{2})[2-9]\d{6,7}$/;
const SERVICE = /^[48]00\d{7}$/;
/** Separators people and spreadsheets put inside a number, and Excel's text-cell apostrophe. */
const SEPARATORS = /[\s\-‐‑–—−()[\]']/g;
/** A CSV cell Excel is told to keep as text: ="13800138000" */
const EXCEL_TEXT = /^="(.*)"$/;
/** A whole number that a spreadsheet wrote as a decimal: 13800138000.0 */
const ZERO_DECIMAL = /^(\+?\d+)\.0+$/;
/** Scientific notation as a spreadsheet writes a long number: 1.3800138E+10 */
const SCIENTIFIC = /^(\d)\.(\d+)[eE]\+?(\d+)$/;

const reject = (reason: NumberRejectReasonText): NormalizedNumber => ({ ok: false, reason });

/**
 * One cell of an uploaded number file as the dialler takes it: mainland mobiles (11 digits) and
 * fixed lines with their area code (0 first, no separators), or why not. Full-width characters
 * become ASCII; spaces, dashes, brackets and a country code (+86, 0086, or 86 before a mobile)
 * go. Scientific notation is read only when its mantissa carries every digit (1.3800138000E+10);
 * 1.3800138E+10 may have lost digits to the spreadsheet's rounding and is refused. 400/800 numbers are companies' inbound
 * hotlines (800 is paid by the callee) and are refused too.
 */
export function normalizeNumber(raw: string): NormalizedNumber {
  // NFKC turns full-width digits, ＋, （）and the ideographic space into ASCII.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the ASCII range is the point
  let value = (/[^\x00-\x7f]/.test(raw) ? raw.normalize('NFKC') : raw).replace(SEPARATORS, '');
  const excelText = EXCEL_TEXT.exec(value);
  if (excelText) value = excelText[1];
  if (value === '') return reject(NumberRejectReason.empty);

  const decimal = ZERO_DECIMAL.exec(value);
  if (decimal) value = decimal[1];
  const scientific = SCIENTIFIC.exec(value);
  if (scientific) {
    const [, first, rest, exponent] = scientific;
    if (rest.length !== Number(exponent)) return reject(NumberRejectReason.malformed);
    value = first + rest;
  }
  if (!/^\+?\d+$/.test(value)) return reject(NumberRejectReason.malformed);

  if (value.startsWith('+')) {
    if (!value.startsWith('+86')) return reject(NumberRejectReason.notMainland);
    value = nationalPart(value.slice(3));
  } else if (value.startsWith('00')) {
    if (!value.startsWith('0086')) return reject(NumberRejectReason.notMainland);
    value = nationalPart(value.slice(4));
  } else if (value.length === 13 && /^861[3-9]/.test(value)) {
    value = value.slice(2);
  }

  if (MOBILE.test(value)) return { ok: true, number: value, kind: 'mobile' };
  if (FIXED.test(value)) return { ok: true, number: value, kind: 'fixed' };
  if (SERVICE.test(value)) return reject(NumberRejectReason.serviceNumber);
  return reject(hasWrongLength(value) ? NumberRejectReason.wrongLength : NumberRejectReason.malformed);
}

/** A mobile has 11 digits, a fixed line with its area code 10 to 12; a local number without one is too short. */
function hasWrongLength(digits: string): boolean {
  return digits.startsWith('1') ? digits.length !== 11 : digits.length < 10 || digits.length > 12;
}

/** After the country code a fixed line drops its leading 0 (+86 10 12345678); put it back. */
function nationalPart(rest: string): string {
  return MOBILE.test(rest) || SERVICE.test(rest) || rest.startsWith('0') ? rest : `0${rest}`;
}
