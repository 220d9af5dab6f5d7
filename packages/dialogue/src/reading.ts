import type { BuiltinIntentId } from '@console/contracts';
import { normaliseText } from './normalise.ts';
import { A_NOT_A } from './polarity.ts';

/** The intents that answer yes or no: heard only in the clauses of a line that do not ask. */
export const YES_NO_INTENTS: ReadonlySet<string> = new Set<BuiltinIntentId>(['affirm', 'negate']);

/**
 * How a spoken line is read before its words are matched. Matching looks for words, and words
 * alone misread two things people say all the time:
 * - negations that cancel out or ask back: 也不是不行 is a yes, 不是我还能是谁 confirms, 谁说我不要了
 *   wants it, 好什么好 is a no. These are rewritten to what they mean, with a note for the trace.
 * - questions: 要不要交钱 holds 不要 and 你是不是机器人 holds 不是, yet neither answers no; 是我，多少钱
 *   answers yes in its first clause only. Yes and no are heard in the clauses that do not ask.
 */
export interface Reading {
  /** The normalised line, negations resolved: what every step matches against. */
  text: string;
  /** The clauses that do not ask, normalised and resolved: where yes and no are heard. */
  answer: string;
  /** The clauses that ask (是我，多少钱: 多少钱). */
  asked: string;
  /** Every clause, normalised and resolved, in order (是我，你发短信给我吧: 是我, 你发短信给我吧). */
  clauses: string[];
  /** What was read differently, for the trace. */
  notes: string[];
}

const CLAUSE_END = /([^，,。.!！？?；;、~～\s]*)([，,。.!！？?；;、~～\s]*)/gu;

/**
 * How speech recognition writes what people say, tidied before anything is read: a word said
 * over and over (好好好, 对对对对, 可以可以) is that word once, and 在, which recognisers write for
 * 再 whenever they are unsure, is read as 再 where only 再 makes sense (别在打了, 在说一遍, 在见).
 */
const SPEECH_TIDYING: { pattern: RegExp; reading: string }[] = [
  { pattern: /(\p{Script=Han})\1{2,}/gu, reading: '$1' },
  { pattern: /(?!考虑|了解|研究|商量|琢磨|合计|打听)(\p{Script=Han}{2})\1+/gu, reading: '$1' },
  { pattern: /(别|不要|不用|甭|你)在(打|来|联系|说|讲)/gu, reading: '$1再$2' },
  { pattern: /^在(说|讲)(一遍|一次|一下)/gu, reading: '再$1$2' },
  { pattern: /在见/gu, reading: '再见' },
  { pattern: /(明天|后天|改天|下午|晚上|下周|周末|回头)在(送|来|打|联系)/gu, reading: '$1再$2' },
  // Not 我在打电话: that one is busy.
  { pattern: /我在(想想|考虑考虑|商量商量)/gu, reading: '我再$1' },
];

/** Rewrites in order; each pattern's reading replaces what it matched. */
const RESOLUTIONS: { pattern: RegExp; reading: string; note: string }[] = [
  { pattern: /不是我(还|又)?(能|会)?是谁|除了我还(能|有)谁/u, reading: '是我', note: '反问，按「是我」理解' },
  { pattern: /(也|倒|又|并|我)?不是(不(?!是)|没)/u, reading: '', note: '双重否定，按肯定理解' },
  { pattern: /(没说|谁说)(过)?(我)?(不|没)/u, reading: '', note: '反问，按肯定理解' },
  { pattern: /不能不/u, reading: '', note: '双重否定，按肯定理解' },
  // 不签难道退回去啊: asked back, what is not done is what will be.
  { pattern: /^不(\p{Script=Han}{1,2})难道.*$/u, reading: '$1', note: '「不X难道…」，按肯定理解' },
  // 车都卖了还续啥: asking what for says no (not 还有什么, which asks what else).
  { pattern: /还(?!有)(\p{Script=Han}{1,2})(啥|什么)$/u, reading: '不$1', note: '「还X啥」，按否定理解' },
  { pattern: /([\p{Script=Han}]{1,2})什么\1/u, reading: '不$1', note: '「X什么X」，按否定理解' },
  { pattern: /不([\p{Script=Han}])白不\1/u, reading: '$1', note: '「不X白不X」，按肯定理解' },
  { pattern: /(干嘛|干啥|凭什么|为啥)不/u, reading: '', note: '反问，按肯定理解' },
  { pattern: /^(我)?不是(.{1,8})[嘛吗]$/u, reading: '$2', note: '反问，按肯定理解' },
  // 不要钱 and 不收费 say it is free, not no.
  { pattern: /(?<!要|收|花)不(要钱|收费|花钱|收钱)/u, reading: '免费', note: '「不要钱」，按免费理解' },
];

/** A clause that opens with a question word asks (什么时候, 多少钱, 怎么收费). */
const QUESTION_START = /^(谁|什么|啥|怎么|咋|哪|多少|几|为什么|为啥|干嘛|干啥)/u;
/** Or ends with a question particle or tag, modal particles aside (是吗, 有事吗, 真的么, 没完了是吧). */
const QUESTION_END = /([吗么]|[是对]吧)[啊呀呢啦]?$/u;
/**
 * Or asks what is going on, how much or how many, anywhere in it (孩子怎么了, 你们那房子多少钱一平,
 * 利率几个点; not 好几个).
 */
const QUESTION_ANYWHERE = /怎么了|怎么回事|咋回事|多少|(?<![好十])几(个|点|成|年|月|天|号|位|岁|次|块|万|千|节|分)/u;

function resolve(clause: string, notes: string[]): string {
  let text = clause;
  for (const { pattern, reading } of SPEECH_TIDYING) text = text.replace(pattern, reading);
  for (const { pattern, reading, note } of RESOLUTIONS) {
    if (!pattern.test(text)) continue;
    const before = text;
    text = text.replace(pattern, reading);
    notes.push(`「${before}」${note}`);
  }
  return text;
}

/** A clause with an A-not-A (要不要, 是不是) asks: it is never a no. */
function asks(clause: string, questionMark: boolean): boolean {
  return (
    questionMark ||
    A_NOT_A.test(clause) ||
    QUESTION_START.test(clause) ||
    QUESTION_END.test(clause) ||
    QUESTION_ANYWHERE.test(clause)
  );
}

export function readLine(said: string): Reading {
  const notes: string[] = [];
  let text = '';
  let answer = '';
  let asked = '';
  const clauses: string[] = [];
  for (const [, words, ending] of said.matchAll(CLAUSE_END)) {
    const clause = resolve(normaliseText(words), notes);
    if (clause === '') continue;
    text += clause;
    clauses.push(clause);
    if (asks(clause, /[？?]/u.test(ending))) asked += clause;
    else answer += clause;
  }
  return { text, answer, asked, clauses, notes };
}
