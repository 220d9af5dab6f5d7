/**
 * Numbers as they are said. Speech recognition writes 3号线, 128平 and 30年 in digits one time and
 * 三号线, 一百二十八平 and 三十年 the next, and a script's author writes either; similarity compares
 * them read out in Chinese, so both spellings share their words and syllables.
 */

const DIGITS = '零一二三四五六七八九';
const UNITS = ['', '十', '百', '千'];
/** Longer runs are phone or order numbers, read digit by digit: they stay as written. */
const LONGEST_AMOUNT = 8;

/** 0 <= n < 10000, as said: 2008 二千零八, 15 十五 when it opens the number. */
function belowTenThousand(n: number, opens: boolean): string {
  let said = '';
  let zero = false;
  for (let place = 3; place >= 0; place--) {
    const digit = Math.floor(n / 10 ** place) % 10;
    if (digit === 0) {
      zero = said !== '';
      continue;
    }
    if (zero) said += '零';
    zero = false;
    // 十五, not 一十五, at the head of a number.
    if (!(digit === 1 && place === 1 && said === '' && opens)) said += DIGITS[digit];
    said += UNITS[place];
  }
  return said;
}

/** A whole number of at most eight digits, as said (128 一百二十八, 20000 二万, 0 零). */
export function sayNumber(n: number): string {
  if (n === 0) return '零';
  const high = Math.floor(n / 10_000);
  const low = n % 10_000;
  if (high === 0) return belowTenThousand(low, true);
  const lowSaid = low === 0 ? '' : `${low < 1000 ? '零' : ''}${belowTenThousand(low, false)}`;
  return `${belowTenThousand(high, true)}万${lowSaid}`;
}

/**
 * A normalised text with its amounts read out (3号线 三号线, 30年 三十年) and 两 before a unit or
 * measure word read 二 (两万 二万, 两个 二个), as 2万 and 2个 are read.
 */
export function readNumbers(text: string): string {
  return text
    .replace(/\d+/g, (run) => (run.length > LONGEST_AMOUNT ? run : sayNumber(Number(run))))
    .replace(/两(?=[十百千万亿个位名套间室房年月天周次遍点成折块元岁斤公号节层楼])/gu, '二');
}
