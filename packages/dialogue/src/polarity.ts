/**
 * Whether a line is negated. Similarity compares bags of words or syllables, which cannot see
 * negation: 「我不感兴趣」 and 「我很感兴趣」 share four of five syllables. So a line only matches
 * an example or a knowledge question of the same polarity. Keywords and patterns are literal and
 * left to the script's author (the longest keyword wins, so 「不需要」 beats 「需要」).
 */

/** Set phrases with a negation character that do not negate: 没问题 means yes. */
const NOT_NEGATIONS = ['没问题', '没错', '没关系', '没事', '不错', '不客气', '不好意思', '差不多', '要不然'];

/** A-not-A questions (是不是, 有没有, 好不好) ask; they do not negate. */
export const A_NOT_A = /(.)[不没]\1/u;
const EVERY_A_NOT_A = new RegExp(A_NOT_A.source, 'gu');

const NEGATION = /[不没别]/u;
/**
 * A 不 closing a question (能退不, 可以吃螃蟹不, 收费不) asks as 吗 does; after a bare subject or
 * adverb (我不, 我才不, 就不) it refuses.
 */
const TAG_QUESTION = /(?<![我你他她就也还都并绝偏才])(?<=\p{Script=Han}{2})不$/u;

/** Of a normalised text. */
export function isNegated(text: string): boolean {
  let rest = text.replace(EVERY_A_NOT_A, '').replace(TAG_QUESTION, '');
  for (const phrase of NOT_NEGATIONS) rest = rest.replaceAll(phrase, '');
  return NEGATION.test(rest);
}
