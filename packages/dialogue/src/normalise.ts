/**
 * Customer lines (from speech recognition) and the script's phrases are compared after the same
 * normalisation, so 「好的，可以！」, 「好的 可以」 and 「好的可以」 are one utterance.
 */

/** Longer lines are cut: no customer says more in one turn, and it bounds regex and scoring work. */
export const MAX_MATCHED_LENGTH = 300;

const FULL_WIDTH_START = 0xff01;
const FULL_WIDTH_END = 0xff5e;
const FULL_TO_HALF = 0xfee0;
const IDEOGRAPHIC_SPACE = 0x3000;

/** Punctuation, symbols, separators and control or unpaired surrogate code units. */
const DROPPED = /[\p{P}\p{S}\p{Z}\p{C}\s]/gu;

/** Trim, full-width to half-width, punctuation and spaces dropped, Latin lower-cased. */
export function normaliseText(text: string): string {
  let halfWidth = '';
  for (const char of text.trim()) {
    const code = char.codePointAt(0) as number;
    if (code >= FULL_WIDTH_START && code <= FULL_WIDTH_END) halfWidth += String.fromCodePoint(code - FULL_TO_HALF);
    else if (code === IDEOGRAPHIC_SPACE) halfWidth += ' ';
    else halfWidth += char;
  }
  const normalised = halfWidth.replace(DROPPED, '').toLowerCase();
  return normalised.length > MAX_MATCHED_LENGTH ? [...normalised].slice(0, MAX_MATCHED_LENGTH).join('') : normalised;
}
